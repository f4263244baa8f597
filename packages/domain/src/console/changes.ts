// Issue 36 §8 "Audit log: who changed what and when, old value and new": what a change touched, field by
// top-level field, for any record the console changes (a partner's config, a lender, a product, a person).

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Deep equality of JSON values, whatever the order of their keys (jsonb keeps its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i]));
  const keysOf = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keysOf(a);
  const kb = keysOf(b);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** One field's change (absent is null), or none when it is the same. */
export const changeOf = (field: string, before: unknown, after: unknown): FieldChange[] =>
  (sameJson(before ?? null, after ?? null) ? [] : [{ field, before: before ?? null, after: after ?? null }]);

/** The fields of both records, in the order the later one names them. */
export const fieldsOf = (before: object, after: object) => [...new Set([...Object.keys(after), ...Object.keys(before)])];

/** The top-level fields that differ between two records, leaving out `skip` (timestamps, nested lists). */
export function fieldChanges(before: object | null, after: object, skip: readonly string[] = []): FieldChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return fieldsOf(was, now).filter((field) => !skip.includes(field)).flatMap((field) => changeOf(field, was[field], now[field]));
}
