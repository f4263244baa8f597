import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { Address } from '@kerb/domain/borrower/address';
import type { PdfCanvas } from './pdf-canvas';
import type { RGB } from 'pdf-lib';
type Doc = ApplicationDocument;
export declare const fullName: (d: Doc) => string;
/** Australian numbers grouped as they are read aloud: "0412 345 678", "1300 555 101", "02 9876 5432". */
export declare function phone(digits: string | undefined): string | undefined;
export declare const addressLine: (a: Address) => string;
export declare function applicantSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function loanSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function vehicleSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function employmentSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function incomeSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function businessSection(c: PdfCanvas, d: Doc, accent: RGB): void;
/** Consent dates as the moment they were given, in the application's country. */
export declare function consentRows(d: Doc): string[][];
export {};
