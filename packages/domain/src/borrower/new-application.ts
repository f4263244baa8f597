import type { BorrowerDocument } from './index';

// spec 1 §2 "Application in progress": "create new application" calls the server, reloads, and goes to
// the quick calculator. The new application is a new purchase by the same person: what describes the
// person (identity, address, work, money, assets and debts, business, consents, licence images) carries
// over; what describes the purchase (loan, vehicle, seller, lenders, scores, other documents, test
// drives, store) starts empty. The previous application's row stays stored.
const PERSON_PARTS = [
  'personalDetails', 'address', 'addressIndex', 'employments', 'currentEmploymentIndex', 'income', 'expenses',
  'otherAssets', 'creditCards', 'creditCardIndex', 'personalLoans', 'personalLoanIndex', 'motorVehicles',
  'motorVehicleIndex', 'realEstates', 'realEstateIndex', 'business', 'agreements',
] as const satisfies readonly (keyof BorrowerDocument)[];

export function borrowerForNewApplication(borrower: BorrowerDocument): BorrowerDocument {
  const next: Record<string, unknown> = {};
  for (const part of PERSON_PARTS) if (borrower[part] !== undefined) next[part] = borrower[part];
  const { DRIVER_LICENCE_FRONT, DRIVER_LICENCE_BACK } = borrower.supportingDocs ?? {};
  if (DRIVER_LICENCE_FRONT || DRIVER_LICENCE_BACK) {
    next.supportingDocs = {
      ...(DRIVER_LICENCE_FRONT && { DRIVER_LICENCE_FRONT }),
      ...(DRIVER_LICENCE_BACK && { DRIVER_LICENCE_BACK }),
    };
  }
  return next as BorrowerDocument;
}
