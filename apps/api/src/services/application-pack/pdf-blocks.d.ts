import type { RGB } from 'pdf-lib';
import { type PdfCanvas } from './pdf-canvas';
/** A label and its value; pairs without a value are left out, so the pack lists what was given. */
export type Field = readonly [label: string, value: string | undefined];
/** A section's title; it starts a new page unless `keepWith` points of what follows fit under it (at most 240). */
export declare function heading(c: PdfCanvas, title: string, accent: RGB, keepWith?: number): void;
/** A short line under a heading (e.g. "None declared"). */
export declare function note(c: PdfCanvas, text: string): void;
/** About the height `fields` will take (one line a row), so a short block is kept with its heading. */
export declare const fieldsHeight: (pairs: readonly Field[], columns?: 1 | 2) => number;
/** A heading and its label/value pairs, kept on one page when they fit on one. */
export declare function headedFields(c: PdfCanvas, title: string, accent: RGB, pairs: readonly Field[], options?: {
    columns?: 1 | 2;
}): void;
/** Label/value pairs, two to a row (one with `columns: 1`); values wrap within their column. */
export declare function fields(c: PdfCanvas, pairs: readonly Field[], { columns, labelWidth }?: {
    columns?: 1 | 2 | undefined;
    labelWidth?: number | undefined;
}): void;
export interface Column {
    header: string;
    /** Share of the content width. */
    width: number;
    align?: 'left' | 'right';
}
/** A table with a header row, repeated on a new page; cells wrap. */
export declare function table(c: PdfCanvas, columns: readonly Column[], rows: readonly (readonly string[])[], empty?: string): void;
