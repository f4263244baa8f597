import type { OcrLine } from '@kerb/domain/ocr/read-licence';
/** English LSTM data from the npm package @tesseract.js-data/eng: read from disk, never downloaded. */
export declare const LANG_PATH: string;
/** More jobs than this waiting per worker and a new one is refused (503) rather than queued for minutes. */
export declare const QUEUE_PER_WORKER = 8;
export declare class OcrBusyError extends Error {
}
/**
 * How tesseract segments the image: `block`, one uniform block of lines (a label and its value stay on one
 * line); `sparse`, as much scattered text as it can find (finds a lone letter the block reading can drop);
 * `line`, one line of text (a small spot cut out beside a label).
 */
export type Segmentation = 'block' | 'sparse' | 'line';
export interface OcrPool {
    /** The lines tesseract reads in an image (PNG, JPEG or PGM bytes), each word with its box. */
    recognise(image: Buffer, segmentation?: Segmentation): Promise<OcrLine[]>;
    /** Workers started so far: 0 until the first reading, then the pool's size. */
    started(): number;
    close(): Promise<void>;
}
export declare function createOcrPool(size: number): OcrPool;
