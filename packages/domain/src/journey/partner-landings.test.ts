import { describe, expect, it } from 'vitest';
import { afterVerification } from './after-verification';
import { business, journeyContext } from './journey-context.fixture';
import { nextScreen, previousScreen } from './navigation';
import { noLenderHomeMove, noLenderHomeNext, truckstopLandingNext } from './partner-landings';
import { startingScreen } from './starting-screen';

const knownCar = { vehicle: { assetType: 'PASSENGER_VEHICLE' as const, isVehicleKnown: true } };

describe('truck stop landing (spec 2 §2 "Truckstop landing"; spec 1 §2 "Starting screen")', () => {
  it('is where the TRUCKSTOP_NEW_SCREEN flow starts (rule 5: "TRUCKSTOP_NEW_SCREEN goes to the truck stop landing")', () => {
    const partner = { userFlow: 'TRUCKSTOP_NEW_SCREEN' as const, splitTest: false, showQuickQuote: true };
    expect(startingScreen({ partner, journey: 'FINANCE', random: () => 0 }).screen).toBe('TRUCKSTOP_LANDING_PAGE');
  });
  // Get Started goes where the truck stop journey would otherwise start: "everything else to the quick
  // calculator" (rules 4 and 5), loan details when quick quote is not shown (starting-screen).
  it('Get Started goes to the quick calculator when quick quote is shown, else to loan details', () => {
    const flow = { userFlow: 'TRUCKSTOP_NEW_SCREEN' as const };
    expect(truckstopLandingNext(journeyContext(flow))).toEqual({ screen: 'QUICK_CALCULATOR' });
    expect(truckstopLandingNext(journeyContext({ ...flow, partner: { showQuickQuote: false } }))).toEqual({ screen: 'LOAN' });
  });
  it('is routed by the journey (navigation NEXT_RULES)', () => {
    expect(nextScreen('TRUCKSTOP_LANDING_PAGE', journeyContext({ userFlow: 'TRUCKSTOP_NEW_SCREEN' }))).toEqual({ screen: 'QUICK_CALCULATOR' });
  });
});

describe('no-lender home (spec 1 §2 rule 4, §4 "Verification and login"; spec 2 §2 loan details no-lender variant)', () => {
  it('is where both no-lender flows start (rule 4: "the no-lender flows go to no-lender home")', () => {
    for (const userFlow of ['NO_LENDER', 'NO_LENDER_EARLY_SIGNUP'] as const) {
      const partner = { userFlow, splitTest: false, showQuickQuote: false };
      expect(startingScreen({ partner, journey: 'FINANCE', random: () => 0 }).screen).toBe('NO_LENDER_HOME');
    }
  });
  it('registers an anonymous borrower first in the early sign-up flow', () => {
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER_EARLY_SIGNUP', registered: false }))).toEqual({ modal: 'REGISTER' });
    expect(nextScreen('NO_LENDER_HOME', journeyContext({ userFlow: 'NO_LENDER_EARLY_SIGNUP', registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "No-lender home moves to vehicle when the vehicle is known but the asset type is not from parameters"
  it('moves to vehicle when the vehicle is known and the asset type is not from the address', () => {
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER', registered: false, borrower: knownCar }))).toEqual({ screen: 'VEHICLE' });
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER', borrower: knownCar, assetTypeFromParams: true }))).toEqual({ screen: 'BASIC' });
  });
  // "else business or basic" (loan details: "An unknown vehicle goes to business or basic").
  it('moves a business loan to business details and every other loan to basic', () => {
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER_EARLY_SIGNUP', borrower: business }))).toEqual({ screen: 'BUSINESS' });
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER', registered: false, borrower: business }))).toEqual({ screen: 'BUSINESS' });
    expect(noLenderHomeNext(journeyContext({ userFlow: 'NO_LENDER' }))).toEqual({ screen: 'BASIC' });
  });
  // "For a partner with a no-lender flow and a flag, business goes to the business page, otherwise basic."
  it('after the code is verified, sends a business loan to business details only with the business-first flag', () => {
    const move = { userFlow: 'NO_LENDER_EARLY_SIGNUP' as const, loanUsage: 'BUSINESS' as const, vehicleKnown: false, assetTypeFromParams: false };
    expect(noLenderHomeMove({ ...move, businessFirst: true })).toBe('BUSINESS');
    expect(noLenderHomeMove({ ...move, businessFirst: false })).toBe('BASIC');
    expect(noLenderHomeMove({ ...move, businessFirst: true, vehicleKnown: true })).toBe('VEHICLE');
  });
  it('makes the same move after the code is verified as its Next makes for a registered borrower', () => {
    const move = { userFlow: 'NO_LENDER_EARLY_SIGNUP' as const, loanUsage: 'BUSINESS' as const, businessFirst: true, vehicleKnown: false, assetTypeFromParams: false };
    const verified = afterVerification({ ...move, screen: 'NO_LENDER_HOME', lenderCount: 1, consentsAgreed: true, applicationSubmitted: false });
    expect(verified.screen).toBe(noLenderHomeMove(move));
    expect(verified.screen).toBe('BUSINESS');
  });
});

describe('the way back to the no-lender home (docs/decisions/048)', () => {
  it('takes vehicle details back to the no-lender home that led there', () => {
    expect(previousScreen('VEHICLE', journeyContext({ userFlow: 'NO_LENDER', borrower: knownCar }))).toEqual({ screen: 'NO_LENDER_HOME' });
    expect(previousScreen('VEHICLE', journeyContext({ borrower: knownCar }))).toEqual({ screen: 'LOAN' });
  });
});
