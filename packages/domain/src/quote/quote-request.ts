import type { BorrowerDocument } from '../borrower/index';
import type { QuoteRequestInput } from '../contracts/lenders';
import type { AssetType } from '../enums/index';
import { annualIncome } from '../tax/annual-income';
import type { PartnerConfig } from '../partner/config';
import { loanWithDefaults } from './loan-defaults';
import { amountToBorrow, clampBalloon, isPurchasePriceValid } from './loan-limits';

// Issue 3 "Quotes": the body of POST /api/lenders/quotes, built from what the borrower has told us so far
// and the partner's defaults (spec 1 §9: default asset type passenger vehicle; default condition from the
// partner; spec 2 §9: default loan term 5). One builder for every screen that shows a repayment.

export type QuotePartnerConfig = Pick<PartnerConfig, 'id' | 'country' | 'defaultVehicleAssetType' | 'defaultVehicleCondition'>
  & Partial<Pick<PartnerConfig, 'loanUsage' | 'loanTerm' | 'loanBalloon' | 'minLoanTerm' | 'maxLoanTerm' | 'maxBalloonPercent' | 'assetType' | 'defaultVehicleAssetCategory'>>;

type QuoteBorrower = Pick<BorrowerDocument, 'loan' | 'vehicle' | 'scores' | 'personalDetails' | 'income' | 'employments' | 'business'>;

/** Fallbacks the screen knows before the borrower does (the startup parameters' asset type). */
export interface QuoteFallbacks {
  assetType?: AssetType | undefined;
}

/**
 * The quote request for a borrower, or null when there is nothing to quote yet: no valid purchase price,
 * or a deposit and trade-in that cover it.
 */
export function quoteRequestFor(borrower: QuoteBorrower, partner: QuotePartnerConfig, fallbacks: QuoteFallbacks = {}): QuoteRequestInput | null {
  const loan = loanWithDefaults(borrower.loan, partner);
  if (!isPurchasePriceValid(loan.purchasePrice) || amountToBorrow(loan) <= 0) return null;
  const vehicle = borrower.vehicle ?? {};
  const employment = borrower.employments?.[0];
  const income = borrower.income;
  const assetCategory = vehicle.assetCategory ?? partner.defaultVehicleAssetCategory;
  return {
    partnerId: partner.id,
    country: partner.country,
    loan: {
      purchasePrice: loan.purchasePrice,
      deposit: Math.min(loan.deposit ?? 0, loan.purchasePrice),
      tradeIn: loan.tradeIn ?? 0,
      balloon: clampBalloon(loan.balloon, { maxBalloonPercent: 100 }),
      loanTerm: loan.loanTerm,
      loanUsage: loan.loanUsage,
      ...(loan.loanType ? { loanType: loan.loanType } : {}),
      ...(loan.financeType ? { financeType: loan.financeType } : {}),
    },
    vehicle: {
      assetType: vehicle.assetType ?? fallbacks.assetType ?? partner.assetType ?? partner.defaultVehicleAssetType,
      condition: vehicle.condition ?? partner.defaultVehicleCondition,
      ...(vehicle.buildYear ? { buildYear: vehicle.buildYear } : {}),
      ...(vehicle.make?.name ? { make: vehicle.make.name } : {}),
      ...(assetCategory ? { assetCategory } : {}),
    },
    applicant: {
      ...(borrower.scores?.selfAssessedCreditHistory ? { selfAssessedCreditHistory: borrower.scores.selfAssessedCreditHistory } : {}),
      ...(borrower.personalDetails?.residency ? { residency: borrower.personalDetails.residency } : {}),
      ...(employment?.status ? { employmentStatus: employment.status } : {}),
      ...(income?.paidAmount ? { annualIncome: Math.min(10_000_000, annualIncome(income)) } : {}),
    },
    ...(borrower.business?.abnStatusEffectiveFrom || borrower.business?.gst
      ? { business: { abnRegisteredFrom: borrower.business.abnStatusEffectiveFrom, gstRegisteredFrom: borrower.business.gst } }
      : {}),
  };
}
