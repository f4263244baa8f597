import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { PRE_APPROVAL_STEP_MS, PRE_APPROVAL_STEPS } from '@kerb/domain/quote/outcome';
import { useEffect, useRef, useState } from 'react';
import { runPreApproval } from '#app/pre-approval';
import { useStepTimer } from '#lib/use-step-timer';

export interface PreApprovalRun {
  /** How many steps have been shown (1 to 6). */
  step: number;
  /** Set once both the call has answered and every step has been shown. */
  result: { answer: PreApprovalResponse | null } | null;
}

/**
 * Runs the pre-approval call once, while the six steps are shown one at a time every 2 seconds
 * (spec 2 §2 "Pre-approval animation"). The result is handed over when both are through.
 */
export function usePreApprovalRun(): PreApprovalRun {
  const { shown, finished } = useStepTimer(PRE_APPROVAL_STEPS.length, PRE_APPROVAL_STEP_MS);
  const [answer, setAnswer] = useState<{ answer: PreApprovalResponse | null } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The server checks the stored application: the borrower is saved first, so a structure just changed
    // on the loan screen (whose own save may still be on its way) is the one checked. A failed save is
    // only logged (spec 1 §7) and the check runs on what is stored.
    void runPreApproval().then((a) => setAnswer({ answer: a }));
  }, []);

  return { step: shown, result: finished && answer ? answer : null };
}
