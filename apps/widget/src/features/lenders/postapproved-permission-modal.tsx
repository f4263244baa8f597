import { postApprovedProceed } from '@kerb/domain/quote/outcome';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import './lenders.css';

/**
 * spec 1 §2: the indicatively approved screen's Next "opens the post-approved permission modal"; its content
 * is not shown (docs/decisions/014). It asks the borrower's leave to go on to the full application for the
 * chosen lender, then takes spec 2 §4's "Post-approved proceed" way on.
 */
export function PostApprovedPermissionModal({ closable, onClose }: ModalComponentProps) {
  const lender = useAppStore((s) => s.borrower.selectedLender?.lenderName);
  const proceed = () => {
    const state = useAppStore.getState();
    const next = postApprovedProceed(state.borrower.loan?.loanUsage);
    onClose();
    state.setDisplay(next.screen);
    if (next.openWorkHistory) state.openModal('WORK_HISTORY', { closable: true });
  };
  const who = lender ?? 'your chosen lender';

  return (
    <Modal
      title="Ready to apply?"
      description={`A few more details and your application goes to ${who}: your work, what you own and owe, and any documents they need.`}
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button block onClick={proceed}>Yes, continue</Button>
          <Button block variant="secondary" onClick={onClose}>Not yet</Button>
        </>
      }
    >
      <p className="kerb-permission__note">
        By continuing, you give us permission to share the details you provide with {who} for this application.
        Nothing is sent until you submit.
      </p>
    </Modal>
  );
}

export default PostApprovedPermissionModal;
