import { describe, expect, it } from 'vitest';
import { PartnerConfig } from '../partner/config';
import { builtInPartnerConfig, DEFAULT_PARTNER_CONFIG } from '../partner/samples';
import { FIRST_PAINTS, firstPaintFile, firstPaintOfPage } from './first-paint';

const now = new Date('2026-11-23T10:00:00Z');
const partner = (changes: Partial<PartnerConfig>) => PartnerConfig.parse({ ...DEFAULT_PARTNER_CONFIG, ...changes });

// issue 8: the page arrives with the first paint of the screen the widget starts on (spec 1 §2 "Starting screen").
describe('the first paint of a partner page', () => {
  it('is the quick calculator for a partner that starts there, with the demo banner for a sample partner', () => {
    expect(firstPaintOfPage(builtInPartnerConfig('demo'), {}, now)).toEqual({ screen: 'QUICK_CALCULATOR', sample: true });
    expect(firstPaintOfPage(partner({ showQuickQuote: true }), {}, now)).toEqual({ screen: 'QUICK_CALCULATOR', sample: false });
  });

  it('is the loading skeleton for a starting screen with no copy, and for an unknown partner', () => {
    // spec 1 §2 rule 5: no quick quote starts at the loan screen.
    expect(firstPaintOfPage(partner({ showQuickQuote: false }), {}, now)).toEqual({ screen: null, sample: false });
    // spec 1 §2 rule 1: the test-drive journey starts at its landing page.
    expect(firstPaintOfPage(partner({}), { journey: 'test drive' }, now).screen).toBeNull();
    expect(firstPaintOfPage(null, {}, now)).toEqual({ screen: null, sample: false });
  });

  it('follows the screen parameter (spec 1 §2 rule 2)', () => {
    expect(firstPaintOfPage(partner({ showQuickQuote: false }), { screen: 'quick_calculator' }, now).screen).toBe('QUICK_CALCULATOR');
    expect(firstPaintOfPage(partner({}), { screen: 'LOAN' }, now).screen).toBeNull();
  });

  it('is the skeleton when a split test may start the visitor on either of two screens (spec 1 §2 rule 3)', () => {
    const split = partner({ splitTest: true, userFlow: 'NORMAL', splitTestUserFlow: 'TRUCKSTOP_NEW_SCREEN' });
    expect(firstPaintOfPage(split, {}, now).screen).toBeNull();
  });

  it('names one built file per copy, the plain skeleton being index.html', () => {
    const files = FIRST_PAINTS.map(firstPaintFile);
    expect(new Set(files).size).toBe(FIRST_PAINTS.length);
    expect(files).toContain('index.html');
    expect(firstPaintFile({ screen: 'QUICK_CALCULATOR', sample: true })).toBe('first-paint/quick-calculator-sample.html');
  });
});
