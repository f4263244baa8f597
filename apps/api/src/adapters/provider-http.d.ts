export interface ProviderRequest {
    url: string | URL;
    /** Sent as JSON with POST; without one the request is a GET. */
    body?: unknown;
    apiKey?: string | undefined;
    /** Other headers the provider wants (a subscription key header). */
    headers?: Record<string, string>;
    timeoutMs: number;
}
export interface ProviderErrors {
    /** Named in the error messages ("credit bureau answered 502"). */
    name: string;
    error: (message: string) => Error;
    /** A 404 answers null instead of failing. */
    notFoundIsNull?: boolean;
}
/** The provider's JSON answer, or null for a 404 when the port reads that as "not found". */
export declare function askProvider(request: ProviderRequest, provider: ProviderErrors): Promise<unknown>;
