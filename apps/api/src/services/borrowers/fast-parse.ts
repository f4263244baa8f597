import type { core } from 'zod/mini';

// A request contract's valid case, compiled (docs/decisions/019, fifth round). zod/mini interprets a
// schema node by node, with a result object, an issue list and a property handler for every field: about
// 12 µs for a quote request, a tenth of a fresh quote's own work. This walks the same schema once and
// composes a plain function per node (an object's written out as source, field by field) that answers
// exactly as zod does, or FAILED wherever zod would report an issue; a request that fails is then parsed
// by zod itself (parse-request.ts), so every error a caller sees still comes from zod, word for word. Nothing here restates a rule of the contract:
// - every check (lengths, ranges, integers, patterns, trims, refinements) runs as the check's own function;
// - objects, optional, nullable, enums, unions, pipes and transforms follow zod's own handling, line by line
//   (zod/v4/core/schemas.js: handlePropertyResult, $ZodUnion, $ZodPipe);
// - any other kind of node (arrays, records, defaults, formats, coercion...) is handed to zod's own `run`.
// fast-parse.test.ts holds it to zod's answer over random requests, valid and not.

/** What a compiled node answers where zod would report an issue. */
export const FAILED: unique symbol = Symbol('failed');
type Parse = (value: unknown) => unknown;
type Schema = core.$ZodType;
type Check = core.$ZodCheck<unknown>;

const compiled = new WeakMap<Schema, Parse>();
const ctx = { async: false } as const;

/** `schema`'s parse as one function: the parsed value, or FAILED when zod would not parse it. */
export function fastParser(schema: Schema): Parse {
  let parse = compiled.get(schema);
  if (parse === undefined) {
    // A schema that contains itself (a getter in its shape) reaches itself while it is being compiled: it
    // then gets this stand-in, which calls the finished parse.
    let built: Parse | undefined;
    compiled.set(schema, (value) => built!(value));
    parse = built = compile(schema);
    compiled.set(schema, parse);
  }
  return parse;
}

// Kinds built on the ones compiled here that parse differently: zod runs them.
const VARIANTS = ['$ZodCheck', '$ZodXor', '$ZodDiscriminatedUnion', '$ZodExactOptional', '$ZodPreprocess', '$ZodCodec'];

function compile(schema: Schema): Parse {
  const zod = schema._zod;
  const def = zod.def as core.$ZodTypeDef & Record<string, unknown>;
  // A schema that is a check itself (custom, string formats), or a variant, runs as zod runs it.
  if (VARIANTS.some((variant) => zod.traits.has(variant))) return delegate(schema);
  const parse = compileNode(schema, def);
  const checks = (def.checks ?? []) as Check[];
  return checks.length === 0 ? parse : withChecks(parse, checks);
}

function compileNode(schema: Schema, def: core.$ZodTypeDef & Record<string, unknown>): Parse {
  switch (def.type) {
    case 'string':
      if (def.coerce) return delegate(schema);
      return (value) => (typeof value === 'string' ? value : FAILED);
    case 'number':
      if (def.coerce) return delegate(schema);
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : FAILED);
    case 'enum': {
      const values = schema._zod.values!;
      return (value) => (values.has(value as never) ? value : FAILED);
    }
    case 'nullable': {
      const inner = fastParser(def.innerType as Schema);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const innerType = def.innerType as Schema;
      // Only a defaulted inner schema substitutes something for undefined.
      if (innerType._zod.optin === 'defaulted') return delegate(schema);
      const inner = fastParser(innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'union': {
      const options = (def.options as Schema[]).map(fastParser);
      // The first option that parses without an issue, in order.
      return (value) => {
        for (const option of options) {
          const parsed = option(value);
          if (parsed !== FAILED) return parsed;
        }
        return FAILED;
      };
    }
    case 'pipe': {
      const first = fastParser(def.in as Schema);
      const then = fastParser(def.out as Schema);
      return (value) => {
        const parsed = first(value);
        return parsed === FAILED ? FAILED : then(parsed);
      };
    }
    case 'transform': {
      const transform = def.transform as (value: unknown, payload: core.ParsePayload) => unknown;
      return (value) => {
        const payload: core.ParsePayload = { value, issues: [] };
        const out = transform(value, payload);
        return payload.issues.length > 0 || out instanceof Promise ? FAILED : out;
      };
    }
    case 'object':
      return compileObject(schema, def as unknown as core.$ZodObjectDef);
    default:
      return delegate(schema);
  }
}

interface Field {
  key: string;
  parse: Parse;
  optin: 'optional' | 'defaulted' | undefined;
  optionalOut: boolean;
}

function compileObject(schema: Schema, def: core.$ZodObjectDef): Parse {
  const catchall = def.catchall?._zod.def.type;
  // Strict (never) and stripping (none) objects; a catchall that parses extra keys is zod's.
  if (catchall !== undefined && catchall !== 'never') return delegate(schema);
  const shape = def.shape as Record<string, Schema>;
  if (Object.getOwnPropertySymbols(shape).length > 0) return delegate(schema);
  const keys = Object.keys(shape);
  const known = new Set(keys);
  const fields: Field[] = keys.filter((key) => key !== '__proto__').map((key) => {
    const field = shape[key]!._zod;
    return { key, parse: fastParser(shape[key]!), optin: field.optin, optionalOut: field.optout === 'optional' };
  });
  const strict = catchall === 'never';
  // Written out as source, one block per field with its key as a literal (`record["loanTerm"]`): every
  // read, test and write of a field then has a place of its own in the code, which the engine learns for
  // the one kind of object it sees there, where a loop over the fields reads and writes every key at one
  // place, a generic lookup each time (docs/decisions/019, twelfth round). Each block is zod's
  // handlePropertyResult for a result without issues or with, as the loop below it was.
  const blocks = fields.map(({ key, optin, optionalOut }, i) => {
    const k = JSON.stringify(key);
    return `f${i}: {
      const present = ${k} in record;
      ${!optionalOut || optin !== 'optional' ? '' : 'if (!present) break f' + i + ';'}
      const parsed = parsers[${i}](record[${k}]);
      if (parsed === FAILED) {
        ${optin !== undefined && optionalOut ? 'if (!present) break f' + i + ';' : ''}
        return FAILED;
      }
      ${optin === undefined ? 'if (!present) return FAILED;' : ''}
      if (parsed === undefined) {
        ${optin === 'defaulted' && !optionalOut ? `out[${k}] = undefined;` : `if (present) out[${k}] = undefined;`}
      } else {
        out[${k}] = parsed;
      }
    }`;
  });
  const source = `return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return FAILED;
    const record = input;
    const out = {};
    ${blocks.join('\n')}
    ${strict ? 'for (const key in record) if (!known.has(key)) return FAILED;' : ''}
    return out;
  };`;
  // The source holds nothing from a request: only the contract's own keys, each a JSON string literal.
  return new Function('parsers', 'FAILED', 'known', source)(fields.map((field) => field.parse), FAILED, known) as Parse;
}

// One payload for every check run here: a check only reads the value, may replace it (a trim) and adds
// issues; the first issue ends the parse. The list is emptied before a node's checks run, so a check that
// threw after adding one leaves nothing behind.
const checked: core.ParsePayload = { value: undefined, issues: [] };

/** `parse`, then the node's checks in order, each its own zod function (an unmet `when` skips it). */
function withChecks(parse: Parse, checks: Check[]): Parse {
  const runs = checks.map((check) => ({ check: check._zod.check, when: check._zod.def.when }));
  return (value) => {
    const parsed = parse(value);
    if (parsed === FAILED) return FAILED;
    checked.value = parsed;
    checked.issues.length = 0;
    for (const { check, when } of runs) {
      if (when && !when(checked)) continue;
      const pending = check(checked);
      if (checked.issues.length > 0 || pending instanceof Promise) return FAILED;
    }
    const out = checked.value;
    checked.value = undefined;
    return out;
  };
}

/** The node parsed by zod itself. */
function delegate(schema: Schema): Parse {
  return (value) => {
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise || result.issues.length > 0) return FAILED;
    return result.value;
  };
}
