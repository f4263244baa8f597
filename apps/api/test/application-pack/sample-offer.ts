import type { LenderOffer } from '@kerb/domain/contracts/lenders';

/** A chosen lender's offer, as the quote answers it, for the pack's tests without a database. */
export const OFFER: LenderOffer = {
  lenderName: 'Kowhai Finance (sample)', matchingEngineLenderId: 'sample-lender-7', monthlyRepaymentAmount: 702.15,
  fortnightlyRepaymentAmount: 351.08, weeklyRepaymentAmount: 163.29, advertisedRateInPercent: 8.95, comparisonRateInPercent: 9.61,
  upfrontFeeAmount: 350, monthlyOngoingFeeAmount: 8, turnaroundTimeInDays: 1, loanTerm: 4, vehicleUrl: null, financeTotal: 28_190,
  balloonAmount: 0, standardComparisonRateInPercent: 9.7, requiredDocuments: {}, logoUrl: '/logo.png', tier: 1, productId: 'p-7',
  documentType: 'FULL_DOC',
};
