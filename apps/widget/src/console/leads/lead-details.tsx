import type { ApplicationSection, LeadDetailsResponse, LeadQuote, SectionPart } from '@kerb/domain/contracts/application-sections';
import type { Country } from '@kerb/domain/enums/index';
import { Alert } from '#ui/alert';
import { formatMoney, formatRate, formatRepayment } from '#ui/money';
import { messageOf } from '../console-api';

// Issue 36 §2 "Lead detail: the borrower's details as submitted, the quote and chosen lender": the sections
// the application pack shows (the API sends them written for people, from the same description as the PDF),
// each a heading with its definition list and tables.

/** The supporting documents are listed (with downloads) in the lead's Documents card, so not twice. */
const SHOWN_ELSEWHERE = new Set<ApplicationSection['id']>(['documents']);

export function LeadDetails({ details, error }: { details: LeadDetailsResponse | null; error: unknown }) {
  return (
    <section className="console-card console-details" aria-labelledby="details-title">
      <h2 id="details-title">Application details</h2>
      {!details ? (error !== null ? <Alert tone="error">{messageOf(error)}</Alert> : <p className="console-muted">Loading the application…</p>) : (
        details.sections.filter((s) => !SHOWN_ELSEWHERE.has(s.id)).map((s) => <DetailSection key={s.id} section={s} />)
      )}
    </section>
  );
}

function DetailSection({ section }: { section: ApplicationSection }) {
  const titleId = `details-${section.id}`;
  const tables = section.parts.filter((p) => p.kind === 'table').length;
  return (
    <section className="console-details__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{section.title}</h3>
      {section.parts.map((part, i) => <Part key={i} part={part} label={tables > 1 && part.kind === 'table' ? part.columns[0]?.header ?? section.title : `${section.title} table`} />)}
    </section>
  );
}

/** `label` names a table's scrolling box (a phone scrolls a wide table sideways, by keyboard too). */
function Part({ part, label }: { part: SectionPart; label: string }) {
  switch (part.kind) {
    case 'fields':
      if (part.fields.length === 0) return <p className="console-muted">Not provided</p>;
      return (
        <dl className={`console-details__fields${part.columns === 1 ? ' console-details__fields--wide' : ''}`}>
          {part.fields.map((f) => <div key={f.label}><dt>{f.label}</dt><dd>{f.value}</dd></div>)}
        </dl>
      );
    case 'table':
      if (part.rows.length === 0) return <p className="console-muted">{part.empty}</p>;
      return (
        <div className="console-table-wrap console-details__table" role="region" aria-label={label} tabIndex={0}>
          <table className="console-table console-table--compact">
            <thead>
              <tr>{part.columns.map((c) => <th key={c.header} scope="col" className={c.align === 'right' ? 'console-num' : undefined}>{c.header}</th>)}</tr>
            </thead>
            <tbody>
              {part.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, c) => <td key={c} className={part.columns[c]?.align === 'right' ? 'console-num' : undefined}>{cell}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return <p className="console-muted">{part.text}</p>;
    case 'footnote':
      return <p className="console-details__footnote">{part.text}</p>;
  }
}

/** The chosen lender's quote, beside the borrower's name: what a dealer is asked about first. */
export function QuoteSummary({ quote, country }: { quote: LeadQuote; country: Country }) {
  const offer = quote.offer;
  return (
    <section className="console-quote" aria-label="Quote">
      <dl>
        <div className="console-quote__lender"><dt>Lender</dt><dd>{quote.lenderName}</dd></div>
        {offer ? (
          <>
            <div>
              <dt>Repayment</dt>
              <dd>{formatRepayment(offer.repaymentAmount, country)} <span className="console-quote__sub">{offer.repaymentFrequency.toLowerCase()}</span></dd>
            </div>
            <div><dt>Term</dt><dd>{offer.loanTerm} year{offer.loanTerm === 1 ? '' : 's'}</dd></div>
            <div>
              <dt>Interest rate</dt>
              <dd>
                {formatRate(offer.advertisedRateInPercent)}
                {offer.comparisonRateInPercent !== undefined && <span className="console-quote__sub">comparison {formatRate(offer.comparisonRateInPercent)}*</span>}
              </dd>
            </div>
            <div><dt>Amount financed</dt><dd>{formatMoney(offer.financeTotal, { country, decimals: 2 })}</dd></div>
          </>
        ) : (
          <div><dt>Offer</dt><dd>The lender no longer quotes this loan and will confirm its terms</dd></div>
        )}
      </dl>
    </section>
  );
}
