import { describe, expect, it } from 'vitest';
import { afterVerification, type AfterVerificationContext } from './after-verification';

const ctx = (overrides: Partial<AfterVerificationContext> = {}): AfterVerificationContext => ({
  loanUsage: 'PERSONAL',
  screen: 'LOAN',
  lenderCount: 3,
  consentsAgreed: true,
  applicationSubmitted: false,
  userFlow: 'NORMAL',
  businessFirst: false,
  vehicleKnown: false,
  assetTypeFromParams: false,
  ...overrides,
});

describe('after a successful code (spec 1 §4 "Verification and login")', () => {
  // "a novated loan with no lenders on the vehicle, basic or income pages goes to ineligible (vehicle or
  // basic), employment-ineligible (casual employment with novated) or income-ineligible."
  it('sends a novated loan without lenders to the ineligible screens', () => {
    const novated = { loanUsage: 'NOVATED', lenderCount: 0 } as const;
    expect(afterVerification(ctx({ ...novated, screen: 'VEHICLE' })).screen).toBe('INELIGIBLE');
    // Manual vehicle is the vehicle page by another means (docs/decisions/026).
    expect(afterVerification(ctx({ ...novated, screen: 'MANUAL_VEHICLE' })).screen).toBe('INELIGIBLE');
    expect(afterVerification(ctx({ ...novated, screen: 'BASIC' })).screen).toBe('INELIGIBLE');
    expect(afterVerification(ctx({ ...novated, screen: 'INCOME' })).screen).toBe('INCOMEINELIGIBLE');
    expect(afterVerification(ctx({ ...novated, screen: 'BASIC', employmentType: 'CASUAL' })).screen).toBe('EMPLOYMENTINELIGIBLE');
  });
  it('leaves a novated loan with lenders, or on other screens, where it is', () => {
    expect(afterVerification(ctx({ loanUsage: 'NOVATED', screen: 'BASIC', lenderCount: 2 })).screen).toBeUndefined();
    expect(afterVerification(ctx({ loanUsage: 'NOVATED', screen: 'LOAN', lenderCount: 0 })).screen).toBeUndefined();
  });

  // "If the loan is a business loan, or all three consents are agreed, the modal closes (unless the
  // application is already submitted)."
  it('closes the modal for a business loan or when all consents are agreed', () => {
    expect(afterVerification(ctx())).toEqual({ closeModal: true });
    expect(afterVerification(ctx({ loanUsage: 'BUSINESS', consentsAgreed: false }))).toEqual({ closeModal: true });
  });
  it('keeps it for a submitted application, showing the application-in-progress modal', () => {
    expect(afterVerification(ctx({ applicationSubmitted: true, screen: 'SERVICING_SUCCESS' })))
      .toEqual({ closeModal: false, openModal: 'APPLICATION_IN_PROGRESS' });
  });

  // "Servicing success goes to identification; business on basic goes to identification."
  it('moves servicing success and business-on-basic to identification', () => {
    expect(afterVerification(ctx({ screen: 'SERVICING_SUCCESS' })).screen).toBe('IDENTIFICATION');
    expect(afterVerification(ctx({ loanUsage: 'BUSINESS', screen: 'BASIC' })).screen).toBe('IDENTIFICATION');
    expect(afterVerification(ctx({ screen: 'BASIC' })).screen).toBeUndefined();
  });

  // "Missing consents open express privacy."
  it('opens express privacy when a consent is missing', () => {
    expect(afterVerification(ctx({ consentsAgreed: false }))).toEqual({ closeModal: false, openModal: 'EXPRESS_PRIVACY' });
    expect(afterVerification(ctx({ consentsAgreed: false, screen: 'SERVICING_SUCCESS' })).screen).toBeUndefined();
  });

  // "Campaign landing moves to business or basic."
  it('moves on from the campaign landing', () => {
    expect(afterVerification(ctx({ screen: 'CAMPAIGN_LANDING' })).screen).toBe('BASIC');
    expect(afterVerification(ctx({ screen: 'CAMPAIGN_LANDING', loanUsage: 'BUSINESS' })).screen).toBe('BUSINESS');
    expect(afterVerification(ctx({ screen: 'CAMPAIGN_LANDING', consentsAgreed: false })))
      .toEqual({ closeModal: false, openModal: 'EXPRESS_PRIVACY', screen: 'BASIC' });
  });

  // "No-lender home moves to vehicle when the vehicle is known but the asset type is not from parameters,
  // else business or basic." "For a partner with a no-lender flow and a flag, business goes to the
  // business page, otherwise basic."
  it('moves on from the no-lender home', () => {
    const home = { screen: 'NO_LENDER_HOME', userFlow: 'NO_LENDER' } as const;
    expect(afterVerification(ctx({ ...home, vehicleKnown: true })).screen).toBe('VEHICLE');
    expect(afterVerification(ctx({ ...home, vehicleKnown: true, assetTypeFromParams: true })).screen).toBe('BASIC');
    expect(afterVerification(ctx({ ...home, loanUsage: 'BUSINESS' })).screen).toBe('BASIC');
    expect(afterVerification(ctx({ ...home, loanUsage: 'BUSINESS', businessFirst: true })).screen).toBe('BUSINESS');
    expect(afterVerification(ctx({ ...home, businessFirst: true })).screen).toBe('BASIC');
  });
});
