import { addressInformationErrors, contactDetailsErrors, detailsSummaryComplete, personalInformationErrors } from '@kerb/domain/borrower/details-summary';
import type { ModalId } from '@kerb/domain/journey/ids';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { useRulesContext } from './details-modal';
import { SummaryCards } from './summary-card';
import { CARD, PERSON } from './summary-icons';
import { testDriveLicenceRows, testDrivePersonalRows } from './test-drive-summary-rows';
import './personal.css';

const none = (errors: object) => Object.keys(errors).length === 0;

/**
 * spec 2 §2 "Test drive OCR summary": "Cards for personal information (name, phone, e-mail, address) and
 * licence details (date of birth, licence number, state, expiry)". Personal information opens
 * TEST_DRIVE_CONTACT_DETAILS, licence details TEST_DRIVE_PERSONAL_INFORMATION (docs/decisions/052). Next needs
 * the test drive's part of spec 2 §5 "OCR summary requires" (no ownership, no visa) and goes where the domain
 * routes it: the incomplete modal, the store selector, or the test drive agreement.
 */
export function TestDriveSummaryScreen() {
  const borrower = useAppStore((s) => s.borrower);
  const openModal = useAppStore((s) => s.openModal);
  // The test drive's own summary: its rules are the test drive's (spec 2 §5), whichever way it was reached.
  const ctx = { ...useRulesContext(), testDrive: true };
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const details = borrower.personalDetails ?? {};
  const address = borrower.address?.[0] ?? {};
  const edit = (modal: ModalId) => openModal(modal, { closable: true });
  const cards = [
    {
      title: 'Personal information', icon: PERSON, modal: 'TEST_DRIVE_CONTACT_DETAILS' as const, rows: testDrivePersonalRows(details, address),
      complete: none(contactDetailsErrors(details, ctx)) && none(addressInformationErrors(address, ctx)),
    },
    {
      title: 'Licence details', icon: CARD, modal: 'TEST_DRIVE_PERSONAL_INFORMATION' as const, rows: testDriveLicenceRows(details, ctx.country),
      complete: none(personalInformationErrors(details, ctx)),
    },
  ];

  const next = async () => {
    const detailsComplete = detailsSummaryComplete(useAppStore.getState().borrower, ctx);
    setTried(!detailsComplete);
    if (detailsComplete) {
      setSaving(true);
      await saveBorrower(useAppStore);
      setSaving(false);
    }
    goNext('TEST_DRIVE_OCR_SUMMARY', { detailsComplete });
  };

  return (
    <ScreenLayout
      screenId="TEST_DRIVE_OCR_SUMMARY" title="Check your details"
      helper="We filled in what we could read from your licence. Check both cards before your test drive."
      onBack={() => goBack('TEST_DRIVE_OCR_SUMMARY')} onNext={() => void next()} nextDisabled={saving}
    >
      <SummaryCards cards={cards} tried={tried} onEdit={edit} />
    </ScreenLayout>
  );
}

export default TestDriveSummaryScreen;
