import type { JourneyBorrower, JourneyContext, JourneyPartner } from './journey-context';

// A journey context for tests: an AU consumer loan in the NORMAL flow, registered, an unknown car, with
// lenders, a servicing answer and an approval; each test overrides what its rule reads.

export const PARTNER: JourneyPartner = {
  country: 'AU', hideSelectVehicleScreen: false, hideSellerScreen: false, skipExpensesScreen: false,
  preapprovalLogic: undefined, earlyReferredScreen: false, showQuickQuote: true, storeSelectorOptions: undefined,
  disabledGlassesGuideVinLookup: false, defaultVehicleCondition: 'NEW',
};

export const BORROWER: JourneyBorrower = {
  loan: { loanUsage: 'PERSONAL' },
  vehicle: { assetType: 'PASSENGER_VEHICLE' },
  employments: [{ status: 'PERMANENT' }],
  agreements: { marketing: { agreed: true }, creditBureauVerificationExchange: { agreed: true } },
};

export interface ContextOverrides extends Partial<Omit<JourneyContext, 'partner' | 'borrower'>> {
  partner?: Partial<JourneyPartner>;
  borrower?: Partial<JourneyBorrower>;
}

export function journeyContext(overrides: ContextOverrides = {}): JourneyContext {
  const { partner, borrower, ...rest } = overrides;
  return {
    partner: { ...PARTNER, ...partner },
    userFlow: 'NORMAL',
    journey: 'FINANCE',
    registered: true,
    borrower: { ...BORROWER, ...borrower },
    assetTypeFromParams: false,
    storeFromParams: false,
    returnPoint: null,
    lenderCount: 3,
    additionalIncomeBlock: false,
    businessUnderTwoYears: false,
    depositBelowMinimum: false,
    detailsComplete: true,
    servicing: 'SERVICING',
    preApproval: { verdict: 'APPROVED', approvedLenders: ['lender-1'] },
    ...rest,
  };
}

export const novated = { loan: { loanUsage: 'NOVATED' } } as const;
export const business = { loan: { loanUsage: 'BUSINESS' } } as const;
export const preApprovedApplication = {
  application: {
    applicationId: 'a1', id: 'a1', isPreApproved: true, isSubmitted: false, isDeclined: false, progressPercent: 80,
    partnerOverwriteId: null,
  },
} as const;
