// spec 1 §3 "User and session": browser storage holds the auth token, first name, session id (uuid plus
// expiry), SMS request attempts and last request time. Partners embed us in iframes where storage can be
// blocked (third-party cookies off); then values live in memory for the visit instead of failing.

export const STORAGE_KEYS = {
  token: 'kerb.token',
  firstName: 'kerb.firstName',
  borrower: 'kerb.borrower',
  trackingSession: 'kerb.trackingSession',
  smsRequestAttempts: 'kerb.smsRequestAttempts',
  smsLastRequestTime: 'kerb.smsLastRequestTime',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const memory = new Map<string, string>();

function store(): Storage | null {
  try {
    const s = globalThis.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  // The memory copy only holds what storage refused.
  if (memory.has(key)) return memory.get(key) ?? null;
  const s = store();
  if (s) {
    try {
      return s.getItem(key);
    } catch {
      // blocked: fall through to memory
    }
  }
  return memory.get(key) ?? null;
}

export function writeItem(key: StorageKey, value: string): void {
  const s = store();
  try {
    if (s) {
      s.setItem(key, value);
      memory.delete(key);
      return;
    }
  } catch {
    // blocked or full storage: the in-memory copy serves this visit
  }
  memory.set(key, value);
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    store()?.removeItem(key);
  } catch {
    // see writeItem
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeJson = (key: StorageKey, value: unknown) => writeItem(key, JSON.stringify(value));

// spec 1 §4 "Session": stored token plus stored first name means logged in.
export const readToken = () => readItem(STORAGE_KEYS.token);
export const readFirstName = () => readItem(STORAGE_KEYS.firstName);

export function storeCredentials(token: string, firstName: string): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.firstName, firstName);
}

export function clearCredentials(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.firstName);
}
