import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { patchSchemaOf } from './patch';

// The borrower document is saved in parts (spec 1 §7 POST /api/borrower/createOrUpdate): a patch may leave a field out,
// clear it with null, or give it; nested objects are patches themselves.
describe('patchSchemaOf', () => {
  const Document = z.strictObject({
    name: z.string().check(z.maxLength(5)),
    address: z.optional(z.strictObject({ street: z.string(), postcode: z.nullable(z.string()) })),
    tags: z.array(z.string()),
  });
  const Patch = patchSchemaOf(Document);

  it('takes any part of the document, nested objects in part, and null to clear', () => {
    expect(Patch.safeParse({}).success).toBe(true);
    expect(Patch.safeParse({ address: { postcode: '2000' } }).success).toBe(true);
    expect(Patch.safeParse({ name: null, address: null, tags: ['a'] }).success).toBe(true);
  });

  it('keeps the types, the caps and the refusal of unknown keys, at every depth', () => {
    expect(Patch.safeParse({ name: 'too long' }).success).toBe(false);
    expect(Patch.safeParse({ tags: 'a' }).success).toBe(false);
    expect(Patch.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(Patch.safeParse({ address: { suburb: 'x' } }).success).toBe(false);
  });
});
