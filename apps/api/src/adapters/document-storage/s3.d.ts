import { type DocumentStorage } from './port';
import { type SigV4Credentials } from './sigv4';
export interface S3Config extends SigV4Credentials {
    /** The service's address, e.g. https://s3.ap-southeast-2.amazonaws.com or a MinIO server's. */
    endpoint: string;
    bucket: string;
    /** Prepended to every object's key. */
    prefix: string;
    timeoutMs: number;
}
export declare function s3DocumentStorage(config: S3Config): DocumentStorage;
