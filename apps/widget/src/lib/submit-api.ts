import { BorrowerResponse } from '@kerb/domain/contracts/borrower';
import { MissingDocumentsBody } from '@kerb/domain/contracts/submit';
import type { DocumentCode } from '@kerb/domain/enums/index';
import type { BorrowerDraft } from '#app/borrower-draft';
import { api, ApiError } from './api-client';
import { logFailure } from './log';

export type SubmitOutcome =
  | { kind: 'SUBMITTED'; borrower: BorrowerDraft }
  /** spec 2 §2 "else errors appear": the asked-for documents the server found without a file. */
  | { kind: 'MISSING_DOCUMENTS'; missing: DocumentCode[] }
  | { kind: 'FAILED' };

/** spec 2 §7 "GET /api/submit/application | none | final submit" (docs/decisions/039 for its answers). */
export async function submitApplication(): Promise<SubmitOutcome> {
  try {
    const answer = await api.get('/api/submit/application', { schema: BorrowerResponse });
    return { kind: 'SUBMITTED', borrower: answer.borrower };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const body = MissingDocumentsBody.safeParse(error.body);
      if (body.success) return { kind: 'MISSING_DOCUMENTS', missing: body.data.missing };
    }
    logFailure('submitting the application', error);
    return { kind: 'FAILED' };
  }
}
