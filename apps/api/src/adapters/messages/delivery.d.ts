import type { OutgoingMessage } from '../../services/messages/port';
export interface Delivery {
    deliver(message: OutgoingMessage): Promise<void>;
}
export declare class DeliveryError extends Error {
    constructor(message: string);
}
