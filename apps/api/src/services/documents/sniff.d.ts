export type DocumentKind = 'jpeg' | 'png' | 'webp' | 'heif' | 'pdf';
export declare const CONTENT_TYPES: Record<DocumentKind, string>;
export declare function sniffDocument(bytes: Buffer): DocumentKind | null;
