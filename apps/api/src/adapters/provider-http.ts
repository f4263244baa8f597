// How Kerb asks an outside provider over HTTP (a credit bureau, a vehicle data gateway, Google Places, the
// business registers): JSON, an optional bearer key or other headers, a timeout. An answer in JSONP
// (`callback({...})`, as the ABR sends) is read as its JSON. A 404 is "not found" where the port says so; every other failure
// (an unreachable host, a timeout, another status, a body that is not JSON) becomes the port's own error,
// so each port keeps its meaning (a bureau failure is referred, a vehicle provider's failure a 503).

export interface ProviderRequest {
  url: string | URL;
  /** Sent as JSON with POST; without one the request is a GET. */
  body?: unknown;
  apiKey?: string | undefined;
  /** Other headers the provider wants (a subscription key header). */
  headers?: Record<string, string>;
  timeoutMs: number;
}

export interface ProviderErrors {
  /** Named in the error messages ("credit bureau answered 502"). */
  name: string;
  error: (message: string) => Error;
  /** A 404 answers null instead of failing. */
  notFoundIsNull?: boolean;
}

/** The provider's JSON answer, or null for a 404 when the port reads that as "not found". */
export async function askProvider(request: ProviderRequest, provider: ProviderErrors): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  const unreadable = (err: unknown) => provider.error(`${provider.name} unreachable or unreadable (${(err as Error).name})`);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.body === undefined ? 'GET' : 'POST',
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    throw unreadable(err);
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 404 && provider.notFoundIsNull) return null;
    throw provider.error(`${provider.name} answered ${response.status}`);
  }
  try {
    const text = (await response.text()).trim();
    return JSON.parse(text.replace(JSONP, '$1')) as unknown;
  } catch (err) {
    throw unreadable(err);
  }
}

// A JSON text never starts with a name, so only a JSONP answer matches.
const JSONP = /^[\w$.]+\(([\s\S]*)\)\s*;?$/;
