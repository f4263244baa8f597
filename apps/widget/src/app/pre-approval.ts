import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { applicationStatusAfter } from '@kerb/domain/pre-approval/application-status';
import { submitPreApproval } from '../lib/pre-approval-api';
import { saveBorrower } from './borrower-sync';
import { useAppStore } from './store';

/** spec 2 §7: the answer is "stored as scores" (the server stores it too; this keeps the widget's copy). */
export function storePreApprovalAnswer(answer: PreApprovalResponse, { scoreOnly = false }: { scoreOnly?: boolean } = {}): void {
  const { verdict, approvedLenders, reason: _reason, lenders: _lenders, ...scores } = answer;
  const numbers = Object.fromEntries(Object.entries(scores).filter(([, v]) => typeof v === 'number'));
  useAppStore.getState().updateBorrower((b) => ({
    ...b,
    scores: { ...b.scores, ...numbers, verdict, approvedLenders },
    // As the server records it: the test-drive credit check approves no loan (docs/decisions/052).
    application: { ...b.application, ...applicationStatusAfter(verdict, { scoreOnly }) },
  }));
}

/**
 * Saves the borrower, then runs spec 2 §7 POST /api/submit/preApproval on what is stored and keeps the answer.
 * Null when the call failed ("failure treated as referred"). A failed save is only logged (spec 1 §7).
 * The test-drive agreement's check asks for the score alone (creditScoreTestDrive).
 */
export async function runPreApproval(options: { creditScoreTestDrive?: boolean } = {}): Promise<PreApprovalResponse | null> {
  await saveBorrower(useAppStore);
  const { borrower, partner } = useAppStore.getState();
  const answer = await submitPreApproval(borrower, partner, options);
  if (answer) storePreApprovalAnswer(answer, { scoreOnly: options.creditScoreTestDrive });
  return answer;
}
