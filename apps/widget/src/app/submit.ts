import type { DocumentCode } from '@kerb/domain/enums/index';
import { afterSubmit } from '@kerb/domain/journey/submit-navigation';
import { submitApplication } from '../lib/submit-api';
import { journeyContextOf, takeStep } from './journey';
import { useAppStore } from './store';

/** spec 2 §2 "Submit: … progress becomes 100" (spec 1 §4 "reaching submit sets 100"). */
const SUBMITTED_PROGRESS = 100;

export type SubmitResult = { submitted: true } | { submitted: false; missing: DocumentCode[] };

/**
 * The final submit, from the supporting-docs screen or straight from assets and liabilities when every
 * document is there (spec 2 §2): the server marks the application submitted; the widget keeps the answer
 * and shows what the domain routes to (afterSubmit). When documents are missing the caller shows them.
 */
export async function submitAndShowOutcome(store = useAppStore): Promise<SubmitResult> {
  const outcome = await submitApplication();
  if (outcome.kind === 'MISSING_DOCUMENTS') return { submitted: false, missing: outcome.missing };
  if (outcome.kind === 'FAILED') return { submitted: false, missing: [] };
  store.getState().setBorrower(outcome.borrower);
  store.getState().raiseProgress(SUBMITTED_PROGRESS);
  takeStep(afterSubmit(journeyContextOf(store.getState())), store);
  return { submitted: true };
}
