import { useState } from 'react';
import { startNewApplication } from '#app/borrower-sync';
import { logout } from '#app/session-actions';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';

/**
 * spec 1 §2 "Application in progress": "logout clears token and first name and goes to the quick
 * calculator; 'create new application' calls the server, reloads, and goes to the quick calculator."
 * Not closable by default: a submitted application cannot be edited (spec 1 §4 "Saving").
 */
export function ApplicationInProgressModal({ closable, onClose }: ModalComponentProps) {
  const [creating, setCreating] = useState(false);
  const [failed, setFailed] = useState(false);

  const createNew = async () => {
    setCreating(true);
    setFailed(false);
    const ok = await startNewApplication(useAppStore);
    setCreating(false);
    if (!ok) {
      setFailed(true);
      return;
    }
    useAppStore.setState({ modal: null, modalProps: {}, modalQueue: [] });
    useAppStore.getState().setDisplay('QUICK_CALCULATOR');
  };

  return (
    <Modal
      title="Your application is in progress"
      description="You have already submitted this application and a lender is reviewing it. You can start a new application, or log out."
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button variant="primary" block busy={creating} disabled={creating} onClick={() => void createNew()}>
            {creating ? 'Creating...' : 'Create new application'}
          </Button>
          <Button variant="secondary" block disabled={creating} onClick={() => void logout(useAppStore)}>
            Logout
          </Button>
        </>
      }
    >
      {failed && <Alert tone="error">Error, please try again</Alert>}
    </Modal>
  );
}

export default ApplicationInProgressModal;
