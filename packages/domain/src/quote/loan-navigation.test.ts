import { describe, expect, it } from 'vitest';
import { loanBackScreen, loanNextScreen, type LoanNextContext, loanReturnPoint } from './loan-navigation';

const base: LoanNextContext = {
  assetType: 'PASSENGER_VEHICLE', loanUsage: 'PERSONAL', returnPoint: null, isPreApproved: false, assetTypeFromParams: false,
  hideSelectVehicleScreen: false, hideSellerScreen: false, vehicleKnown: false, condition: 'USED', manualEntry: false, lookupAvailable: true,
};

// spec 2 §2 "Loan details": Next and Back.
describe('loan details Next', () => {
  it('sends plant equipment to manual vehicle', () => {
    expect(loanNextScreen({ ...base, assetType: 'PLANT_EQUIPMENT', isPreApproved: true })).toBe('MANUAL_VEHICLE');
  });

  it('returns to the indicatively approved screen after "Edit loan structure" (spec 1 §2)', () => {
    expect(loanReturnPoint('APPROVED')).toBe('APPROVED');
    expect(loanReturnPoint('QUICK_CALCULATOR')).toBeNull();
    expect(loanNextScreen({ ...base, returnPoint: 'APPROVED' })).toBe('APPROVED');
  });

  it('goes to the pre-approval animation when already indicatively approved, also after "Edit loan structure"', () => {
    // spec 2 §2 "Loan details": "if already indicatively approved, to the pre-approval animation"; the changed
    // structure is checked again before the lenders show (spec 2 §4 then returns to indicatively approved).
    expect(loanNextScreen({ ...base, isPreApproved: true })).toBe('PREPPROVAL_ANIMATION');
    expect(loanNextScreen({ ...base, returnPoint: 'APPROVED', isPreApproved: true })).toBe('PREPPROVAL_ANIMATION');
  });

  it('skips the hidden vehicle screen for an asset known from the address: seller, business or basic', () => {
    const known = { ...base, assetTypeFromParams: true, hideSelectVehicleScreen: true };
    expect(loanNextScreen(known)).toBe('SELLER');
    expect(loanNextScreen({ ...known, hideSellerScreen: true })).toBe('BASIC');
    expect(loanNextScreen({ ...known, hideSellerScreen: true, loanUsage: 'BUSINESS' })).toBe('BUSINESS');
  });

  it('sends a known vehicle to vehicle if new, else to manual vehicle when entered by hand or no lookup exists', () => {
    const known = { ...base, vehicleKnown: true };
    expect(loanNextScreen({ ...known, condition: 'NEW' })).toBe('VEHICLE');
    expect(loanNextScreen(known)).toBe('VEHICLE');
    expect(loanNextScreen({ ...known, manualEntry: true })).toBe('MANUAL_VEHICLE');
    expect(loanNextScreen({ ...known, lookupAvailable: false })).toBe('MANUAL_VEHICLE');
  });

  it('sends an unknown vehicle to business or basic', () => {
    expect(loanNextScreen(base)).toBe('BASIC');
    expect(loanNextScreen({ ...base, loanUsage: 'BUSINESS' })).toBe('BUSINESS');
  });
});

describe('loan details Back', () => {
  const back = { userFlow: 'NORMAL' as const, returnPoint: null, storeSelectorConfigured: false, storeFromParams: false };
  it('goes to the store selector, the quick calculator or the no-lender home', () => {
    expect(loanBackScreen(back)).toBe('QUICK_CALCULATOR');
    expect(loanBackScreen({ ...back, storeSelectorConfigured: true })).toBe('STORE_SELECTOR');
    expect(loanBackScreen({ ...back, storeSelectorConfigured: true, storeFromParams: true })).toBe('QUICK_CALCULATOR');
    expect(loanBackScreen({ ...back, userFlow: 'NO_LENDER' })).toBe('NO_LENDER_HOME');
    expect(loanBackScreen({ ...back, userFlow: 'NO_LENDER_EARLY_SIGNUP' })).toBe('NO_LENDER_HOME');
    expect(loanBackScreen({ ...back, returnPoint: 'APPROVED' })).toBe('APPROVED');
    // A test drive gone on to finance from test-drive ready goes back there (docs/decisions/052).
    expect(loanBackScreen({ ...back, storeSelectorConfigured: true, testDriveProceeded: true })).toBe('TEST_DRIVE_READY');
    expect(loanBackScreen({ ...back, returnPoint: 'APPROVED', testDriveProceeded: true })).toBe('APPROVED');
  });
});
