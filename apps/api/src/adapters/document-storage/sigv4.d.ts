export interface SigV4Credentials {
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    service?: string;
}
export declare const sha256Hex: (data: string | Buffer) => string;
/**
 * The headers to send with the request: the given ones plus host, x-amz-date, x-amz-content-sha256 and
 * authorization. `payloadHash` is the hex SHA-256 of the body (of the empty string without one).
 */
export declare function signRequest(input: {
    method: string;
    url: URL;
    headers?: Record<string, string>;
    payloadHash: string;
    now?: Date;
}, credentials: SigV4Credentials): Record<string, string>;
