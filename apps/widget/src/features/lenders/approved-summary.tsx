import type { Country } from '@kerb/domain/enums/index';
import { formatRepayment } from '#ui/money';
import { Skeleton } from '#ui/spinner';

/**
 * spec 2 §2 "Indicatively approved": "The lowest weekly repayment among lenders is shown as the quote",
 * under the title, with the expandable explanation.
 */
export function ApprovedSummary({ lowestWeekly, lenderCount, loading, country }: { lowestWeekly: number | null; lenderCount: number; loading: boolean; country: Country }) {
  return (
    <div className="kerb-approved-summary">
      <div className="kerb-approved-quote" aria-live="polite" aria-busy={loading || undefined}>
        <span className="kerb-approved-quote__label">Your quote</span>
        {lowestWeekly !== null ? (
          <>
            <p className="kerb-approved-quote__figure">
              <span className="kerb-approved-quote__from">from</span>
              <span className="kerb-approved-quote__amount">{formatRepayment(lowestWeekly, country)}</span>
              <span className="kerb-approved-quote__per">per week</span>
            </p>
            <p className="kerb-approved-quote__meta">
              {lenderCount} {lenderCount === 1 ? 'lender is' : 'lenders are'} ready to consider your application
            </p>
          </>
        ) : loading ? (
          <>
            <Skeleton width="60%" height={36} />
            <Skeleton width="80%" height={14} />
          </>
        ) : (
          <p className="kerb-approved-quote__meta">No lender fits this loan structure. Try editing it below.</p>
        )}
      </div>
      <details className="kerb-explain">
        <summary>What does indicative approval mean?</summary>
        <p>
          Based on what you’ve told us and a soft check of your credit file, these lenders are likely to approve your loan.
          It isn’t a formal approval: the lender you choose confirms your details, income and vehicle before the final
          decision. A soft check doesn’t affect your credit score.
        </p>
      </details>
    </div>
  );
}
