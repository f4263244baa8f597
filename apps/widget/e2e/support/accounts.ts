import { latestCode } from './browser';

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers a borrower through the API the way the register modal does, returning its session token. */
export async function registerByApi(baseUrl: string, mobile: string, firstName: string): Promise<string> {
  await post(`${baseUrl}/api/verify/requestVerification`, { mobilePhone: mobile, modal: 'REGISTER', country: 'AU', partner: 'demo' });
  const code = await latestCode(baseUrl, mobile);
  const { token } = await post<{ token: string }>(`${baseUrl}/api/verify`, { mobilePhone: mobile, code, firstName, partner: 'demo', country: 'AU' });
  return token;
}

/** A one-time short login link (POST /api/urlShortener/create-login). */
export async function createLoginLink(baseUrl: string, token: string, pushLocation: string, name: string): Promise<string> {
  const { link } = await post<{ link: string }>(`${baseUrl}/api/urlShortener/create-login`, { pushLocation, name }, token);
  return link;
}

/** Saves a borrower patch for the demo partner (POST /api/borrower/createOrUpdate), as the widget's saves do. */
export async function saveByApi(baseUrl: string, token: string, borrower: Record<string, unknown>): Promise<void> {
  await post(`${baseUrl}/api/borrower/createOrUpdate`, { borrower, partnerId: 'demo', country: 'AU' }, token);
}
