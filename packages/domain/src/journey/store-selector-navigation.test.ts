import { describe, expect, it } from 'vitest';
import { journeyContext } from './journey-context.fixture';
import { onOcrSummaryPath, storeSelectorBack, storeSelectorNext, storeSelectorNextAllowed } from './store-selector-navigation';

const store = { partnerId: 's1', name: 'Store', postCode: '3000', state: 'VIC', coordinates: { lat: -37.8, lng: 144.9 } };
const withStores = { partner: { storeSelectorOptions: [store] } };
const chosen = { ...withStores, borrower: { selectedStore: { storeId: 's1', storeSelectorId: 'dealer-group' } } };
// spec 2 §2 "Progress percent": "OCR summary 70"; the quick calculator's way in is at 0.
const afterSummary = { ...chosen, progressPercent: 70 };

describe('store selector Next (spec 2 §2 "Store selector")', () => {
  // "Next requires a selected store."
  it('requires a selected store (or one from the address)', () => {
    expect(storeSelectorNextAllowed(journeyContext(withStores))).toBe(false);
    expect(storeSelectorNextAllowed(journeyContext(chosen))).toBe(true);
    expect(storeSelectorNextAllowed(journeyContext({ ...withStores, storeFromParams: true }))).toBe(true);
  });
  // "On the OCR summary path it goes to pre-approval animation or test-drive agreement"
  it('goes on the OCR summary path to the pre-approval animation, or the test drive agreement in test drive', () => {
    expect(onOcrSummaryPath(journeyContext(afterSummary))).toBe(true);
    expect(onOcrSummaryPath(journeyContext({ ...chosen, progressPercent: 65 }))).toBe(false);
    expect(storeSelectorNext(journeyContext(afterSummary))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
    expect(storeSelectorNext(journeyContext({ ...afterSummary, progressPercent: 90 }))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
    expect(storeSelectorNext(journeyContext({ ...afterSummary, journey: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
    expect(storeSelectorNext(journeyContext({ ...afterSummary, userFlow: 'TEST_DRIVE', registered: false })))
      .toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
  });
  // Only the quick calculator and the OCR summary lead here: a visit that did not start on the calculator
  // came from its summary, whatever its progress (the test drive's summary sets none, spec 2 §2).
  it('knows the OCR summary path of a visit that did not start on the quick calculator', () => {
    expect(storeSelectorNext(journeyContext({ ...chosen, userFlow: 'TEST_DRIVE', progressPercent: 65 }))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
    expect(storeSelectorNext(journeyContext({ ...chosen, journey: 'TEST_DRIVE', progressPercent: 0 }))).toEqual({ screen: 'TEST_DRIVE_AGREEMENT' });
    expect(storeSelectorNext(journeyContext({ ...chosen, userFlow: 'CAMPAIGN', progressPercent: 65 }))).toEqual({ screen: 'PREPPROVAL_ANIMATION' });
    expect(storeSelectorNext(journeyContext({ ...chosen, partner: { ...chosen.partner, showQuickQuote: false }, progressPercent: 0 })))
      .toEqual({ screen: 'LOAN' });
  });
  // "an unregistered early sign-up opens register" (the flows that sign up first: "EARLY_SIGNUP or
  // INSTANT_LEAD_CAPTURE", spec 2 §2 "Quick calculator")
  it('opens register for an unregistered early sign-up', () => {
    for (const userFlow of ['EARLY_SIGNUP', 'INSTANT_LEAD_CAPTURE'] as const) {
      expect(storeSelectorNext(journeyContext({ ...chosen, userFlow, registered: false }))).toEqual({ modal: 'REGISTER' });
      expect(storeSelectorNext(journeyContext({ ...chosen, userFlow, registered: true }))).toEqual({ screen: 'LOAN' });
    }
  });
  // "otherwise loan"
  it('goes to loan otherwise', () => {
    expect(storeSelectorNext(journeyContext(chosen))).toEqual({ screen: 'LOAN' });
    expect(storeSelectorNext(journeyContext({ ...chosen, registered: false }))).toEqual({ screen: 'LOAN' });
  });
});

describe('store selector Back (docs/decisions/053)', () => {
  it('goes Back to the details summary on its path, else to the quick calculator', () => {
    expect(storeSelectorBack(journeyContext(afterSummary))).toEqual({ screen: 'OCR_SUMMARY' });
    expect(storeSelectorBack(journeyContext(chosen))).toEqual({ screen: 'QUICK_CALCULATOR' });
    // spec 2 §2 "Test drive OCR summary": the test drive's own summary.
    expect(storeSelectorBack(journeyContext({ ...chosen, userFlow: 'TEST_DRIVE' }))).toEqual({ screen: 'TEST_DRIVE_OCR_SUMMARY' });
  });
});
