import type { Country } from '@kerb/domain/enums/index';
import { type CoveredLoan, nothingToBorrowText } from '@kerb/domain/quote/loan-limits';
import { quoteTextWith } from '@kerb/domain/quote/quick-calculator';
import { formatAmount, formatRepayment } from '#ui/money';
import { Skeleton, Spinner } from '#ui/spinner';
import { Tooltip } from '#ui/tooltip';
import type { QuoteEstimate } from './use-quote-estimate';

export const ESTIMATE_NOTE =
  'Repayments are estimates only, from the lowest rate on our lender panel for the details given. Your rate depends on your circumstances and the lender’s assessment.';

export interface EstimateCardProps {
  estimate: QuoteEstimate;
  country: Country;
  /** The partner's quote text ("Ride away from $X per week*"), else the standard headline. */
  quoteText?: string | undefined;
  termYears?: number | undefined;
  idleText?: string;
  /** The loan being quoted: with a price that the deposit and trade-in cover, the card says so. */
  loan?: CoveredLoan;
}

/** The indicative weekly repayment, from the cheapest offer (spec 2 §2 quick calculator, loan, campaign). */
export function EstimateCard({ estimate, country, quoteText, termYears, idleText = 'Enter a price to see your weekly repayment.', loan }: EstimateCardProps) {
  const { status, lowestWeekly, lenderCount } = estimate;
  const covered = status === 'idle' ? nothingToBorrowText(loan) : undefined;
  const busy = status === 'loading';
  const none = status === 'ready' && lowestWeekly === null;
  return (
    <section className="kerb-estimate" aria-labelledby="kerb-estimate-title" aria-busy={busy || undefined}>
      <div className="kerb-estimate__head">
        <h2 id="kerb-estimate-title" className="kerb-estimate__title">
          Estimated repayment
        </h2>
        {busy && lowestWeekly !== null && <Spinner className="kerb-estimate__spinner" size={16} />}
        <Tooltip label="About this estimate" align="end">
          {ESTIMATE_NOTE}
        </Tooltip>
      </div>
      <div className="kerb-estimate__body" aria-live="polite">
        {lowestWeekly !== null ? (
          <>
            {quoteText ? (
              <p className="kerb-estimate__quote">{quoteTextWith(quoteText, formatAmount(lowestWeekly, country))}</p>
            ) : (
              <p className="kerb-estimate__figure">
                <span className="kerb-estimate__amount">{formatRepayment(lowestWeekly, country)}</span>
                <span className="kerb-estimate__unit">per week*</span>
              </p>
            )}
            <p className="kerb-estimate__meta">
              Lowest of {lenderCount} {lenderCount === 1 ? 'lender' : 'lenders'}
              {termYears ? ` · over ${termYears} ${termYears === 1 ? 'year' : 'years'}` : ''}
            </p>
          </>
        ) : busy ? (
          <div className="kerb-estimate__loading">
            <Skeleton width="55%" height={34} />
            <Skeleton width="40%" height={14} />
            <span className="kerb-visually-hidden">Finding your repayment…</span>
          </div>
        ) : (
          <p className="kerb-estimate__idle">
            {status === 'error'
              ? 'We couldn’t get an estimate just now. You can still continue.'
              : none
                ? 'No lender on our panel fits this loan yet. Try a different amount or term.'
                : (covered ?? idleText)}
          </p>
        )}
      </div>
    </section>
  );
}
