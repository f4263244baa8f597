/** The width a licence photo is brought to: an ID-1 card across it puts its values near 25 px tall. */
export declare const OCR_WIDTH = 1100;
/** sharp cannot decode the image (an iPhone HEIC kept as uploaded, a damaged file). */
export declare class UnreadableLicenceImageError extends Error {
    side: 'front' | 'back';
}
export interface Grey {
    data: Buffer;
    width: number;
    height: number;
}
export interface PreparedImage {
    /** The image as tesseract takes it (PGM). */
    image: Buffer;
    /** The same pixels, to cut a spot out of and read again. */
    grey: Grey;
    /** The tilt corrected, in degrees (clockwise positive). */
    tilt: number;
}
/** Quarter turns clockwise applied after the EXIF orientation: a card photographed sideways or upside down. */
export type Turn = 0 | 90 | 180 | 270;
export declare function prepareLicenceImage(bytes: Buffer, turn?: Turn): Promise<PreparedImage>;
/** The part of a prepared image inside `box` (clipped to the image), as a PGM for tesseract; null when empty. */
export declare function cutOut(grey: Grey, box: {
    left: number;
    top: number;
    width: number;
    height: number;
}): Promise<Buffer | null>;
