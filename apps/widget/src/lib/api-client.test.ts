import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, createApiClient, setUnauthorizedHandler } from './api-client';
import { readFirstName, readToken, storeCredentials } from './storage';

function fakeFetch(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

function headersOf(mock: ReturnType<typeof fakeFetch>): Record<string, string> {
  const init = mock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

// spec 1 §7: bearer from storage unless an Authorization header is set; a 401 clears and opens login.
describe('api client', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer credential', async () => {
    const fetch = fakeFetch(200, { ok: true });
    const client = createApiClient({ fetch, getToken: () => 'tok-1', onUnauthorized: () => {} });
    await expect(client.post('/api/borrower/get', { partnerId: 'demo' })).resolves.toEqual({ ok: true });
    expect(headersOf(fetch).authorization).toBe('Bearer tok-1');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/borrower/get');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"partnerId":"demo"}');
  });

  // spec 2 §7 "POST /api/documents | multipart: code, documents files"; "DELETE /api/documents/delete/{id}".
  it('sends a form as multipart (the browser sets the boundary) and deletes with DELETE', async () => {
    const fetch = fakeFetch(200, []);
    const client = createApiClient({ fetch, getToken: () => 'tok-1', onUnauthorized: () => {} });
    const form = new FormData();
    form.append('code', 'DRIVER_LICENCE_FRONT');
    await client.post('/api/documents', form);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetch)['content-type']).toBeUndefined();
    await client.delete('/api/documents/delete/abc');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
  });

  it('keeps an Authorization header the caller set (short-link login credential)', async () => {
    const fetch = fakeFetch(200, {});
    const client = createApiClient({ fetch, getToken: () => 'stored', onUnauthorized: () => {} });
    await client.post('/api/urlShortener/login', {}, { headers: { Authorization: 'Bearer link-part' } });
    expect(headersOf(fetch).Authorization).toBe('Bearer link-part');
    expect(headersOf(fetch).authorization).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch(200, {});
    const client = createApiClient({ fetch, getToken: () => null, onUnauthorized: () => {} });
    await client.get('/healthz');
    expect(headersOf(fetch).authorization).toBeUndefined();
  });

  it('on 401 clears the stored token and first name and calls the handler (opens LOGIN)', async () => {
    vi.stubGlobal('fetch', fakeFetch(401, { status: 401, detail: 'Unauthorized' }));
    storeCredentials('tok', 'Ann');
    const opened = vi.fn();
    setUnauthorizedHandler(opened);
    await expect(api.post('/api/borrower/get', {})).rejects.toBeInstanceOf(ApiError);
    expect(readToken()).toBeNull();
    expect(readFirstName()).toBeNull();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('turns 4xx bodies into ApiError with the field and its detail', async () => {
    const fetch = fakeFetch(404, { status: 404, detail: "Sorry, you don't have an account with us" });
    const client = createApiClient({ fetch, getToken: () => null, onUnauthorized: () => {} });
    const error = await client.post('/api/verify/requestVerification', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe("Sorry, you don't have an account with us");
  });

  it('reports a network failure as status 0 and parses answers with a schema', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    const client = createApiClient({ fetch: failing, getToken: () => null, onUnauthorized: () => {} });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0 });
    const ok = createApiClient({ fetch: fakeFetch(200, { n: '2' }), getToken: () => null, onUnauthorized: () => {} });
    await expect(ok.get('/x', { schema: { parse: (d) => Number((d as { n: string }).n) } })).resolves.toBe(2);
  });
});
