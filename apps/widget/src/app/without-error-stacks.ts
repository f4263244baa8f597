// The app's code is evaluated with no stack taken for the errors it makes meanwhile (docs/decisions/022,
// "Later: the app chunk parsed again for React DOM's errors"). React DOM makes its internal errors (the
// signal a suspension throws, among others) while its code is evaluated, each an Error taking a stack. With
// Chromium's DevTools protocol attached (Lighthouse, an inspector, a browser test) V8 then finds the source
// position of every function on that stack by parsing it again, and at evaluation the stack holds the
// app's whole chunk: about a third of the chunk's evaluation, 100-500 ms with a phone's CPU. With no stack
// limit set, V8 takes no stack. The limit is a V8 (and JavaScriptCore) setting; elsewhere nothing changes.

type WithStackLimit = { stackTraceLimit?: unknown };

/** Runs `load` (the app's import) with the browser's error stack limit taken away, then puts it back. */
export async function withoutErrorStacks<T>(load: () => Promise<T>): Promise<T> {
  const errors = Error as unknown as WithStackLimit;
  const limit = errors.stackTraceLimit;
  if (typeof limit !== 'number') return load();
  delete errors.stackTraceLimit;
  try {
    return await load();
  } finally {
    errors.stackTraceLimit = limit;
  }
}
