export declare const DELIVERY_HEADERS: {
    readonly idempotencyKey: "idempotency-key";
    readonly event: "kerb-event";
    readonly timestamp: "kerb-timestamp";
    readonly signature: "kerb-signature";
};
/** Seconds since the epoch, as sent in kerb-timestamp. */
export declare const unixSeconds: (at: Date) => string;
export declare function signPayload(secret: string, timestamp: string, body: string): string;
/** A receiver's check (used by Kerb's tests as any receiver would): signature and a timestamp within tolerance. */
export declare function verifySignature(secret: string, headers: {
    timestamp: string | undefined;
    signature: string | undefined;
}, body: string, { now, toleranceSeconds }?: {
    now?: Date;
    toleranceSeconds?: number;
}): boolean;
