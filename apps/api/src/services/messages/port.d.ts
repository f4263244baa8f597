import type { Country } from '@kerb/domain';
export type MessageChannel = 'SMS' | 'EMAIL';
export interface OutgoingMessage {
    to: string;
    channel: MessageChannel;
    subject?: string;
    body: string;
    /** For SMS: the country of a local mobile number (AU default), so providers get +61 / +64. */
    country?: Country;
    /** For e-mail: files sent with it (the application pack, the borrower's documents; docs/decisions/045). */
    attachments?: MessageAttachment[];
    /** spec 1 §4 "Demo mode" (docs/decisions/050): recorded in the outbox as DEMO, never handed to a provider. */
    demoMode?: boolean;
}
export interface MessageAttachment {
    filename: string;
    contentType: string;
    content: Buffer;
}
export interface MessageSender {
    send(message: OutgoingMessage): Promise<void>;
}
