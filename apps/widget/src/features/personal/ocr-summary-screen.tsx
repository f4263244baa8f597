import { addressInformationErrors, contactDetailsErrors, detailsSummaryComplete, personalInformationErrors } from '@kerb/domain/borrower/details-summary';
import type { ModalId } from '@kerb/domain/journey/ids';
import { preApprovalOnSummary } from '@kerb/domain/journey/ocr-summary-navigation';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, journeyContextOf } from '#app/journey';
import { runPreApproval } from '#app/pre-approval';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { useRulesContext } from './details-modal';
import { SummaryCards } from './summary-card';
import { CARD, HOME, PERSON } from './summary-icons';
import { addressRows, contactRows, personalRows } from './summary-rows';
import './personal.css';

const none = (errors: object) => Object.keys(errors).length === 0;

/**
 * spec 2 §2 "OCR summary (details summary)": cards for contact details, address and personal information,
 * each with an Edit button opening the matching modal (CONTACT_DETAILS, ADDRESS_INFORMATION,
 * PERSONAL_INFORMATION). Next validates (spec 2 §5 "OCR summary requires", domain detailsSummaryComplete) and
 * the domain routes: the OCR-check-incomplete modal when incomplete, else on to the verdict.
 */
export function OcrSummaryScreen() {
  const borrower = useAppStore((s) => s.borrower);
  const openModal = useAppStore((s) => s.openModal);
  const ctx = useRulesContext();
  const [tried, setTried] = useState(false);
  const [checking, setChecking] = useState(false);
  const details = borrower.personalDetails ?? {};
  const address = borrower.address?.[0] ?? {};
  const edit = (modal: ModalId) => openModal(modal, { closable: true });
  const cards = [
    { title: 'Contact details', icon: PERSON, modal: 'CONTACT_DETAILS' as const, rows: contactRows(details), complete: none(contactDetailsErrors(details, ctx)) },
    { title: 'Personal information', icon: CARD, modal: 'PERSONAL_INFORMATION' as const, rows: personalRows(details, ctx.country), complete: none(personalInformationErrors(details, ctx)) },
    { title: 'Address', icon: HOME, modal: 'ADDRESS_INFORMATION' as const, rows: addressRows(address, ctx.testDrive), complete: none(addressInformationErrors(address, ctx)) },
  ];

  const next = async () => {
    const detailsComplete = detailsSummaryComplete(useAppStore.getState().borrower, ctx);
    setTried(!detailsComplete);
    if (!detailsComplete) return goNext('OCR_SUMMARY', { detailsComplete });
    const call = preApprovalOnSummary(journeyContextOf(useAppStore.getState(), { detailsComplete }));
    if (call === 'WAIT') {
      setChecking(true);
      const answer = await runPreApproval();
      setChecking(false);
      return goNext('OCR_SUMMARY', { detailsComplete, preApproval: { verdict: answer?.verdict ?? null, approvedLenders: answer?.approvedLenders } });
    }
    if (call === 'WITHOUT_WAITING') void runPreApproval();
    else await saveBorrower(useAppStore);
    goNext('OCR_SUMMARY', { detailsComplete });
  };

  return (
    <ScreenLayout
      screenId="OCR_SUMMARY" title="Check your details" helper="We filled in what we could read from your licence. Check each card and edit anything that's not right."
      onBack={() => goBack('OCR_SUMMARY')} onNext={() => void next()}
      nextDisabled={checking} nextLabel={checking ? 'Checking…' : 'Next'}
    >
      <SummaryCards cards={cards} tried={tried} onEdit={edit} />
    </ScreenLayout>
  );
}

export default OcrSummaryScreen;
