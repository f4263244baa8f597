import type { QuoteRequestInput } from '@kerb/domain/contracts/lenders';

// Quote request bodies for the API tests (issue 3 "Quotes" request shape).
export function carQuote(over: {
  partnerId?: string; country?: 'AU' | 'NZ'; loan?: Partial<QuoteRequestInput['loan']>; vehicle?: Partial<QuoteRequestInput['vehicle']>;
  applicant?: QuoteRequestInput['applicant']; business?: QuoteRequestInput['business'];
} = {}): QuoteRequestInput {
  return {
    partnerId: over.partnerId ?? 'demo',
    country: over.country ?? 'AU',
    loan: { purchasePrice: 35_000, deposit: 5_000, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL', ...over.loan },
    vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021, ...over.vehicle },
    ...(over.applicant ? { applicant: over.applicant } : {}),
    ...(over.business ? { business: over.business } : {}),
  };
}
