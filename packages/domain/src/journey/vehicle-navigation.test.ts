import { describe, expect, it } from 'vitest';
import { journeyContext, novated, preApprovedApplication } from './journey-context.fixture';
import { manualVehicleBack, manualVehicleNext, manualVehicleSearch, vehicleBack, vehicleNext } from './vehicle-navigation';

describe('vehicle details Next (spec 2 §2 "Vehicle details")', () => {
  // spec 2 §2 "Vehicle details": "If the user is novated and already indicatively approved, pre-approval is
  // re-checked (approved leads to indicatively approved, else referred)."
  it('re-checks a novated borrower already indicatively approved: approved to indicatively approved', () => {
    expect(vehicleNext(journeyContext({ borrower: { ...novated, ...preApprovedApplication } }))).toEqual({ screen: 'APPROVED' });
  });
  it('re-checks a novated borrower already indicatively approved: otherwise referred, a failed call too', () => {
    const borrower = { ...novated, ...preApprovedApplication };
    expect(vehicleNext(journeyContext({ borrower, preApproval: { verdict: 'REFERRED' } }))).toEqual({ screen: 'REFERRED' });
    // spec 2 §8 "Declined verdict" (docs/decisions/060).
    expect(vehicleNext(journeyContext({ borrower, preApproval: { verdict: 'DECLINED' } }))).toEqual({ screen: 'DECLINED' });
    expect(vehicleNext(journeyContext({ borrower, preApproval: { verdict: null } }))).toEqual({ screen: 'REFERRED' });
  });
  // spec 2 §2 "Vehicle details": "A novated lease with no lenders goes to register (unregistered) or
  // ineligible (registered)." (spec 2 §8 "Novated with no lenders")
  it('sends a novated lease with no lenders to ineligible when registered', () => {
    expect(vehicleNext(journeyContext({ borrower: novated, lenderCount: 0 }))).toEqual({ screen: 'INELIGIBLE' });
  });
  it('opens register for a novated lease with no lenders when not registered', () => {
    expect(vehicleNext(journeyContext({ borrower: novated, lenderCount: 0, registered: false }))).toEqual({ modal: 'REGISTER' });
  });
  // spec 2 §2 "Vehicle details": "Otherwise next goes to seller, basic or business."
  it('goes on to the seller otherwise', () => {
    expect(vehicleNext(journeyContext())).toEqual({ screen: 'SELLER' });
  });
  it('goes to basic or business when the partner hides the seller screen (hideSellerScreen)', () => {
    expect(vehicleNext(journeyContext({ partner: { hideSellerScreen: true } }))).toEqual({ screen: 'BASIC' });
    expect(vehicleNext(journeyContext({ partner: { hideSellerScreen: true }, borrower: { loan: { loanUsage: 'BUSINESS' } } })))
      .toEqual({ screen: 'BUSINESS' });
  });
});

describe('vehicle details Back (docs/decisions/026)', () => {
  // spec 2 §2 "Quick calculator": "A novated lease goes to vehicle": Back returns to the calculator.
  it('returns a novated lease sent by the quick calculator there', () => {
    expect(vehicleBack(journeyContext({ borrower: novated }))).toEqual({ screen: 'QUICK_CALCULATOR' });
  });
  // spec 2 §2 "Store selector": "otherwise loan": a quick calculator whose store selector showed first sent the
  // borrower to loan details, not here.
  it('returns to loan details when the store selector showed before', () => {
    const store = { partnerId: 's1', name: 'Store', postCode: '3000', state: 'VIC', coordinates: { lat: -37.8, lng: 144.9 } };
    expect(vehicleBack(journeyContext({ borrower: novated, partner: { storeSelectorOptions: [store] } }))).toEqual({ screen: 'LOAN' });
    expect(vehicleBack(journeyContext({ borrower: novated, partner: { storeSelectorOptions: [store] }, storeFromParams: true })))
      .toEqual({ screen: 'QUICK_CALCULATOR' });
  });
  // spec 2 §2 "Loan details": "A known vehicle goes to vehicle": Back returns to loan details.
  it('returns to loan details otherwise', () => {
    expect(vehicleBack(journeyContext())).toEqual({ screen: 'LOAN' });
    expect(vehicleBack(journeyContext({ borrower: novated, partner: { showQuickQuote: false } }))).toEqual({ screen: 'LOAN' });
  });
});

describe('manual vehicle (spec 2 §2 "Manual vehicle")', () => {
  // docs/decisions/026: manual vehicle's Next routes as the vehicle step.
  it('routes Next as vehicle details does', () => {
    expect(manualVehicleNext(journeyContext())).toEqual({ screen: 'SELLER' });
    expect(manualVehicleNext(journeyContext({ borrower: novated, lenderCount: 0 }))).toEqual({ screen: 'INELIGIBLE' });
  });
  // spec 2 §2 "Manual vehicle": "buttons Search by Rego and Search Manually"
  it('searches on the vehicle screen', () => {
    expect(manualVehicleSearch()).toEqual({ screen: 'VEHICLE' });
  });
  // spec 2 §2 "Loan details": "plant equipment goes to manual vehicle"
  it('goes Back to loan details', () => {
    expect(manualVehicleBack()).toEqual({ screen: 'LOAN' });
  });
});
