import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { AgreementBody } from './agreement-body';
import './test-drive.css';

/**
 * spec 1 §2 TEST_DRIVE_AGREEMENT (modal). Spec 2 gives the agreement its acceptance on the screen of that
 * name, so the modal has no acceptance of its own: it shows the same text again, for the borrower to reread
 * what they accepted from the test-drive ready screen (docs/decisions/052).
 */
export function TestDriveAgreementModal({ closable, onClose }: ModalComponentProps) {
  const accepted = useAppStore((s) => s.borrower.testDrives?.[0]?.agreedToTestDriveAgreement === true);
  return (
    <Modal
      title="Test drive agreement" closable={closable} onClose={onClose}
      description={accepted ? 'The agreement you accepted for your test drive.' : 'The agreement you accept before your test drive.'}
      footer={<Button block onClick={onClose}>Done</Button>}
    >
      {/* A scrollable region is focusable, so keyboard users can scroll it too. */}
      <div className="kerb-agreement kerb-agreement--modal" tabIndex={0} role="region" aria-label="Test drive agreement text">
        <AgreementBody />
      </div>
    </Modal>
  );
}

export default TestDriveAgreementModal;
