import type { Country } from '@kerb/domain';
import { type Delivery } from './delivery';
export interface SmsHttpOptions {
    url: string;
    apiKey?: string | undefined;
    sender: string;
    timeoutMs?: number;
}
/** A local AU or NZ mobile (spec 1 §5: 04…, 02…) in international form for the provider. */
export declare function toInternational(mobile: string, country?: Country): string;
export declare function createSmsHttpDelivery(options: SmsHttpOptions): Delivery;
