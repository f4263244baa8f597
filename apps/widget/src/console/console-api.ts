import { createApiClient } from '#lib/api-client';

// The console signs in with its own HttpOnly cookie (docs/decisions/076), sent by the browser on every call
// to /api/console; no token lives in the page. A 401 (the session ended or the user was deactivated) goes
// back to the sign-in page.
let onSignedOut: () => void = () => {};

export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

export const consoleApi = createApiClient({ getToken: () => null, onUnauthorized: () => onSignedOut() });

/** The problem's own words for a field error, else a sentence a dealer can act on. */
export function messageOf(error: unknown): string {
  const body = (error as { body?: { title?: string; detail?: string } | null }).body;
  const status = (error as { status?: number }).status;
  if (status === 0) return 'Kerb could not be reached. Check your connection and try again.';
  return body?.detail ?? 'Something went wrong. Try again in a moment.';
}
