import type { StoreSelectorOption } from '../partner/config';

// A dealer group's chosen store (docs/decisions/063): the borrower deals with that store, so the header names
// it (issue 33 §5) and the seller is that store (seller-from-store.ts). Apart from the seller's rule because the
// header, in the first load, needs only this.

/** The partner's store the borrower chose (or the store's own link named), if it is one of its stores. */
export function chosenStore(
  options: readonly StoreSelectorOption[] | undefined, storeId: string | undefined,
): StoreSelectorOption | undefined {
  return storeId ? options?.find((option) => option.partnerId === storeId) : undefined;
}
