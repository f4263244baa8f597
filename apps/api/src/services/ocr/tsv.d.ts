import type { OcrLine } from '@kerb/domain/ocr/read-licence';
export declare function linesOfTsv(tsv: string): OcrLine[];
