/** The object with `key` set to `value`, or without `key` when the value is cleared (never a key holding undefined,
 * which the borrower document's strict schemas and the save's merge both treat differently from absent). */
export function withValue<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const { [key]: _old, ...rest } = object;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
}
