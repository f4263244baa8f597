import type { RequiredDocuments } from '../borrower/lenders';
import { standardComparisonRate } from '../finance/comparison-rate';
import { fromCents, toCents, type Cents } from '../finance/money';
import { lenderLogoPath } from './logo';
import type { LenderProduct, LenderWithProducts } from './panel';
import { offersLowDoc } from './product-match';
import { requiredDocumentsMap } from './required-documents';

// What every quote needs from a lender and its products but no quote changes: fees in cents and on the
// wire, the documents map, the logo address, and the standard comparison rate of every rate on the card
// (it depends on the product's pricing only). Derived once per panel record (the panel in memory is
// immutable; a reload brings new objects), so a quote only does the loan's own arithmetic.

/** What a quote checks of a product against the loan (product-match's loanMismatch and productTermYears). */
export type LoanLimits = Pick<LenderProduct, 'maxAgeAtEndOfTermYears' | 'minAmount' | 'maxAmount' | 'maxBalloonPercent' | 'minTermYears' | 'maxTermYears'>;

export interface PreparedProduct {
  product: LenderProduct;
  upfrontFeeCents: Cents;
  monthlyFeeCents: Cents;
  upfrontFeeAmount: number;
  monthlyOngoingFeeAmount: number;
  requiredDocuments: RequiredDocuments;
  lowDoc: boolean;
  /** Issue 3 standardComparisonRateInPercent by advertised rate, for every rate on the product's card. */
  standardRates: ReadonlyMap<number, number>;
}

export interface PreparedLender {
  lender: LenderWithProducts;
  logoUrl: string;
  products: PreparedProduct[];
}

function standardRatesOf(product: LenderProduct, upfrontFeeCents: Cents, monthlyFeeCents: Cents): Map<number, number> {
  const rates = new Map<number, number>();
  for (const bands of Object.values(product.rates)) {
    for (const annualRatePercent of Object.values(bands ?? {})) {
      if (annualRatePercent === undefined || rates.has(annualRatePercent)) continue;
      rates.set(annualRatePercent, standardComparisonRate({ annualRatePercent, upfrontFeeCents, monthlyFeeCents }));
    }
  }
  return rates;
}

const cache = new WeakMap<LenderWithProducts, PreparedLender>();

/** Prepares a lender once (later calls return the same object); the API prepares a panel as it loads it. */
export function prepareLender(lender: LenderWithProducts): PreparedLender {
  let prepared = cache.get(lender);
  if (prepared) return prepared;
  prepared = {
    lender,
    logoUrl: lender.logoUrl ?? lenderLogoPath(lender.id),
    products: lender.products.map((product) => {
      const upfrontFeeCents = toCents(product.upfrontFee);
      const monthlyFeeCents = toCents(product.monthlyFee);
      return {
        product,
        upfrontFeeCents,
        monthlyFeeCents,
        upfrontFeeAmount: fromCents(upfrontFeeCents),
        monthlyOngoingFeeAmount: fromCents(monthlyFeeCents),
        // Frozen: every offer of this product shares it.
        requiredDocuments: Object.freeze(requiredDocumentsMap(lender.requiredDocuments, product.requiredDocuments)),
        lowDoc: offersLowDoc(product),
        standardRates: standardRatesOf(product, upfrontFeeCents, monthlyFeeCents),
      };
    }),
  };
  cache.set(lender, prepared);
  return prepared;
}
