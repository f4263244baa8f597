import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepMerge, mergeBorrower } from './merge';

// spec 1 §7 POST /api/borrower/createOrUpdate: each save sends the borrower's changes; the server merges
// them into what it stored (objects merge, arrays and scalars replace, null clears).
const key = fc.constantFrom('a', 'b', 'c', 'd');
const scalar = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean());
const { tree } = fc.letrec((tie) => ({
  tree: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 3 }), tie('tree')), { maxKeys: 4 }),
}));
const { patch } = fc.letrec((tie) => ({
  patch: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, scalar, fc.constant(null), fc.array(scalar, { maxLength: 3 }), tie('patch')), { maxKeys: 4 }),
}));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf the patch sets is read back; every null is gone. */
function expectPatchApplied(merged: Record<string, unknown>, p: Record<string, unknown>) {
  for (const [k, v] of Object.entries(p)) {
    if (v === null) expect(merged).not.toHaveProperty([k]);
    else if (isObject(v)) expectPatchApplied(merged[k] as Record<string, unknown>, v);
    else expect(merged[k]).toEqual(v);
  }
}

/** What the patch does not name is kept as stored. */
function expectRestKept(merged: Record<string, unknown>, stored: Record<string, unknown>, p: Record<string, unknown>) {
  for (const [k, v] of Object.entries(stored)) {
    if (!(k in p)) expect(merged[k]).toEqual(v);
    else if (isObject(p[k]) && isObject(v)) expectRestKept(merged[k] as Record<string, unknown>, v, p[k] as Record<string, unknown>);
  }
}

describe('mergeBorrower', () => {
  it('merging a patch then reading gives the patch\'s values (property)', () => {
    fc.assert(fc.property(tree, patch, (stored, p) => {
      const merged = deepMerge(stored, p) as Record<string, unknown>;
      expectPatchApplied(merged, p);
      expectRestKept(merged, stored, p);
    }));
  });

  it('is pure: neither argument changes (property)', () => {
    fc.assert(fc.property(tree, patch, (stored, p) => {
      const [s, q] = [JSON.parse(JSON.stringify(stored)) as typeof stored, JSON.parse(JSON.stringify(p)) as typeof p];
      deepMerge(stored, p);
      expect(stored).toEqual(s);
      expect(p).toEqual(q);
    }));
  });

  it('applying the same patch twice is the same as once (property)', () => {
    fc.assert(fc.property(tree, patch, (stored, p) => {
      expect(deepMerge(deepMerge(stored, p), p)).toEqual(deepMerge(stored, p));
    }));
  });

  it('objects merge, arrays replace, null clears, missing keeps', () => {
    const stored = {
      personalDetails: { firstName: 'Ann', lastName: 'Lee' },
      creditCards: [{ lenderName: 'A' }, { lenderName: 'B' }],
      loan: { loanTerm: 5, purchasePrice: 30_000 },
      income: { paidAmount: 1_000 },
    };
    const merged = mergeBorrower(stored, {
      personalDetails: { lastName: 'Ng' },
      creditCards: [{ lenderName: 'C' }],
      loan: { loanTerm: null },
    });
    expect(merged).toEqual({
      personalDetails: { firstName: 'Ann', lastName: 'Ng' },
      creditCards: [{ lenderName: 'C' }],
      loan: { purchasePrice: 30_000 },
      income: { paidAmount: 1_000 },
    });
  });
});
