import type { LenderOffer } from '../contracts/lenders';
import type { Country } from '../enums/index';

// spec 2 §2 "Test drive ready": "'Ready to Hit the Road!' with indicative weekly repayment, loan term in years,
// advertised rate, comparison rate (not for NZ), and Get Personalised Quote." The figures are one offer's, so
// the repayment, term and rates belong together (docs/decisions/052).

export const TEST_DRIVE_READY_TITLE = 'Ready to Hit the Road!';

export type ReadyOffer = Pick<
  LenderOffer, 'matchingEngineLenderId' | 'weeklyRepaymentAmount' | 'loanTerm' | 'advertisedRateInPercent' | 'comparisonRateInPercent'
>;

/**
 * The offer the screen quotes: the lender the borrower chose, if it still quotes; else the lowest weekly
 * repayment, as spec 2 §2 "Indicatively approved" quotes "The lowest weekly repayment among lenders".
 */
export function testDriveReadyOffer<T extends ReadyOffer>(offers: readonly T[], selectedLenderId?: string): T | null {
  const selected = selectedLenderId ? offers.find((o) => o.matchingEngineLenderId === selectedLenderId) : undefined;
  if (selected) return selected;
  let best: T | null = null;
  for (const offer of offers) if (!best || offer.weeklyRepaymentAmount < best.weeklyRepaymentAmount) best = offer;
  return best;
}

export interface TestDriveReadyFigures {
  weeklyRepayment: number;
  loanTermYears: number;
  advertisedRate: number;
  /** Null in New Zealand: "comparison rate (not for NZ)". */
  comparisonRate: number | null;
}

export const testDriveReadyFigures = (offer: ReadyOffer, country: Country): TestDriveReadyFigures => ({
  weeklyRepayment: offer.weeklyRepaymentAmount,
  loanTermYears: offer.loanTerm,
  advertisedRate: offer.advertisedRateInPercent,
  comparisonRate: country === 'NZ' ? null : offer.comparisonRateInPercent,
});
