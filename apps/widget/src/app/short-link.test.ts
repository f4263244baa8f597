import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORT_LINK_FALLBACK_MS, shortLinkLogin } from './short-link';

// spec 1 §2 "/l/{code}" and §9 "short-link login fallback 3000 ms".
describe('short-link login', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the link credential as the bearer and returns the session', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ location: 'SUPPORTING_DOCS', name: 'Upload', token: 't1', firstName: 'Alexa' })));
    vi.stubGlobal('fetch', fetch);
    await expect(shortLinkLogin('cred-1')).resolves.toEqual({ location: 'SUPPORTING_DOCS', name: 'Upload', token: 't1', firstName: 'Alexa' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer cred-1');
  });

  it('gives up after 3 seconds (the login modal opens instead)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn((_path: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const result = shortLinkLogin('slow');
    await vi.advanceTimersByTimeAsync(SHORT_LINK_FALLBACK_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(SHORT_LINK_FALLBACK_MS).toBe(3000);
  });

  it('returns null when the link is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"expired"}', { status: 401 })));
    await expect(shortLinkLogin('used')).resolves.toBeNull();
  });
});
