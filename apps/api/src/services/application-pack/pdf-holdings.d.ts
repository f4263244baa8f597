import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { RGB } from 'pdf-lib';
import type { PdfCanvas } from './pdf-canvas';
type Doc = ApplicationDocument;
export declare function assetsSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function liabilitiesSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function scoresSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function consentsSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export declare function documentsSection(c: PdfCanvas, d: Doc, accent: RGB): void;
/** docs/decisions/064: the statements the lender needs, shared through the provider rather than uploaded. */
export declare function bankStatementsSection(c: PdfCanvas, d: Doc, accent: RGB): void;
export {};
