// spec 1 §4 "Session".

export interface StoredSession {
  token?: string | null;
  firstName?: string | null;
}

export interface RestoredSession {
  isLoggedIn: boolean;
  /** Remove both the stored token and first name. */
  clear: boolean;
}

// "Stored token plus stored first name means logged in. A token without a first name, or a first name
// without a token, clears both." An empty string counts as missing.
export function restoreSession(stored: StoredSession): RestoredSession {
  const hasToken = Boolean(stored.token);
  const hasFirstName = Boolean(stored.firstName);
  return { isLoggedIn: hasToken && hasFirstName, clear: hasToken !== hasFirstName };
}

// "A token in the address with no stored token triggers phone-auth login".
export function shouldPhoneAuthLogin(queryToken: string | null | undefined, storedToken: string | null | undefined): boolean {
  return Boolean(queryToken?.trim()) && !storedToken;
}
