// spec 2 §7 "GET /api/submit/application | none | final submit; response not shown" (docs/decisions/039).
import { z } from 'zod/mini';
import { DocumentCode } from '../enums/index';

/**
 * 200: the submitted borrower, as `POST /api/borrower/createOrUpdate` answers (`BorrowerResponse`), with
 * `application.isSubmitted` true and `progressPercent` 100. Submitting again answers the same, changing nothing.
 *
 * 422: the asked-for documents (borrower/required-documents) without a file, named so the supporting-docs
 * screen can mark each card: `{statusCode: 422, error, message, field: 'supportingDocs', reason, missing}`.
 * 409 names `selectedLender` when no lender was chosen; 401 without a token.
 */
export const MissingDocumentsBody = z.object({
  field: z.literal('supportingDocs'),
  missing: z.array(DocumentCode),
});
export type MissingDocumentsBody = z.infer<typeof MissingDocumentsBody>;
