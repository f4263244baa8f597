export declare const FILENAME_MAX_LENGTH = 100;
export declare function sanitiseFilename(raw: string | undefined, fallback?: string): string;
/** The name with its extension replaced (a photo re-encoded as JPEG is named .jpg). */
export declare function withExtension(name: string, ext: string): string;
