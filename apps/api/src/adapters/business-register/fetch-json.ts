import { BusinessRegisterError } from './port';

// One GET to a register: a 404 is "no such business" (null), any other failure a BusinessRegisterError
// (the route's 503). The ABR answers JSONP, `callback({...})`: the wrapper is taken off before parsing.
export async function getRegisterJson(url: URL, headers: Record<string, string>, timeoutMs: number, register: string): Promise<unknown> {
  let text: string;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new BusinessRegisterError(`${register} answered ${response.status}`);
    }
    text = await response.text();
  } catch (err) {
    if (err instanceof BusinessRegisterError) throw err;
    throw new BusinessRegisterError(`${register} unreachable (${(err as Error).name})`);
  }
  const json = text.trim().replace(/^[\w$.]+\(([\s\S]*)\)\s*;?$/, '$1');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new BusinessRegisterError(`${register} answer is not JSON`);
  }
}

/** "2000-02-01T00:00:00+13:00" or "2000-02-01" → "2000-02-01"; anything else null. */
export const dateOnly = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
