import { identificationErrors, LICENCE_SIDES, offersDoItLater } from '@kerb/domain/borrower/licence-reading';
import { isTestDrive } from '@kerb/domain/journey/journey-context';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, journeyContextOf, takeStep } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ContinueOnPhone } from '#ui/continue-on-phone';
import { ScreenLayout } from '#ui/screen-layout';
import { createLoginLink } from '#lib/login-link-api';
import { useLiveDocuments } from '#lib/use-live-documents';
import { LicenceSideSection } from './licence-side';
import './identification.css';

/**
 * spec 2 §2 "Identification": the driver's licence front and back (card only), each a collapsible section,
 * both required with the highlight after Next (spec 2 §5). "I'll do it later" once both are present, never in
 * test drive, goes to the summary without reading the licence (docs/decisions/036). Next: the domain routes
 * (OCR animation when the licence has not been read yet, else the OCR summary).
 */
export function IdentificationScreen() {
  // A borrower on a computer photographs the card with the phone (the QR code below); the photos arrive here.
  useLiveDocuments();
  const docs = useAppStore((s) => s.borrower.supportingDocs);
  const testDrive = useAppStore((s) => isTestDrive(journeyContextOf(s)));
  const [tried, setTried] = useState(false);
  const errors = tried ? identificationErrors(docs) : {};

  const next = async () => {
    if (Object.keys(identificationErrors(useAppStore.getState().borrower.supportingDocs)).length > 0) {
      setTried(true);
      return;
    }
    await saveBorrower(useAppStore);
    goNext('IDENTIFICATION');
  };

  return (
    <ScreenLayout
      screenId="IDENTIFICATION" title="Your driver's licence"
      helper="Add a photo of each side of your physical licence card. We read your details from it, so there's less to type."
      onBack={() => goBack('IDENTIFICATION')} onNext={() => void next()}
    >
      <div className="kerb-upload-cards">
        {LICENCE_SIDES.map((side) => (
          <LicenceSideSection key={side} side={side} stored={docs?.[side]?.[0]} missing={Boolean(errors[side])} />
        ))}
        <ContinueOnPhone createLink={() => createLoginLink('IDENTIFICATION')} />
        <p className="kerb-identification__privacy">Your licence is stored securely and only shared with the lender you choose.</p>
        {offersDoItLater(docs, testDrive) && (
          <Button variant="link" onClick={() => takeStep({ screen: 'OCR_SUMMARY' })}>I'll do it later</Button>
        )}
      </div>
    </ScreenLayout>
  );
}

export default IdentificationScreen;
