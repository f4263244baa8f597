import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
export declare const A4: {
    readonly width: 595.28;
    readonly height: 841.89;
};
export declare const MARGIN: {
    readonly left: 48;
    readonly right: 48;
    readonly top: 44;
    readonly bottom: 58;
};
export declare const CONTENT_WIDTH: number;
export declare const INK: RGB;
export declare const MUTED: RGB;
export declare const HAIRLINE: RGB;
export declare const PANEL: RGB;
export interface Fonts {
    regular: PDFFont;
    bold: PDFFont;
}
/** "#0b3d91" → a pdf-lib colour; the brand's colour marks rules and bars, never body text. */
export declare function hexColour(hex: string): RGB;
/** A colour mixed with white: `amount` 0 is white, 1 the colour. */
export declare const tint: (c: RGB, amount: number) => RGB;
/**
 * Text the standard fonts can write (WinAnsi, about Latin-1): letters with marks they lack lose the marks
 * ("Nguyễn" → "Nguyen"), anything else becomes "?". The JSON document keeps every value exactly.
 */
export declare function writable(font: PDFFont, text: string): string;
/** Lines of at most `width` points; a word longer than a line (an e-mail, an id) is cut where it must be. */
export declare function wrap(font: PDFFont, size: number, text: string, width: number): string[];
export interface PageFrame {
    /** Draws the running header of a page after the first; returns where the content starts. */
    continuationHeader(page: PDFPage, fonts: Fonts): number;
    /** Draws the footer once every page exists, knowing the page count. */
    footer(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number): void;
}
/** The page flow: a cursor `y` (from the bottom, as PDF counts) on the current page. */
export declare class PdfCanvas {
    readonly pdf: PDFDocument;
    readonly fonts: Fonts;
    private readonly frame;
    page: PDFPage;
    y: number;
    private constructor();
    static create(frame: PageFrame, meta: {
        title: string;
        author: string;
    }): Promise<PdfCanvas>;
    /** Starts a new page when fewer than `height` points are left above the footer. */
    ensure(height: number): void;
    text(value: string, x: number, y: number, { size, bold, color, page }?: {
        size?: number | undefined;
        bold?: boolean | undefined;
        color?: RGB | undefined;
        page?: PDFPage | undefined;
    }): void;
    /** Text ending at `right` (figures in a column). */
    textRight(value: string, right: number, y: number, options?: {
        size?: number;
        bold?: boolean;
        color?: RGB;
        page?: PDFPage;
    }): void;
    lines(value: string, width: number, { size, bold }?: {
        size?: number | undefined;
        bold?: boolean | undefined;
    }): string[];
    rule(y: number, { x, width, color, thickness, page }?: {
        x?: number | undefined;
        width?: number | undefined;
        color?: RGB | undefined;
        thickness?: number | undefined;
        page?: PDFPage | undefined;
    }): void;
    box(x: number, y: number, width: number, height: number, color: RGB): void;
    /** A paragraph at the cursor, breaking pages between lines. */
    paragraph(value: string, { size, color, width, x, leading }?: {
        size?: number | undefined;
        color?: RGB | undefined;
        width?: number | undefined;
        x?: number | undefined;
        leading?: number | undefined;
    }): void;
    finish(): Promise<Uint8Array>;
}
