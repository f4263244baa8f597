import type { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { afterPreApproval, PRE_APPROVAL_STEPS } from '@kerb/domain/quote/outcome';
import { useEffect, useRef } from 'react';
import { useAppStore } from '#app/store';
import { Ring } from '#ui/ring';
import { ScreenLayout } from '#ui/screen-layout';
import { Spinner } from '#ui/spinner';
import { usePreApprovalRun } from './use-pre-approval-run';
import './outcome.css';
import { TickIcon } from '#ui/tick-icon';

/** spec 2 §7: the answer is "stored as scores" (the server stores it too; this keeps the screen's copy). */
function storeAnswer(answer: PreApprovalResponse): void {
  const { verdict, approvedLenders, reason: _reason, lenders: _lenders, ...scores } = answer;
  const numbers = Object.fromEntries(Object.entries(scores).filter(([, v]) => typeof v === 'number'));
  useAppStore.getState().updateBorrower((b) => ({
    ...b,
    scores: { ...b.scores, ...numbers, verdict, approvedLenders },
    application: { ...b.application, isPreApproved: verdict === 'APPROVED', isDeclined: verdict === 'DECLINED' },
  }));
}

/**
 * spec 2 §2 "Pre-approval animation": six steps one at a time every 2 seconds while the pre-approval call
 * runs; then spec 2 §4's routing (domain afterPreApproval), a failure counting as referred.
 */
export function PreApprovalAnimationScreen() {
  const { step, result } = usePreApprovalRun();
  const wasPreApproved = useRef(Boolean(useAppStore.getState().borrower.application?.isPreApproved));

  useEffect(() => {
    if (!result) return;
    const state = useAppStore.getState();
    if (result.answer) storeAnswer(result.answer);
    const next = afterPreApproval({
      verdict: result.answer?.verdict ?? null,
      approvedLenders: result.answer?.approvedLenders,
      currentScreen: wasPreApproved.current ? 'APPROVED' : 'PREPPROVAL_ANIMATION',
      userFlow: state.userFlow,
      showQuickQuote: state.partner?.showQuickQuote ?? true,
      loanUsage: state.borrower.loan?.loanUsage,
      earlyReferredScreen: state.partner?.earlyReferredScreen ?? false,
    });
    state.setDisplay(next.screen);
    if (next.openWorkHistory) state.openModal('WORK_HISTORY', { closable: true });
  }, [result]);

  const total = PRE_APPROVAL_STEPS.length;
  return (
    <ScreenLayout screenId="PREPPROVAL_ANIMATION" title="Checking with lenders" helper="This takes a few seconds. Please keep this page open." hideNav>
      <div className="kerb-checking">
        <Ring value={Math.round((Math.min(step, total) / total) * 100)} label="Progress" size={112} unit="%" />
        <ol className="kerb-checking__steps" aria-live="polite">
          {PRE_APPROVAL_STEPS.slice(0, step).map((text, index) => {
            const done = index < step - 1 || result !== null;
            return (
              <li key={text} className={done ? 'kerb-checking__step kerb-checking__step--done' : 'kerb-checking__step'}>
                {done ? <TickIcon filled /> : <Spinner size={18} />}
                <span>{text}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </ScreenLayout>
  );
}

export default PreApprovalAnimationScreen;
