// spec 1 §8: "Console output is silenced; other failures are only logged." In production builds nothing
// reaches the partner's console; during development the failures stay visible.
export function logFailure(context: string, error: unknown): void {
  if (import.meta.env?.DEV) console.warn(`[kerb] ${context}`, error);
}
