import { AFTER_CONGRATULATIONS } from '@kerb/domain/journey/submit-navigation';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { TickIcon } from '#ui/tick-icon';
import './application.css';

/** The application's reference, as the borrower can quote it to the lender or the dealer. */
const referenceOf = (applicationId: string | null | undefined) => applicationId?.replace(/-/g, '').slice(0, 8).toUpperCase();

/**
 * CONGRATULATIONS, "application submitted" (spec 1 §2; its content is docs/decisions/041): who has the
 * application now and what happens next. "Closing goes to basic, then shows the in-progress modal", which
 * cannot be closed: a submitted application is read-only (spec 1 §4 "Saving").
 */
export function CongratulationsModal({ closable }: ModalComponentProps) {
  const lender = useAppStore((s) => s.borrower.selectedLender?.lenderName);
  const reference = useAppStore((s) => referenceOf(s.borrower.application?.applicationId));
  // Only a partner that takes lead e-mails is sent the application pack on submit (docs/decisions/045).
  const dealerGetsCopy = useAppStore((s) => Boolean(s.partner?.sendLeadEmail));
  const close = () => {
    const state = useAppStore.getState();
    state.setDisplay(AFTER_CONGRATULATIONS.screen);
    state.openModal(AFTER_CONGRATULATIONS.inProgressModal, { closable: false });
  };
  return (
    <Modal
      title="Congratulations! Your application has been submitted"
      closable={closable} onClose={close} footer={<Button block onClick={close}>Done</Button>}
    >
      <div className="kerb-submitted">
        <span className="kerb-submitted__mark" aria-hidden="true"><TickIcon filled size={56} /></span>
        <p className="kerb-submitted__lead">
          {lender ? <><strong>{lender}</strong> now has</> : 'Your lender now has'} your application and documents.
        </p>
        <ul className="kerb-submitted__next">
          <li>They review it and contact you about the next steps, usually within a few business days.</li>
          {dealerGetsCopy && <li>We've sent a copy to the dealer who is helping you.</li>}
          <li>Your application is locked now, so nothing changes while the lender reviews it.</li>
        </ul>
        {reference && <p className="kerb-submitted__reference">Your reference: <strong>{reference}</strong></p>}
      </div>
    </Modal>
  );
}

export default CongratulationsModal;
