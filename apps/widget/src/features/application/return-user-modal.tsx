import { resumeScreenFor } from '@kerb/domain/journey/resume';
import { useState } from 'react';
import { startNewApplication } from '#app/borrower-sync';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import './application.css';

/**
 * RETURN_USER (spec 1 §2; content docs/decisions/030): after logging back in, a borrower whose application
 * got further than the screen shown is offered to continue where they stopped, or to start again.
 */
export function ReturnUserModal({ closable, onClose }: ModalComponentProps) {
  const firstName = useAppStore((s) => s.borrower.personalDetails?.firstName ?? s.firstName);
  const application = useAppStore((s) => s.borrower.application);
  const loanUsage = useAppStore((s) => s.borrower.loan?.loanUsage);
  const progress = application?.progressPercent ?? 0;
  const [creating, setCreating] = useState(false);
  const [failed, setFailed] = useState(false);

  const resume = () => {
    const state = useAppStore.getState();
    state.setDisplay(resumeScreenFor({ progressPercent: progress, loanUsage, isPreApproved: Boolean(application?.isPreApproved) }));
    onClose();
  };
  const startAgain = async () => {
    setCreating(true);
    setFailed(false);
    const ok = await startNewApplication(useAppStore);
    setCreating(false);
    if (!ok) return setFailed(true);
    useAppStore.getState().setDisplay('QUICK_CALCULATOR');
    onClose();
  };

  return (
    <Modal
      title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      description={`Your application is ${progress}% complete. Pick up where you left off: everything you told us is saved.`}
      closable={closable} onClose={onClose}
      footer={
        <>
          <Button block onClick={resume} disabled={creating}>Continue where I left off</Button>
          <Button variant="secondary" block busy={creating} disabled={creating} onClick={() => void startAgain()}>
            {creating ? 'Creating...' : 'Start a new application'}
          </Button>
        </>
      }
    >
      <div className="kerb-return__bar" role="progressbar" aria-label="Application progress" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${progress}%` }} />
      </div>
      {failed && <Alert tone="error">Error, please try again</Alert>}
    </Modal>
  );
}

export default ReturnUserModal;
