import type { OutgoingMessage } from '../../services/messages/port';

// One outside provider for one channel. Errors thrown carry no recipient, code or message text, since
// they may be logged (no personal data in logs).
export interface Delivery {
  deliver(message: OutgoingMessage): Promise<void>;
}

export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}
