/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z, safeParse, type core } from 'zod/mini';
import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import { FAILED, fastParser } from '../../src/services/borrowers/fast-parse';
import { parseRequest } from '../../src/services/borrowers/parse-request';
import { quoteBody } from '../../bench/quote-requests';

// docs/decisions/019, fifth round: a contract's compiled parse answers exactly as zod does, or FAILED
// wherever zod reports an issue (the request then goes to zod for its error). Held to zod itself over
// random values shaped by each contract: mostly well-formed, with wrong types, missing and unknown keys,
// values at and across every limit, untrimmed text, and the patterns of dates.

type Schema = core.$ZodType;
type Def = core.$ZodTypeDef & Record<string, unknown>;

/** Values for `schema`: well-formed ones and, with weight `junk` in 10, any JSON value in their place. */
function valuesFor(schema: Schema, junk: number, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValues(schema, junk, depth);
  return junk === 0 ? shaped : fc.oneof({ weight: 10 - junk, arbitrary: shaped }, { weight: junk, arbitrary: fc.jsonValue({ maxDepth: 1 }) });
}

const checksOf = (def: Def) => ((def.checks ?? []) as core.$ZodCheck[]).map((check) => check._zod.def as unknown as Record<string, unknown>);

/** Every number a check names, and numbers just either side of it. */
function limitsOf(def: Def): number[] {
  return checksOf(def).flatMap((c) => [c.value, c.minimum, c.maximum])
    .flatMap((v) => (typeof v === 'number' ? [v - 1, v - 0.5, v, v + 0.01, v + 1] : []));
}

function shapedValues(schema: Schema, junk: number, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  if (depth > 6) return fc.constant(undefined);
  const inner = (s: unknown) => valuesFor(s as Schema, junk, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(Object.keys(shape).map((k) => [k, inner(shape[k])]));
      return fc.tuple(fc.record(fields, { requiredKeys: junk === 0 ? Object.keys(shape).filter((k) => shape[k]!._zod.optin === undefined) : [] }),
        fc.oneof({ weight: junk === 0 ? 30 : 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('extra', 'lona', 'toString') }))
        .map(([record, extra]) => (extra ? { ...record, [extra]: 1 } : record));
    }
    case 'string': {
      const patterns = checksOf(def).map((c) => c.pattern).filter((p): p is RegExp => p instanceof RegExp);
      const lengths = limitsOf(def).filter((n) => Number.isInteger(n) && n >= 0 && n < 400);
      if (patterns.length > 0 && junk === 0) return fc.oneof(...patterns.map((p) => fc.stringMatching(p)));
      const common = [fc.string({ maxLength: 12 }), fc.constantFrom(' ', '  Kerb  ', 'AU', '2024-02-29', '31/01/2024', '0412 345 678', 'a@b.co')];
      if (junk === 0) return fc.oneof(...common);
      return fc.oneof(
        ...common,
        fc.constantFrom('', '2023-02-29', '😀'.repeat(20)),
        ...lengths.map((n) => fc.constantFrom('x'.repeat(n), '😀'.repeat(Math.ceil(n / 2)))),
        ...patterns.map((p) => fc.stringMatching(p)),
      );
    }
    case 'number': {
      // Within the checks' range when well-formed; at, across and far from every limit otherwise.
      const low = Math.max(-1e9, ...checksOf(def).filter((c) => c.check === 'greater_than').map((c) => c.value as number));
      const high = Math.min(1e9, ...checksOf(def).filter((c) => c.check === 'less_than').map((c) => c.value as number));
      const whole = fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
      const inRange = checksOf(def).some((c) => c.check === 'number_format') ? whole : fc.oneof(whole, fc.double({ min: low, max: high, noNaN: true }));
      if (junk === 0) return inRange;
      return fc.oneof(inRange, fc.double(), fc.constantFrom(...limitsOf(def), 0));
    }
    case 'enum': {
      const values = fc.constantFrom(...Object.values(def.entries as Record<string, string>));
      return junk === 0 ? values : fc.oneof(values, fc.constantFrom('', 'au', 'OTHER'));
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'optional':
      return fc.oneof(fc.constant(undefined), inner(def.innerType));
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'pipe':
      return inner(def.in);
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The property: the compiled parse gives zod's value, key for key, or FAILED exactly where zod fails. */
function holdsToZod(schema: Schema, value: unknown): boolean {
  const compiled = fastParser(schema)(structuredClone(value));
  const zod = safeParse(schema, structuredClone(value));
  if (zod.success) expect(compiled).toStrictEqual(zod.data);
  else expect(compiled).toBe(FAILED);
  return zod.success;
}

const contracts = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/domain/src/{contracts,borrower,partner}/*.ts', '!**/*.test.ts'], { eager: true },
);
const schemas = Object.entries(contracts)
  .flatMap(([path, exports]) => Object.entries(exports)
    .filter(([, v]) => typeof v === 'object' && v !== null && '_zod' in v && (v as Schema)._zod.def.type === 'object')
    .map(([name, v]) => [`${path.split('/').slice(-2).join('/')} ${name}`, v as Schema] as const));

describe('fastParser answers as zod does', () => {
  it('finds the request contracts to hold to zod', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining([
      'contracts/lenders.ts QuoteRequest', 'borrower/index.ts BorrowerDocument',
    ]));
  });

  it('for quote requests, valid and not, including every bench request', () => {
    // spec 2 §5 limits are the contract's; this holds only that both parsers read them alike.
    let valid = 0;
    for (const balloon of [0, 10, 20, 30, 100, 101]) {
      for (const term of [0, 1, 3, 7, 8]) if (holdsToZod(QuoteRequest, quoteBody(38_990, balloon, term))) valid += 1;
    }
    expect(valid).toBe(5 * 3);
    let validShaped = 0;
    fc.assert(fc.property(valuesFor(QuoteRequest, 0), (value) => {
      if (holdsToZod(QuoteRequest, value)) validShaped += 1;
    }), { numRuns: 3_000 });
    fc.assert(fc.property(valuesFor(QuoteRequest, 2), (value) => {
      holdsToZod(QuoteRequest, value);
    }), { numRuns: 3_000 });
    // Random values that zod takes are common enough that the valid case is really exercised.
    expect(validShaped).toBeGreaterThan(300);
  });

  // How many contracts saw at least one value zod takes, so the valid case is exercised across them too.
  const validSeen = new Set<string>();
  it.each(schemas)('for %s', (name, schema) => {
    fc.assert(fc.property(valuesFor(schema, 0), (value) => {
      if (holdsToZod(schema, value)) validSeen.add(name);
    }), { numRuns: 200 });
    fc.assert(fc.property(valuesFor(schema, 2), (value) => {
      holdsToZod(schema, value);
    }), { numRuns: 200 });
  });

  it('saw values zod takes for most contracts', () => {
    expect(validSeen.size).toBeGreaterThan(schemas.length * 0.8);
  });

  it('compiles a schema that contains itself', () => {
    interface Part { name: string; next?: Part | undefined }
    const Part: z.ZodMiniType<Part> = z.object({
      name: z.string().check(z.trim(), z.minLength(1)),
      get next() {
        return z.optional(Part);
      },
    });
    for (const value of [{ name: ' a ' }, { name: 'a', next: { name: ' b ', next: { name: 'c' } } }, { name: 'a', next: { name: '' } }, { name: 'a', next: 1 }]) {
      holdsToZod(Part, value);
    }
    expect(fastParser(Part)({ name: 'a', next: { name: ' b ' } })).toEqual({ name: 'a', next: { name: 'b' } });
  });

  it('is not thrown off by a check that throws, as zod throws', () => {
    let fail = true;
    const Flaky = z.object({
      name: z.string().check(z.refine((v) => {
        if (fail) throw new Error('refinement failed to run');
        return v.length > 0;
      })),
    });
    // A check that added an issue before it threw: the next parse starts clean.
    const Noisy = z.object({ n: z.number().check((ctx) => {
      ctx.issues.push({ code: 'custom', message: 'noted', input: ctx.value });
      if (fail) throw new Error('check failed to run');
    }) });
    expect(() => fastParser(Flaky)({ name: 'Kerb' })).toThrow('refinement failed to run');
    expect(() => fastParser(Noisy)({ n: 1 })).toThrow('check failed to run');
    fail = false;
    expect(fastParser(Flaky)({ name: 'Kerb' })).toEqual({ name: 'Kerb' });
    expect(fastParser(Noisy)({ n: 1 })).toBe(FAILED);
    expect(fastParser(QuoteRequest)(quoteBody(38_990))).toEqual(safeParse(QuoteRequest, quoteBody(38_990)).data);
  });

  it('leaves the error to zod: parseRequest still names the field and its reason', () => {
    const body = quoteBody(38_990);
    expect(() => parseRequest(QuoteRequest, { ...body, loan: { ...body.loan, loanTerm: 9 } })).toThrow(expect.objectContaining({
      statusCode: 400, field: 'loan.loanTerm',
    }));
    expect(() => parseRequest(QuoteRequest, { ...body, lona: 1 })).toThrow(expect.objectContaining({ field: 'lona', reason: 'unknown field' }));
    expect(parseRequest(QuoteRequest, { ...body, partnerId: '  demo  ' }).partnerId).toBe('demo');
  });
});
