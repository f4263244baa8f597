import { logout } from '#app/session-actions';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import './welcome.css';

/**
 * spec 1 §2: "A dealership welcome modal opens for a logged-in user when the welcome screen is enabled."
 * Its content is not shown in the spec: a greeting by first name from the partner, Continue, and a way
 * out for someone else on a shared device.
 */
export function DealershipWelcomeModal({ closable, onClose }: ModalComponentProps) {
  const firstName = useAppStore((s) => s.firstName);
  const dealer = useAppStore((s) => s.partner?.dealerName);
  return (
    <Modal
      title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      description={dealer ? `Pick up your finance application with ${dealer} where you left off.` : 'Pick up your finance application where you left off.'}
      onClose={onClose}
      closable={closable}
      footer={
        <>
          <Button variant="primary" block onClick={onClose}>
            Continue
          </Button>
          <p className="kerb-welcome__not-you">
            <span>Not {firstName ?? 'you'}?</span>
            <Button variant="link" onClick={() => void logout(useAppStore)}>
              Logout
            </Button>
          </p>
        </>
      }
    />
  );
}

export default DealershipWelcomeModal;
