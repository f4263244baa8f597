import { type Delivery } from './delivery';
export declare function createSmtpDelivery(smtpUrl: string, from: string): Delivery;
