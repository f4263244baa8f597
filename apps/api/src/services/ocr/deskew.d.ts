export declare const MAX_TILT = 6;
export interface InkMap {
    width: number;
    height: number;
    /** 1 where a pixel is ink (much darker than its surroundings), else 0. */
    ink: Uint8Array;
}
/** The angle in degrees (clockwise positive) the text lines of the image are tilted by. */
export declare function tiltOf(map: InkMap): number;
export interface Box {
    left: number;
    top: number;
    width: number;
    height: number;
}
/**
 * Where the ink is: the box holding all but the outermost 0.5 % of ink pixels on each side (a speck on the
 * table does not widen it). A licence photographed on a table is cropped to it, so the card's print is
 * read at full size; on a textured background the box is the whole photo and nothing is cut.
 */
export declare function inkBox(map: InkMap): Box | null;
