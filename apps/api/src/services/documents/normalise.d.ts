import { type DocumentKind } from './sniff';
export declare const PHOTO_MAX_SIDE = 2000;
export declare const PHOTO_MAX_PIXELS = 100000000;
export interface NormalisedDocument {
    bytes: Buffer;
    contentType: string;
    /** True when the bytes were re-encoded as JPEG. */
    reencoded: boolean;
}
/** The document's photo is not one sharp can decode although its first bytes say it is. */
export declare class UnreadableImageError extends Error {
}
/** The photo declares more than PHOTO_MAX_PIXELS. */
export declare class OversizedImageError extends Error {
}
export declare function normaliseDocument(bytes: Buffer, kind: DocumentKind): Promise<NormalisedDocument>;
