import type { LenderOffer } from '@kerb/domain/contracts/lenders';

/** A lender offer for the component tests, shaped like POST /api/lenders/quotes answers. */
export function testOffer(id: string, monthly: number, more: Partial<LenderOffer> = {}): LenderOffer {
  return {
    lenderName: `Lender ${id.toUpperCase()}`,
    matchingEngineLenderId: id,
    monthlyRepaymentAmount: monthly,
    fortnightlyRepaymentAmount: Math.round((monthly / 2) * 100) / 100,
    weeklyRepaymentAmount: Math.round((monthly / 4.3) * 100) / 100,
    advertisedRateInPercent: 8.49,
    comparisonRateInPercent: 9.99,
    upfrontFeeAmount: 200,
    monthlyOngoingFeeAmount: 5,
    turnaroundTimeInDays: 2,
    loanTerm: 5,
    vehicleUrl: null,
    financeTotal: 36_250,
    balloonAmount: 0,
    standardComparisonRateInPercent: 8.77,
    requiredDocuments: { DRIVER_LICENCE_FRONT: 'Driver licence (front)' },
    logoUrl: `/api/lenders/${id}/logo.svg`,
    tier: 1,
    productId: `${id}-car`,
    documentType: 'FULL_DOC',
    ...more,
  };
}
