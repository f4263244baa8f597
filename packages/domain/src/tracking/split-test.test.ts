import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chooseUserFlow } from '../journey/starting-screen';
import { splitTestDraw } from './split-test';

// spec 1 §2 "Starting screen" rule 3: "one of two partner flows is chosen at random, 50/50" (docs/decisions/054).
describe('the split test draw', () => {
  const split = { userFlow: 'NORMAL' as const, splitTest: true, splitTestUserFlow: 'EARLY_SIGNUP' as const, showQuickQuote: true };

  it('is a number in [0, 1), the same for the same session id', () => {
    const id = randomUUID();
    const draw = splitTestDraw(id);
    expect(draw).toBeGreaterThanOrEqual(0);
    expect(draw).toBeLessThan(1);
    expect(splitTestDraw(id)).toBe(draw);
  });

  it('splits random session ids about 50/50 between the two flows', () => {
    const n = 4000;
    let second = 0;
    for (let i = 0; i < n; i += 1) if (chooseUserFlow(split, () => splitTestDraw(randomUUID())) === 'EARLY_SIGNUP') second += 1;
    // 4,000 fair draws land within 45–55 % far more often than one in a million.
    expect(second / n).toBeGreaterThan(0.45);
    expect(second / n).toBeLessThan(0.55);
  });
});
