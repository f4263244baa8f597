export interface DocumentStorage {
    readonly name: string;
    put(id: string, bytes: Buffer, contentType: string): Promise<void>;
    /** The bytes, or null when nothing is stored under this id. */
    get(id: string): Promise<Buffer | null>;
    /** Removing what is not there is not an error. */
    delete(id: string): Promise<void>;
}
/** A storage that could not be reached or refused the call: the API answers 503. */
export declare class DocumentStorageError extends Error {
}
