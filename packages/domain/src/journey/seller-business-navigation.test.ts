import { describe, expect, it } from 'vitest';
import { businessBack, businessNext, previousBusinessCheckDone } from './business-navigation';
import { business, journeyContext } from './journey-context.fixture';
import { sellerBack, sellerNext } from './seller-navigation';

const knownUsed = { isVehicleKnown: true, condition: 'USED', assetType: 'PASSENGER_VEHICLE' } as const;

describe('seller details (spec 2 §2 "Seller details"; docs/decisions/026)', () => {
  // spec 2 §2 "Vehicle details": "Otherwise next goes to seller, basic or business."
  it('goes on to business for a business loan', () => {
    expect(sellerNext(journeyContext({ borrower: business }))).toEqual({ screen: 'BUSINESS' });
  });
  it('goes on to basic for other loans', () => {
    expect(sellerNext(journeyContext())).toEqual({ screen: 'BASIC' });
    expect(sellerNext(journeyContext({ borrower: { loan: { loanUsage: 'NOVATED' } } }))).toEqual({ screen: 'BASIC' });
  });
  // spec 2 §2 "Loan details": "A known vehicle goes to vehicle if new, else to manual vehicle if manual entry is
  // used or no lookup is available."
  it('goes Back to the vehicle screen the borrower filled in', () => {
    expect(sellerBack(journeyContext({ borrower: { vehicle: knownUsed } }))).toEqual({ screen: 'VEHICLE' });
    expect(sellerBack(journeyContext({ borrower: { vehicle: { ...knownUsed, source: 'MANUAL' } } }))).toEqual({ screen: 'MANUAL_VEHICLE' });
    expect(sellerBack(journeyContext({ borrower: { vehicle: knownUsed }, partner: { disabledGlassesGuideVinLookup: true } })))
      .toEqual({ screen: 'MANUAL_VEHICLE' });
  });
  // spec 2 §2 "Loan details": "an asset known through startup parameters with the vehicle screen hidden goes to
  // seller, business or basic" (hideSelectVehicleScreen)
  it('goes Back to loan details when the vehicle screen is hidden', () => {
    const ctx = journeyContext({ assetTypeFromParams: true, partner: { hideSelectVehicleScreen: true }, borrower: { vehicle: knownUsed } });
    expect(sellerBack(ctx)).toEqual({ screen: 'LOAN' });
  });
});

describe('business details Next (spec 1 §2 "Business Details screen")', () => {
  // spec 1 §2: "Next goes to basic details, or to the previous-business check if the business is younger than
  // 2 years." (spec 1 §5 "Business age")
  it('opens the previous-business check for a business younger than 2 years', () => {
    expect(businessNext(journeyContext({ borrower: business, businessUnderTwoYears: true }))).toEqual({ modal: 'PREVIOUS_BUSINESS_CHECK' });
  });
  it('goes to basic details otherwise', () => {
    expect(businessNext(journeyContext({ borrower: business }))).toEqual({ screen: 'BASIC' });
  });
  // spec 1 §2 "Previous business check modal": "Save or skip goes to basic."
  it('goes to basic after the previous-business check', () => {
    expect(previousBusinessCheckDone()).toEqual({ screen: 'BASIC' });
  });
});

describe('business details Back (spec 1 §2 "Business Details screen")', () => {
  const lender = { selectedLender: { lenderName: 'Lender', matchingEngineLenderId: 'l1' } };
  // "Back goes to: campaign landing (campaign lender type)"
  it('goes to the campaign landing in the campaign journey', () => {
    expect(businessBack(journeyContext({ userFlow: 'CAMPAIGN', borrower: business }))).toEqual({ screen: 'CAMPAIGN_LANDING' });
  });
  // "loan (no lender chosen and not a no-lender flow)"
  it('goes to loan when no lender is chosen outside the no-lender flows', () => {
    expect(businessBack(journeyContext({ borrower: { ...business, vehicle: knownUsed } }))).toEqual({ screen: 'LOAN' });
  });
  // "seller, manual vehicle or vehicle (depending on commercial vehicles under 4.5 tonnes)"
  it('goes to the screen before business when a lender is chosen', () => {
    const vehicle = { ...knownUsed, assetType: 'COMMERCIAL_VEHICLE_UNDER_4_5T' } as const;
    expect(businessBack(journeyContext({ borrower: { ...business, ...lender, vehicle } }))).toEqual({ screen: 'SELLER' });
    expect(businessBack(journeyContext({ borrower: { ...business, ...lender, vehicle }, partner: { hideSellerScreen: true } })))
      .toEqual({ screen: 'VEHICLE' });
    expect(businessBack(journeyContext({ borrower: { ...business, ...lender, vehicle: { ...vehicle, source: 'MANUAL' } }, partner: { hideSellerScreen: true } })))
      .toEqual({ screen: 'MANUAL_VEHICLE' });
  });
  // "no-lender home or vehicle in a no-lender flow"
  it('goes to the vehicle screen or the no-lender home in a no-lender flow', () => {
    expect(businessBack(journeyContext({ userFlow: 'NO_LENDER', borrower: { ...business, vehicle: knownUsed } }))).toEqual({ screen: 'VEHICLE' });
    expect(businessBack(journeyContext({ userFlow: 'NO_LENDER_EARLY_SIGNUP', borrower: business }))).toEqual({ screen: 'NO_LENDER_HOME' });
  });
  // "otherwise loan"
  it('goes to loan otherwise', () => {
    expect(businessBack(journeyContext({ borrower: { ...business, ...lender } }))).toEqual({ screen: 'LOAN' });
  });
});
