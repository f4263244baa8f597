import type { BorrowerDocument, BorrowerDocumentPatch } from './index';

// The one merge rule for saving a borrower: objects merge, arrays and scalars replace, null clears,
// a missing key keeps what is stored. Pure: neither argument is changed.
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge(stored: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = isPlainObject(stored) ? { ...stored } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete out[key];
    else out[key] = isPlainObject(value) ? deepMerge(out[key], value) : value;
  }
  return out;
}

export function mergeBorrower(stored: BorrowerDocument, patch: BorrowerDocumentPatch): BorrowerDocument {
  return deepMerge(stored, patch) as BorrowerDocument;
}
