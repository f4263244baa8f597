export interface WebhookRequest {
    url: string;
    secret: string;
    idempotencyKey: string;
    eventType: string;
    body: string;
    timeoutMs: number;
    now?: Date;
}
/** What the receiver answered: a status code, or no answer (unreachable, timed out) with the error's name. */
export interface WebhookAnswer {
    ok: boolean;
    statusCode: number | null;
    error: string | null;
}
export declare function postWebhook(request: WebhookRequest): Promise<WebhookAnswer>;
