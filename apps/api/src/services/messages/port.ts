// The message port: every SMS and e-mail Kerb sends goes through one of these.
export type MessageChannel = 'SMS' | 'EMAIL';

export interface OutgoingMessage {
  to: string;
  channel: MessageChannel;
  subject?: string;
  body: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
