// The offers hook lives in #lib, shared with the test-drive ready screen's quote.
export { type LenderOffers, useLenderOffers } from '#lib/use-lender-offers';
