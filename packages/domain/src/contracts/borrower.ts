// spec 1 §7: the borrower calls. The API validates requests with these schemas and the widget parses
// answers with them.
import { z } from 'zod/mini';
import { Country, InitialJourney } from '../enums/index';
import { Agreements } from '../borrower/agreements';
import { Borrower, BorrowerPatch } from '../borrower/index';

const PartnerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
const optionalFlag = z.nullish(z.boolean());

// spec 1 §7 "borrower, partnerId, country, sendToDealerSolutions, sendEmailToOnlyCars, mongoPartnerId,
// sendToFintelligence, initialJourney, waitForStoreSelector". The borrower is a patch: what the widget
// changed (or the whole borrower; both merge the same way).
export const CreateOrUpdateBorrowerRequest = z.object({
  borrower: BorrowerPatch,
  partnerId: PartnerId,
  country: z._default(Country, 'AU'),
  sendToDealerSolutions: optionalFlag,
  sendEmailToOnlyCars: optionalFlag,
  mongoPartnerId: z.nullish(z.string().check(z.trim(), z.maxLength(80))),
  sendToFintelligence: optionalFlag,
  initialJourney: z.nullish(InitialJourney),
  waitForStoreSelector: optionalFlag,
});
export type CreateOrUpdateBorrowerRequest = z.input<typeof CreateOrUpdateBorrowerRequest>;

/** createOrUpdate and new-application answer the saved borrower with its current application. */
export const BorrowerResponse = z.object({ borrower: Borrower });
export type BorrowerResponse = z.infer<typeof BorrowerResponse>;

// spec 1 §7 POST /api/borrower/get "partnerId".
export const GetBorrowerRequest = z.object({ partnerId: z.nullish(PartnerId) });
export type GetBorrowerRequest = z.input<typeof GetBorrowerRequest>;

/** Before the first save the caller has no borrower: null, not an error. */
export const GetBorrowerResponse = z.object({ borrower: z.nullable(Borrower) });
export type GetBorrowerResponse = z.infer<typeof GetBorrowerResponse>;

// spec 1 §7 POST /api/borrower/new-application "not shown": the partner the new application comes from.
export const NewApplicationRequest = z.object({
  partnerId: z.nullish(PartnerId),
  country: z._default(Country, 'AU'),
  initialJourney: z.nullish(InitialJourney),
});
export type NewApplicationRequest = z.input<typeof NewApplicationRequest>;

// spec 1 §3 "Consents": GET /api/borrower/terms-and-conditions-agreement.
export const TermsAgreementResponse = z.object({ agreements: Agreements });
export type TermsAgreementResponse = z.infer<typeof TermsAgreementResponse>;

/** spec 1 §4 "Saving": the server refuses a save to a submitted application with this message. */
export const APPLICATION_ALREADY_SUBMITTED = 'Application already submitted';
