import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country } from '@kerb/domain';
import type { CreditEnquiry } from '../../adapters/credit-bureau/port';
/** The enquiry, or 422 naming the first identity detail a bureau cannot search without. */
export declare function enquiryFor(document: BorrowerDocument, reference: string, country: Country): CreditEnquiry;
