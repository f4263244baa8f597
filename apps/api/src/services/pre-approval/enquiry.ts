import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country } from '@kerb/domain';
import { HttpError } from '../../plugins/errors';
import type { CreditEnquiry } from '../../adapters/credit-bureau/port';

// The credit enquiry for a borrower: the identity the OCR summary confirmed (spec 2 §5 "OCR summary
// requires: first name, last name, ... birthdate, licence number (or version number for NZ), licence
// state ..."), the first address (spec 2 §3 "address (first entry used)") and the amount applied for.

const REQUIRED = ['firstName', 'lastName', 'birthdate'] as const;

const present = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;

/** The enquiry, or 422 naming the first identity detail a bureau cannot search without. */
export function enquiryFor(document: BorrowerDocument, reference: string, country: Country): CreditEnquiry {
  const p = document.personalDetails ?? {};
  for (const field of REQUIRED) {
    if (!p[field]) {
      throw new HttpError(422, 'The credit enquiry needs the applicant\'s name and date of birth', `borrower.personalDetails.${field}`, 'required for the credit enquiry');
    }
  }
  const address = document.address?.[0];
  const loan = document.loan ?? {};
  const amount = Math.max(0, (loan.purchasePrice ?? 0) - (loan.deposit ?? 0) - (loan.tradeIn ?? 0));
  return {
    reference,
    country,
    applicant: {
      firstName: p.firstName!,
      lastName: p.lastName!,
      birthdate: p.birthdate!,
      ...present({
        middleName: p.middleName,
        licenseNumber: p.licenseNumber,
        licenseState: p.licenseState,
        licenseVersionNumber: p.licenseVersionNumber,
      }),
      ...(address
        ? {
            address: present({
              unitNumber: address.unitNumber, streetNumber: address.streetNumber, streetName: address.streetName,
              suburb: address.suburb, state: address.state, postcode: address.postcode,
            }),
          }
        : {}),
    },
    enquiry: { amount, loanUsage: loan.loanUsage ?? 'PERSONAL' },
    ...(document.scores?.selfAssessedCreditHistory ? { selfAssessedCreditHistory: document.scores.selfAssessedCreditHistory } : {}),
  };
}
