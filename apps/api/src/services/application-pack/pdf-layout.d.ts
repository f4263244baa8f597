import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
export interface PdfBranding {
    /** The partner's primary colour (#rrggbb) for rules and section marks; Kerb's when it has none. */
    accent?: string;
    /** A white-labelled partner's pack does not name Kerb (UI.md "a Kerb mark only when not white-labelled"). */
    whiteLabel?: boolean;
}
/** The PDF of an application document, as bytes. */
export declare function applicationPdf(d: ApplicationDocument, branding?: PdfBranding): Promise<Uint8Array>;
