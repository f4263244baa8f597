import { askProvider } from '../provider-http';
import { BusinessRegisterError } from './port';

// One GET to a register: a 404 is "no such business" (null), any other failure a BusinessRegisterError
// (the route's 503).
export function getRegisterJson(url: URL, headers: Record<string, string>, timeoutMs: number, register: string): Promise<unknown> {
  return askProvider({ url, headers, timeoutMs }, { name: register, error: (message) => new BusinessRegisterError(message), notFoundIsNull: true });
}

/** "2000-02-01T00:00:00+13:00" or "2000-02-01" → "2000-02-01"; anything else null. */
export const dateOnly = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
