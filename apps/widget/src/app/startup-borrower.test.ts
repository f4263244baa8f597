import { describe, expect, it } from 'vitest';
import { applyLead, applyLoanParams, applySellerAndOverwrite, applyVehicleParams } from './startup-borrower';

const params = (extra: object) => ({ journey: 'FINANCE' as const, loanTerm: 5, ...extra });
const finance = { journey: 'FINANCE', userFlow: 'NORMAL' } as const;

// spec 1 §4 "Startup order"
describe('startup parameters onto the borrower', () => {
  it('applies vehicle parameters and sets the vehicle-known flag after them', () => {
    const step = applyVehicleParams({}, params({ vin: 'ABC123', buildYear: 2020, assetType: 'MOTORCYCLE' }), {}, finance);
    expect(step.vehicleKnown).toBe(true);
    expect(step.assetTypeFromParams).toBe(true);
    expect(step.borrower.vehicle).toEqual({ vin: 'ABC123', buildYear: 2020, assetType: 'MOTORCYCLE', isVehicleKnown: true });
    const unknown = applyVehicleParams({ vehicle: { isVehicleKnown: true } }, params({}), {}, finance);
    expect(unknown.vehicleKnown).toBe(false);
    expect(unknown.borrower.vehicle?.isVehicleKnown).toBe(false); // "otherwise it is cleared"
  });

  it('uses the partner vehicle when the address names none', () => {
    expect(applyVehicleParams({}, params({}), { nvic: 'SMP21A' }, finance).vehicleKnown).toBe(true);
  });

  it('applies loan parameters, keeping a stored term the address does not name', () => {
    const stored = { loan: { loanTerm: 3, deposit: 1000 } };
    expect(applyLoanParams(stored, params({ deposit: 5000 }), {}, false).loan).toEqual({ loanTerm: 3, deposit: 5000 });
    expect(applyLoanParams(stored, params({ loanTerm: 7 }), {}, true).loan?.loanTerm).toBe(7);
    expect(applyLoanParams({}, params({ price: 30000 }), { loanUsage: 'BUSINESS' }, false).loan).toEqual({
      loanTerm: 5, purchasePrice: 30000, loanUsage: 'BUSINESS',
    });
  });

  it('prefills the lead, then seller and partner overwrite', () => {
    const withLead = applyLead({}, { firstName: 'Mia', mobilePhone: '0412 345 678', postcode: '3000' });
    expect(withLead.personalDetails).toEqual({ firstName: 'Mia', mobilePhone: '0412345678' });
    expect(withLead.address).toEqual([{ postcode: '3000' }]);
    const next = applySellerAndOverwrite(withLead, params({ sellerName: 'Ace Cars', overwritePartnerId: 'p-9', testDriveDate: '01/02/2030' }));
    expect(next.seller).toEqual({ name: 'Ace Cars' });
    expect(next.application?.partnerOverwriteId).toBe('p-9');
    expect(next.testDrives).toEqual([{ date: '01/02/2030' }]);
  });
});
