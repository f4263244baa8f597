import { describe, expect, it } from 'vitest';
import { QuoteRequest } from '../contracts/lenders';
import { builtInPartnerConfig } from '../partner/samples';
import { quoteRequestFor } from './quote-request';

const partner = builtInPartnerConfig('demo');

// Issue 3 "Quotes": the request body from the borrower and the partner's defaults.
describe('quote request', () => {
  it('is null until there is a purchase price and something to borrow', () => {
    expect(quoteRequestFor({}, partner)).toBeNull();
    expect(quoteRequestFor({ loan: { purchasePrice: 20_000, deposit: 20_000 } }, partner)).toBeNull();
  });

  it("fills the partner's defaults: term 5 (spec 2 §9), passenger vehicle (spec 1 §9), its condition", () => {
    const request = quoteRequestFor({ loan: { purchasePrice: 35_000 } }, partner);
    expect(request).toEqual({
      partnerId: 'demo', country: 'AU',
      loan: { purchasePrice: 35_000, deposit: 0, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' },
      vehicle: { assetType: 'PASSENGER_VEHICLE', condition: 'USED' },
      applicant: {},
    });
    expect(QuoteRequest.safeParse(request).success).toBe(true);
  });

  it("carries the borrower's structure, vehicle and self-assessed credit history", () => {
    const request = quoteRequestFor({
      loan: { purchasePrice: 40_000, deposit: 4000, tradeIn: 1000, balloon: 20, loanTerm: 7, loanUsage: 'BUSINESS' },
      vehicle: { assetType: 'MOTORCYCLE', condition: 'NEW', make: { name: 'Sample' } },
      scores: { selfAssessedCreditHistory: 'GREAT' },
      income: { paidAmount: 1500, paidFrequency: 'WEEKLY' },
    }, partner);
    expect(request?.loan).toMatchObject({ deposit: 4000, tradeIn: 1000, balloon: 20, loanTerm: 7, loanUsage: 'BUSINESS' });
    expect(request?.vehicle).toMatchObject({ assetType: 'MOTORCYCLE', condition: 'NEW', make: 'Sample' });
    expect(request?.applicant).toEqual({ selfAssessedCreditHistory: 'GREAT', annualIncome: 78_000 });
    expect(QuoteRequest.safeParse(request).success).toBe(true);
  });
});
