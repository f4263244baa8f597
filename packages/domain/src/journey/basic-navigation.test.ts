import { describe, expect, it } from 'vitest';
import { basicBack, basicNext } from './basic-navigation';
import { business, journeyContext, novated } from './journey-context.fixture';

const knownUsed = { isVehicleKnown: true, condition: 'USED', assetType: 'PASSENGER_VEHICLE' } as const;

describe('basic details Next (spec 2 §2 "Basic details")', () => {
  // "novated loans check for lenders and, if none, go to ineligible (registered) or register"
  it('sends a novated lease with no lenders to ineligible when registered', () => {
    expect(basicNext(journeyContext({ borrower: novated, lenderCount: 0 }))).toEqual({ screen: 'INELIGIBLE' });
  });
  it('opens register for a novated lease with no lenders when not registered', () => {
    expect(basicNext(journeyContext({ borrower: novated, lenderCount: 0, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // "business goes to identification (after a deposit check and register)" (spec 1 §2 "Add deposit")
  it('opens add deposit for a business loan below the minimum deposit', () => {
    expect(basicNext(journeyContext({ borrower: business, depositBelowMinimum: true }))).toEqual({ modal: 'ADD_DEPOSIT' });
  });
  it('opens register for an unregistered business borrower', () => {
    expect(basicNext(journeyContext({ borrower: business, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  it('sends a registered business borrower to identification', () => {
    expect(basicNext(journeyContext({ borrower: business }))).toEqual({ screen: 'IDENTIFICATION' });
  });
  // "others go to income"
  it('sends other loans to income', () => {
    expect(basicNext(journeyContext())).toEqual({ screen: 'INCOME' });
    expect(basicNext(journeyContext({ borrower: novated }))).toEqual({ screen: 'INCOME' });
    expect(basicNext(journeyContext({ depositBelowMinimum: true, registered: false }))).toEqual({ screen: 'INCOME' });
  });
});

describe('basic details Back (spec 2 §2 "Basic details": "may go to quick calculator, vehicle, seller, loan, business, campaign landing, manual vehicle or no-lender home")', () => {
  // spec 2 §2 "Quick calculator": "A personal-loan asset goes to basic"; novated "to basic when the vehicle is
  // already known".
  it('goes to the quick calculator when it sent the borrower here', () => {
    expect(basicBack(journeyContext({ borrower: { vehicle: { assetType: 'PERSONAL_LOAN' } } }))).toEqual({ screen: 'QUICK_CALCULATOR' });
    expect(basicBack(journeyContext({ borrower: { ...novated, vehicle: knownUsed } }))).toEqual({ screen: 'QUICK_CALCULATOR' });
  });
  // spec 1 §2 "Business Details screen": "Next goes to basic details".
  it('goes to business for a business loan', () => {
    expect(basicBack(journeyContext({ borrower: business }))).toEqual({ screen: 'BUSINESS' });
  });
  // spec 1 §4 "Campaign landing moves to business or basic."
  it('goes to the campaign landing in the campaign journey', () => {
    expect(basicBack(journeyContext({ userFlow: 'CAMPAIGN' }))).toEqual({ screen: 'CAMPAIGN_LANDING' });
  });
  // spec 2 §2 "Vehicle details": "Otherwise next goes to seller, basic or business."
  it('goes to the seller after the vehicle step', () => {
    expect(basicBack(journeyContext({ borrower: { vehicle: knownUsed } }))).toEqual({ screen: 'SELLER' });
  });
  it('goes to the vehicle screen used when the seller screen is hidden', () => {
    expect(basicBack(journeyContext({ borrower: { vehicle: knownUsed }, partner: { hideSellerScreen: true } }))).toEqual({ screen: 'VEHICLE' });
    expect(basicBack(journeyContext({ borrower: { vehicle: { assetType: 'PLANT_EQUIPMENT' } }, partner: { hideSellerScreen: true } })))
      .toEqual({ screen: 'MANUAL_VEHICLE' });
  });
  // spec 1 §4 "No-lender home moves to ... business or basic."
  it('goes to the no-lender home in a no-lender flow without a vehicle step', () => {
    expect(basicBack(journeyContext({ userFlow: 'NO_LENDER' }))).toEqual({ screen: 'NO_LENDER_HOME' });
  });
  // spec 2 §2 "Loan details": "An unknown vehicle goes to business or basic."
  it('goes to loan details otherwise', () => {
    expect(basicBack(journeyContext())).toEqual({ screen: 'LOAN' });
  });
});
