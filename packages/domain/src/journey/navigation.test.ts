import { describe, expect, it } from 'vitest';
import { SCREEN_IDS } from './ids';
import { journeyContext, novated } from './journey-context.fixture';
import { BACK_RULES, loanBack, loanNext, NEXT_RULES, nextScreen, previousScreen } from './navigation';

// The dispatch by screen id ("Routing as data": nextScreen(ctx) and previousScreen(ctx)).
describe('nextScreen and previousScreen', () => {
  // spec 2 §2 "Loan details", through quote/loan-navigation.
  it('routes loan details through its own rules', () => {
    expect(loanNext(journeyContext())).toEqual({ screen: 'BASIC' });
    expect(loanNext(journeyContext({ borrower: { vehicle: { isVehicleKnown: true, condition: 'NEW' } } }))).toEqual({ screen: 'VEHICLE' });
    expect(loanBack(journeyContext())).toEqual({ screen: 'QUICK_CALCULATOR' });
    expect(loanBack(journeyContext({ userFlow: 'NO_LENDER' }))).toEqual({ screen: 'NO_LENDER_HOME' });
  });
  // spec 2 §2 "Quick calculator": "A novated lease goes to vehicle, or to basic when the vehicle is already known."
  it('routes the quick calculator through its own rules', () => {
    expect(nextScreen('QUICK_CALCULATOR', journeyContext({ borrower: novated }))).toEqual({ screen: 'VEHICLE' });
    expect(nextScreen('QUICK_CALCULATOR', journeyContext())).toEqual({ screen: 'LOAN' });
  });
  it('dispatches every screen of this part by its id', () => {
    const ctx = journeyContext();
    for (const screen of ['LOAN', 'VEHICLE', 'MANUAL_VEHICLE', 'SELLER', 'BUSINESS', 'BASIC', 'INCOME', 'EXPENSE', 'SERVICING_SUCCESS',
      'SERVICING_FAILURE', 'IDENTIFICATION', 'OCR_ANIMATION', 'OCR_SUMMARY', 'PREPPROVAL_ANIMATION', 'YOUR_SCORES', 'APPROVED',
      'INELIGIBLE', 'EMPLOYMENTINELIGIBLE', 'INCOMEINELIGIBLE'] as const) {
      expect(nextScreen(screen, ctx), screen).toBeDefined();
      expect(previousScreen(screen, ctx), screen).not.toBeUndefined();
    }
  });
  it('leaves the screens of later parts without a rule', () => {
    expect(nextScreen('NONE', journeyContext())).toBeUndefined();
    expect(previousScreen('NONE', journeyContext())).toBeUndefined();
    expect(previousScreen('SUPPORTING_DOCS', journeyContext())).toEqual({ screen: 'ASSETS_AND_LIABILITIES' });
    for (const screen of Object.keys({ ...NEXT_RULES, ...BACK_RULES })) expect(SCREEN_IDS).toContain(screen);
  });
  // spec 1 §2 "Ineligible screens": INCOMEINELIGIBLE is reached when income's answers leave a novated lease
  // without lenders after basic details had some.
  it('reaches income-ineligible when the lenders run out at income', () => {
    const atBasic = journeyContext({ borrower: novated });
    expect(nextScreen('BASIC', atBasic)).toEqual({ screen: 'INCOME' });
    expect(nextScreen('INCOME', { ...atBasic, lenderCount: 0 })).toEqual({ screen: 'INCOMEINELIGIBLE' });
    expect(nextScreen('INCOMEINELIGIBLE', atBasic)).toEqual({ screen: 'INCOME' });
  });
});
