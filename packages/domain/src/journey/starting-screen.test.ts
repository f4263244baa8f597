import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserFlow } from '../enums/index';
import { startingScreen, type StartingScreenInput } from './starting-screen';

const partner = (overrides: Partial<StartingScreenInput['partner']> = {}): StartingScreenInput['partner'] => ({
  userFlow: 'NORMAL', splitTest: false, showQuickQuote: true, ...overrides,
});
const never = () => {
  throw new Error('random must not be called without a split test');
};
const start = (input: Partial<StartingScreenInput>) =>
  startingScreen({ partner: partner(), journey: 'FINANCE', random: never, ...input });

describe('starting screen (spec 1 §2 "Starting screen")', () => {
  // Rule 1: "Test-drive journey: test drive landing page. Campaign journey: campaign landing."
  it('rule 1: test-drive journey and campaign flow have their landing pages', () => {
    expect(start({ journey: 'TEST_DRIVE' }).screen).toBe('TEST_DRIVE_LANDING_PAGE');
    expect(start({ partner: partner({ userFlow: 'CAMPAIGN' }) }).screen).toBe('CAMPAIGN_LANDING');
  });

  // Rule 2: "A screen query parameter overrides these."
  it('rule 2: a screen parameter overrides everything', () => {
    expect(start({ journey: 'TEST_DRIVE', screenParam: 'LOAN' }).screen).toBe('LOAN');
    expect(start({ partner: partner({ userFlow: 'NO_LENDER' }), screenParam: 'BASIC' }).screen).toBe('BASIC');
  });

  // Rule 3: "if the split-test flag is on, one of two partner flows is chosen at random, 50/50."
  it('rule 3: the split test chooses between the two flows 50/50, then maps the chosen one', () => {
    const split = partner({ userFlow: 'NORMAL', splitTest: true, splitTestUserFlow: 'NO_LENDER' });
    expect(start({ partner: split, random: () => 0.49 })).toEqual({ screen: 'QUICK_CALCULATOR', userFlow: 'NORMAL' });
    expect(start({ partner: split, random: () => 0.5 })).toEqual({ screen: 'NO_LENDER_HOME', userFlow: 'NO_LENDER' });
  });

  it('rule 3: without a second flow the split test keeps the partner flow', () => {
    expect(start({ partner: partner({ splitTest: true }), random: () => 0.9 }).userFlow).toBe('NORMAL');
  });

  // Rule 4: "the no-lender flows go to no-lender home; the others go to the quick calculator if quick quote is shown."
  it('rule 4: no-lender flows go to no-lender home', () => {
    for (const userFlow of ['NO_LENDER', 'NO_LENDER_EARLY_SIGNUP'] as const) {
      expect(start({ partner: partner({ userFlow }) }).screen).toBe('NO_LENDER_HOME');
    }
  });
  it('rule 4: other flows go to the quick calculator when quick quote is shown, else to loan', () => {
    for (const userFlow of ['NORMAL', 'EARLY_SIGNUP', 'INSTANT_LEAD_CAPTURE', 'TRUCKSTOP_NORMAL'] as const) {
      expect(start({ partner: partner({ userFlow }) }).screen).toBe('QUICK_CALCULATOR');
      expect(start({ partner: partner({ userFlow, showQuickQuote: false }) }).screen).toBe('LOAN');
    }
  });

  // Rule 5: "TRUCKSTOP_NEW_SCREEN goes to the truck stop landing, TEST_DRIVE to the test drive landing".
  it('rule 5: flow mapping for truck stop and test drive', () => {
    expect(start({ partner: partner({ userFlow: 'TRUCKSTOP_NEW_SCREEN' }) }).screen).toBe('TRUCKSTOP_LANDING_PAGE');
    expect(start({ partner: partner({ userFlow: 'TEST_DRIVE' }) }).screen).toBe('TEST_DRIVE_LANDING_PAGE');
  });

  it('always returns one of the two flows, and only asks for randomness under a split test', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UserFlow.options), fc.constantFrom(...UserFlow.options), fc.boolean(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (userFlow, splitTestUserFlow, splitTest, r) => {
          const p = partner({ userFlow, splitTestUserFlow, splitTest });
          const result = start({ partner: p, random: splitTest ? () => r : never });
          expect([userFlow, splitTestUserFlow]).toContain(result.userFlow);
          if (!splitTest) expect(result.userFlow).toBe(userFlow);
        },
      ),
    );
  });
});
