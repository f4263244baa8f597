import type { StatementMonths } from '@kerb/domain/bank-statements/referral';
import type { BankStatementsResult } from '@kerb/domain/contracts/bank-statements';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { FieldError } from '#ui/text-field';
import { UploadCardStatus } from '#ui/upload-card';
import { createBankStatementsReferral, readBankStatements } from '#lib/bank-statements-api';
import { logFailure } from '#lib/log';

export const SHARE_LABEL = 'Share your bank statements';
const UNAVAILABLE = "We couldn't open the bank statements service just now. Please try again.";
/** How often a waiting card asks whether the provider has the statements yet (and whenever the page is back in view). */
const POLL_MS = 3_000;

const dayOf = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** The referral's result, kept fresh while the borrower is away at the provider. */
function useBankStatements() {
  const [result, setResult] = useState<BankStatementsResult | null>(null);
  const refresh = useCallback(() => readBankStatements().then(setResult, (error: unknown) => logFailure('bank statements status', error)), []);
  useEffect(() => {
    let open = true;
    readBankStatements().then((answer) => open && setResult(answer), (error: unknown) => logFailure('bank statements status', error));
    return () => {
      open = false;
    };
  }, []);
  const waiting = result?.status === 'REQUESTED';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    const onReturn = () => document.visibilityState === 'visible' && void refresh();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [waiting, refresh]);
  return { result, setResult };
}

/**
 * Issue 33 §6 "Bank statements" (docs/decisions/064): the chosen lender needs `months` of statements, which the
 * borrower shares at the bank statements provider (spec 1 §7 "a bank-statements referral endpoint with referrer
 * codes for 3, 6 and 12 months"), not as an upload (spec 2 §5). The provider opens in a new window; this card
 * shows "Received" once the provider has them.
 */
export function BankStatementsCard({ months }: { months: StatementMonths }) {
  const { result, setResult } = useBankStatements();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const titleId = useId();
  const errorId = `${titleId}-error`;
  const status = result?.status ?? 'NOT_SHARED';

  const share = async () => {
    setOpening(true);
    setFailed(false);
    setBlockedUrl(null);
    // Opened within the click, so no popup blocker stops it; pointed at the provider once its link is made.
    const popup = window.open('', '_blank');
    try {
      const referral = await createBankStatementsReferral();
      setResult(referral);
      if (popup) {
        popup.opener = null; // the provider's page cannot reach back into the widget
        popup.location.href = referral.url;
      } else {
        setBlockedUrl(referral.url);
      }
    } catch (error) {
      popup?.close();
      logFailure('bank statements referral', error);
      setFailed(true);
    }
    setOpening(false);
  };

  const shareButton = (variant: 'primary' | 'secondary' | 'link', label = SHARE_LABEL) => (
    <Button variant={variant} block={variant !== 'link'} size={variant === 'link' ? 'small' : 'normal'} busy={opening} disabled={opening}
      aria-describedby={failed ? errorId : undefined} onClick={() => void share()}>
      {opening ? 'Opening...' : label}
    </Button>
  );

  return (
    <section className="kerb-upload-card" aria-labelledby={titleId}>
      <div className="kerb-upload-card__summary">
        <span id={titleId}>Bank statements <span className="kerb-statements__period">({months} months)</span></span>
        <UploadCardStatus done={status === 'RECEIVED'}>
          {status === 'RECEIVED' ? 'Received' : status === 'REQUESTED' ? 'Waiting' : 'Needed'}
        </UploadCardStatus>
      </div>
      <div className="kerb-upload-card__body" aria-live="polite">
        {status === 'RECEIVED' && (
          <p className="kerb-statements__text">
            {result?.institution ? `Shared from ${result.institution}` : 'Shared with your lender'}
            {result?.completedAt ? ` on ${dayOf(result.completedAt)}` : ''}.
          </p>
        )}
        {status === 'REQUESTED' && (
          <>
            <p className="kerb-upload-card__busy" role="status"><Spinner size={18} /> Waiting for your bank...</p>
            <p className="kerb-statements__text kerb-statements__muted">Finish in the window that opened, then come back here.</p>
            {blockedUrl ? (
              <a className="kerb-button kerb-button--primary kerb-button--block" href={blockedUrl} target="_blank" rel="noopener noreferrer">Open the bank statements service</a>
            ) : shareButton('link', 'Open it again')}
          </>
        )}
        {(status === 'NOT_SHARED' || status === 'NOT_RECEIVED') && (
          <>
            <p className="kerb-statements__text">
              {status === 'NOT_RECEIVED'
                ? "Your statements weren't shared. You can try again."
                : `Your lender needs your last ${months} months of bank statements. Share them securely from your bank in a couple of minutes: nothing to download or upload.`}
            </p>
            {shareButton('secondary')}
          </>
        )}
        {failed && <FieldError id={errorId}>{UNAVAILABLE}</FieldError>}
      </div>
    </section>
  );
}
