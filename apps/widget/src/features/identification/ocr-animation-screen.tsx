import { applyLicenceReading, OCR_STEP_MS, OCR_STEPS } from '@kerb/domain/borrower/licence-reading';
import type { OcrDriverLicenseResponse } from '@kerb/domain/contracts/ocr';
import { useEffect, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { readDriverLicence } from '#lib/documents-api';
import { useStepTimer } from '#lib/use-step-timer';
import { ScreenLayout } from '#ui/screen-layout';
import { StepList } from '#ui/step-list';

/**
 * spec 2 §2 "OCR animation": five messages every 2 seconds while the licence is read (spec 2 §7 POST
 * /api/ocr/driverlicense), "then goes to the OCR summary" with personal details and the first address filled
 * from what was read. A licence that could not be read leaves the summary to be typed.
 */
export function OcrAnimationScreen() {
  const { shown, finished } = useStepTimer(OCR_STEPS.length, OCR_STEP_MS);
  const [reading, setReading] = useState<{ answer: OcrDriverLicenseResponse | null } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const docs = useAppStore.getState().borrower.supportingDocs;
    const front = docs?.DRIVER_LICENCE_FRONT?.[0]?.url;
    const back = docs?.DRIVER_LICENCE_BACK?.[0]?.url;
    void (front ? readDriverLicence(front, back) : Promise.resolve(null)).then((answer) => setReading({ answer }));
  }, []);

  useEffect(() => {
    if (!finished || !reading) return;
    const { answer } = reading;
    if (answer) useAppStore.getState().updateBorrower((b) => applyLicenceReading(b, answer));
    void saveBorrower(useAppStore).then(() => goNext('OCR_ANIMATION'));
  }, [finished, reading]);

  return (
    <ScreenLayout screenId="OCR_ANIMATION" title="Reading your licence" helper="This takes a few seconds. Please keep this page open." hideNav>
      <StepList steps={OCR_STEPS} shown={shown} done={finished && reading !== null} />
    </ScreenLayout>
  );
}

export default OcrAnimationScreen;
