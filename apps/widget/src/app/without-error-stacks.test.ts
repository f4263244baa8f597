import { afterEach, describe, expect, it } from 'vitest';
import { withoutErrorStacks } from './without-error-stacks';

// docs/decisions/022 ("Later: the app chunk parsed again for React DOM's errors"): the errors the app's code
// makes while it is evaluated take no stack, and the browser's limit is back once it has been.
type WithStackLimit = { stackTraceLimit?: unknown };
const errors = Error as unknown as WithStackLimit;
const original = errors.stackTraceLimit;
const framesOf = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).length;

afterEach(() => {
  errors.stackTraceLimit = original;
});

describe('the app evaluated without error stacks', () => {
  it('takes no stack for an error made while the app loads, and one again after', async () => {
    errors.stackTraceLimit = 12;
    expect(framesOf(new Error('before'))).toBeGreaterThan(0);
    const made = await withoutErrorStacks(async () => {
      expect('stackTraceLimit' in Error).toBe(false);
      return new Error('while the app loads');
    });
    expect(framesOf(made)).toBe(0);
    expect(errors.stackTraceLimit).toBe(12);
    expect(framesOf(new Error('after'))).toBeGreaterThan(0);
  });

  it('puts the limit back when the app fails to load, and passes the failure on', async () => {
    errors.stackTraceLimit = 10;
    await expect(withoutErrorStacks(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(TypeError);
    expect(errors.stackTraceLimit).toBe(10);
  });

  it('changes nothing in a browser without the setting', async () => {
    delete errors.stackTraceLimit;
    expect(await withoutErrorStacks(async () => 'app')).toBe('app');
    expect('stackTraceLimit' in Error).toBe(false);
  });
});
