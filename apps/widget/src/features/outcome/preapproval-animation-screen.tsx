import { afterPreApproval, PRE_APPROVAL_STEPS } from '@kerb/domain/quote/outcome';
import { useEffect, useRef } from 'react';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { StepList } from '#ui/step-list';
import { usePreApprovalRun } from './use-pre-approval-run';
import './outcome.css';

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

  return (
    <ScreenLayout screenId="PREPPROVAL_ANIMATION" title="Checking with lenders" helper="This takes a few seconds. Please keep this page open." hideNav>
      <StepList steps={PRE_APPROVAL_STEPS} shown={step} done={result !== null} />
    </ScreenLayout>
  );
}

export default PreApprovalAnimationScreen;
