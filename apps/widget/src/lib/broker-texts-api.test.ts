import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCustomMessage, sendTnCMessage, textBrokerTestDriveVerdict } from './broker-texts-api';

function answer(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentBody = (fetch: ReturnType<typeof answer>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

// spec 2 §7 POST /api/sendCustomMessage and /api/sendTnCMessage; spec 2 §8 "Text notification failure:
// warning 'SMS notification failed'; flow continues".
describe('broker texts from the widget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the custom message and reports it sent', async () => {
    const fetch = answer(200, { accepted: true });
    await expect(sendCustomMessage({ message: 'hello', partner: 'demo' })).resolves.toEqual({ sent: true });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/sendCustomMessage');
    expect(sentBody(fetch)).toEqual({ message: 'hello', partner: 'demo' });
  });

  it('turns any failure into the spec\'s warning, never an exception', async () => {
    const warned = { sent: false, warning: 'SMS notification failed' };
    answer(502, { status: 502, detail: 'SMS notification failed' });
    await expect(sendCustomMessage({ message: 'hello' })).resolves.toEqual(warned);
    answer(429, { status: 429, reason: 'rate limited' });
    await expect(sendCustomMessage({ message: 'hello' })).resolves.toEqual(warned);
    answer(422, { field: 'mobilePhone' });
    await expect(sendCustomMessage({ message: 'hello' })).resolves.toEqual(warned);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await expect(sendCustomMessage({ message: 'hello' })).resolves.toEqual(warned);
    // An answer that is not the contract's is no proof of sending either.
    answer(200, { unexpected: true });
    await expect(sendCustomMessage({ message: 'hello' })).resolves.toEqual(warned);
  });

  it('sends the terms text and shows nothing on failure beyond going on (false)', async () => {
    const fetch = answer(200, { accepted: true });
    await expect(sendTnCMessage({ termsAndConditionsMessage: 'Terms: https://x.example/terms' })).resolves.toBe(true);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/sendTnCMessage');
    answer(502, { message: 'SMS notification failed' });
    await expect(sendTnCMessage({ termsAndConditionsMessage: 'Terms' })).resolves.toBe(false);
  });

  it('words the test-drive verdict texts as spec 2 §7 does', async () => {
    const fetch = answer(200, { accepted: true });
    await textBrokerTestDriveVerdict('REFERRED', { name: 'Ann Lee', applicationId: 'A1', partner: 'test-drive' });
    expect(sentBody(fetch)).toEqual({
      message: 'Your Customer Ann Lee with application id A1 is referred due to low credit score.', partner: 'test-drive',
    });
  });
});
