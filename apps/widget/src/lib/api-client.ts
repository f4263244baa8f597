import { clearCredentials, readToken } from './storage';

// spec 1 §7: "Each request carries a Bearer token from storage unless an Authorization header is already
// set. A 401 clears the token and opens the login modal." The base address is our own origin ('').

/** Anything with zod's `parse` (schemas live in @kerb/domain; this module stays free of zod). */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * The API's 4xx and 5xx body, an RFC 9457 problem: {type, title, status, detail, field, reason, errors};
 * the verify calls' `status` is spec 1 §3's verification status.
 */
export interface ApiErrorBody {
  title?: string;
  detail?: string;
  field?: string;
  reason?: string;
  status?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.detail ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  body?: unknown;
  headers?: Record<string, string>;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /** A 401 here is expected (logout of a revoked token, a short-link credential): no login modal. */
  ignoreUnauthorized?: boolean;
}

export interface ApiClientConfig {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  onUnauthorized: () => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? '';

  async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const hasAuthorization = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
    const token = config.getToken();
    if (!hasAuthorization && token) headers.authorization = `Bearer ${token}`;
    // A form (file uploads) sets its own multipart content type and boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await (config.fetch ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, null);
    }
    const data = await readBody(response);
    if (response.status === 401 && !options.ignoreUnauthorized) config.onUnauthorized();
    if (!response.ok) throw new ApiError(response.status, (data as ApiErrorBody | null) ?? null);
    return options.schema ? options.schema.parse(data) : (data as T);
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('POST', path, { ...options, body: body ?? {} }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
  };
}

let unauthorizedListener: () => void = () => {};

/** The shell registers what a 401 does beyond clearing storage (open the LOGIN modal). */
export function setUnauthorizedHandler(listener: () => void): void {
  unauthorizedListener = listener;
}

/** The widget's client: same origin, bearer from storage, 401 clears token and first name. */
export const api = createApiClient({
  getToken: readToken,
  onUnauthorized: () => {
    clearCredentials();
    unauthorizedListener();
  },
});
