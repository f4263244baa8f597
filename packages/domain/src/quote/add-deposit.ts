import { fromCents, roundCents, toCents } from '../finance/money';
import type { QuoteAction } from './quick-calculator';

// spec 1 §2 "Other modals in the shell": "Add deposit: offers a 20% or 10% deposit of the purchase price
// (default 40000 when unknown); then register if not logged in, or identification if logged in (not for
// 20%)." spec 1 §9: "default purchase price 0 (40000 for the deposit offer)"; "deposit options 10% and 20%".

export const DEPOSIT_OPTION_PERCENTS = [20, 10] as const;
export type DepositOptionPercent = (typeof DEPOSIT_OPTION_PERCENTS)[number];

export const DEPOSIT_OFFER_DEFAULT_PRICE = 40_000;

/** The price the offer is worked out on: the borrower's, else 40000. */
export const depositOfferPrice = (purchasePrice: number | undefined): number =>
  purchasePrice && purchasePrice > 0 ? purchasePrice : DEPOSIT_OFFER_DEFAULT_PRICE;

/** A deposit option in dollars, to the cent. */
export const depositOption = (percent: DepositOptionPercent, purchasePrice: number | undefined): number =>
  fromCents(roundCents((toCents(depositOfferPrice(purchasePrice)) * percent) / 100));

/**
 * After a choice: register when not logged in; logged in, identification for 10%, while 20% closes the
 * modal and leaves the borrower where they are ("not for 20%").
 */
export function afterDepositChoice(percent: DepositOptionPercent, isLoggedIn: boolean): QuoteAction | { close: true } {
  if (!isLoggedIn) return { modal: 'REGISTER' };
  if (percent === 20) return { close: true };
  return { screen: 'IDENTIFICATION' };
}
