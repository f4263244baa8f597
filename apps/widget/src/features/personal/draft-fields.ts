/** An empty field is no value at all: the document's optional fields hold no blank strings. */
export function withField<T extends object, K extends keyof T>(draft: T, key: K, value: T[K] | '' | undefined): T {
  const next = { ...draft };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value as T[K];
  return next;
}
