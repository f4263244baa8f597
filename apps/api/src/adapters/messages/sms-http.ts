import type { Country } from '@kerb/domain';
import type { OutgoingMessage } from '../../services/messages/port';
import { DeliveryError, type Delivery } from './delivery';

export interface SmsHttpOptions {
  url: string;
  apiKey?: string | undefined;
  sender: string;
  timeoutMs?: number;
}

const COUNTRY_CODE: Record<Country, string> = { AU: '61', NZ: '64' };

/** A local AU or NZ mobile (spec 1 §5: 04…, 02…) in international form for the provider. */
export function toInternational(mobile: string, country: Country = 'AU'): string {
  if (mobile.startsWith('+')) return mobile;
  return `+${COUNTRY_CODE[country]}${mobile.replace(/^0/, '')}`;
}

// SMS through a provider's HTTP API: POST JSON {to, from, body} with the key as a bearer token;
// anything but a 2xx answer is a failure.
export function createSmsHttpDelivery(options: SmsHttpOptions): Delivery {
  return {
    async deliver(message: OutgoingMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: toInternational(message.to, message.country), from: options.sender, body: message.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new DeliveryError(`SMS provider unreachable (${(err as Error).name})`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new DeliveryError(`SMS provider answered ${response.status}`);
    },
  };
}
