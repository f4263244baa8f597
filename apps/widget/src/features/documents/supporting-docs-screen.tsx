import { statementMonthsNeeded } from '@kerb/domain/bank-statements/referral';
import { documentsAskedFor } from '@kerb/domain/borrower/required-documents';
import type { DocumentCode } from '@kerb/domain/enums/index';
import { supportingDocsBack } from '@kerb/domain/journey/submit-navigation';
import { useEffect, useRef, useState } from 'react';
import { takeStep } from '#app/journey';
import { useAppStore } from '#app/store';
import { submitAndShowOutcome } from '#app/submit';
import { ContinueOnPhone } from '#ui/continue-on-phone';
import { ScreenLayout } from '#ui/screen-layout';
import { Spinner } from '#ui/spinner';
import { createLoginLink } from '#lib/login-link-api';
import { useLiveDocuments } from '#lib/use-live-documents';
import { BankStatementsCard } from './bank-statements-card';
import { DocumentCard } from './document-card';
import './documents.css';

/** spec 2 §2: "With none required, the message 'No additional documents required' shows". */
export const NONE_REQUIRED = 'No additional documents required';
const SUBMIT_FAILED = "We couldn't submit your application just now. Please try again.";

/**
 * spec 2 §2 "Supporting documents": the documents the selected lender requires (spec 2 §5 says which are never
 * asked for), each an expandable upload card, with Back and Submit; "With none required, the message 'No
 * additional documents required' shows and the application submits." Uploads and deletes made on another
 * device arrive live (spec 1 §7).
 */
export function SupportingDocsScreen() {
  useLiveDocuments();
  const docs = useAppStore((s) => s.borrower.supportingDocs);
  const required = useAppStore((s) => s.borrower.selectedLender?.requiredDocuments);
  const userFlow = useAppStore((s) => s.userFlow);
  const asked = documentsAskedFor(required, userFlow);
  // docs/decisions/064: statements are shared through the provider, offered beside the uploads. The screen
  // submits by itself only with nothing to upload and no statements to offer (spec 2 §2).
  const statementMonths = statementMonthsNeeded(required);
  const [missing, setMissing] = useState<ReadonlySet<DocumentCode>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  // Set by any submit: the screen submits by itself at most once, and never after the borrower has.
  const submittedOnce = useRef(false);

  const submit = async () => {
    submittedOnce.current = true;
    setSubmitting(true);
    setFailed(false);
    const result = await submitAndShowOutcome();
    setSubmitting(false);
    if (!result.submitted) {
      setMissing(new Set(result.missing));
      setFailed(result.missing.length === 0);
    }
  };

  useEffect(() => {
    if (asked.length > 0 || statementMonths !== null || submittedOnce.current) return;
    void submit();
  }, [asked.length, statementMonths]);

  return (
    <ScreenLayout
      screenId="SUPPORTING_DOCS" title="Supporting documents"
      helper={asked.length > 0 ? 'Your lender needs these to finalise your application. Photos or PDFs are fine.'
        : statementMonths !== null ? 'Your lender asks to see your bank statements. Share them securely, then submit.' : undefined}
      onBack={() => takeStep(supportingDocsBack())} onNext={() => void submit()}
      nextLabel={submitting ? 'Submitting...' : 'Submit'} nextDisabled={submitting}
    >
      <div className="kerb-upload-cards">
        {asked.length === 0 ? (
          statementMonths === null && <p className="kerb-docs__none" role="status">{NONE_REQUIRED}</p>
        ) : (
          asked.map((document) => (
            <DocumentCard key={document.code} document={document} files={docs?.[document.code] ?? []} missing={missing.has(document.code)} />
          ))
        )}
        {statementMonths !== null && <BankStatementsCard months={statementMonths} />}
        {submitting && <p className="kerb-upload-card__busy" role="status"><Spinner size={18} /> Submitting your application...</p>}
        {failed && <p className="kerb-docs__error" role="alert">{SUBMIT_FAILED}</p>}
        {asked.length > 0 && <ContinueOnPhone createLink={() => createLoginLink('SUPPORTING_DOCS')} />}
      </div>
    </ScreenLayout>
  );
}

export default SupportingDocsScreen;
