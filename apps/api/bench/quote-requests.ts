import type { QuoteRequestInput } from '@kerb/domain/contracts/lenders';

// Quote requests for the benchmark: a used car for the demo partner (spec 2 "Quick calculator" then
// "Loan details": price, deposit, trade-in, balloon, term), from an applicant who said a little about
// themselves.
export function quoteBody(purchasePrice: number, balloon = 20, loanTerm = 5): QuoteRequestInput {
  return {
    partnerId: 'demo',
    country: 'AU',
    loan: { purchasePrice, deposit: 4_000, tradeIn: 2_500, balloon, loanTerm, loanUsage: 'PERSONAL' },
    vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021, make: 'Sample' },
    applicant: { selfAssessedCreditHistory: 'GREAT', residency: 'AUSTRALIAN_CITIZEN', employmentStatus: 'PERMANENT', annualIncome: 92_000 },
  };
}

/** The loan the repeated-quote targets ask again and again, and whose answer the quote-sized control sends. */
export const repeatedQuoteBody = quoteBody(38_990);

/** `count` different loans (price, balloon and term vary), more than the quote memo holds. */
export function variedQuoteBodies(count: number): QuoteRequestInput[] {
  return Array.from({ length: count }, (_, i) => quoteBody(20_000 + i * 7, [0, 10, 20, 30][i % 4], 3 + (i % 5)));
}
