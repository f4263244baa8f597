import type { RequiredDocuments } from '../borrower/lenders';
import { fromCents, toCents, type Cents } from '../finance/money';
import { lenderLogoPath } from './logo';
import type { LenderProduct, LenderWithProducts } from './panel';
import { offersLowDoc } from './product-match';
import { requiredDocumentsMap } from './required-documents';

// What every quote needs from a lender and its products but no quote changes: fees in cents and on the
// wire, the documents map, the logo address. Derived once per panel record (the panel in memory is
// immutable; a reload brings new objects), so a quote only does the loan's own arithmetic.

export interface PreparedProduct {
  product: LenderProduct;
  upfrontFeeCents: Cents;
  monthlyFeeCents: Cents;
  upfrontFeeAmount: number;
  monthlyOngoingFeeAmount: number;
  requiredDocuments: RequiredDocuments;
  lowDoc: boolean;
}

export interface PreparedLender {
  lender: LenderWithProducts;
  logoUrl: string;
  products: PreparedProduct[];
}

const cache = new WeakMap<LenderWithProducts, PreparedLender>();

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
        requiredDocuments: requiredDocumentsMap(lender.requiredDocuments, product.requiredDocuments),
        lowDoc: offersLowDoc(product),
      };
    }),
  };
  cache.set(lender, prepared);
  return prepared;
}
