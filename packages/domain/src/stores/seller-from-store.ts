import type { Seller } from '../borrower/seller';
import { SELLER_EMAIL_MAX_LENGTH, SELLER_PHONE_MAX_LENGTH } from '../borrower/limits';
import type { StoreSelectorOption } from '../partner/config';

// A dealer group's chosen store is the seller (docs/decisions/063, issue 33 §5). The store option carries no
// e-mail or phone (spec 2 §3 "Store selector option: partnerId, name, postCode, state, coordinates"); the
// group's dealer contact stands in.

export interface DealerContact {
  dealerEmail?: string | undefined;
  dealerPhone?: string | undefined;
}

/**
 * The seller with the chosen store filled in as the dealership. Only a seller the borrower has not named
 * (or one an earlier store choice named) is filled, and never one the borrower said is private or unknown:
 * what they typed is theirs. The e-mail and phone are the group's dealer contact, where the seller has none.
 */
export function sellerFromStore(
  seller: Seller | undefined, store: StoreSelectorOption, stores: readonly StoreSelectorOption[], dealer: DealerContact,
): Seller {
  const current = seller ?? {};
  const namedByBorrower = Boolean(current.name) && !stores.some((s) => s.name === current.name);
  if (namedByBorrower || (current.type && current.type !== 'DEALERSHIP')) return current;
  const phone = dealer.dealerPhone?.replace(/\D/g, '');
  const email = dealer.dealerEmail;
  return {
    ...current,
    type: 'DEALERSHIP',
    name: store.name,
    ...(!current.email && email && email.length <= SELLER_EMAIL_MAX_LENGTH ? { email } : {}),
    ...(!current.phone && phone && phone.length <= SELLER_PHONE_MAX_LENGTH ? { phone } : {}),
  };
}
