import { z } from 'zod/mini';

// The shape of a partial update to a document: every object field may be left out (kept), null
// (cleared) or given (objects merge into what is stored; arrays and scalars replace it).
type Replaced<T> = T extends readonly unknown[] ? T : T extends object ? DeepPatch<T> : T;
export type DeepPatch<T> = { [K in keyof T]?: Replaced<NonNullable<T[K]>> | null };

/** Builds the patch schema of an object schema: the same fields, types and caps, each optional and
 * nullable, nested objects as patches themselves, unknown keys still refused. */
export function patchSchemaOf(schema: z.ZodMiniType): z.ZodMiniType {
  if (schema instanceof z.ZodMiniOptional || schema instanceof z.ZodMiniNullable) {
    return patchSchemaOf(schema.def.innerType as z.ZodMiniType);
  }
  if (schema instanceof z.ZodMiniObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, z.nullish(patchSchemaOf(field as z.ZodMiniType))]),
    );
    return z.strictObject(shape);
  }
  return schema;
}
