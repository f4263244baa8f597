import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country, RepaymentFrequency } from '@kerb/domain/enums/index';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { type CardFieldRules, repaymentFor } from '@kerb/domain/quote/lender-cards';
import { type Ref, useId } from 'react';
import { Button } from '#ui/button';
import { formatRepayment } from '#ui/money';
import { Tooltip } from '#ui/tooltip';
import { lenderFacts } from './lender-facts';

const PER: Record<RepaymentFrequency, string> = { Weekly: 'per week', Fortnightly: 'per fortnight', Monthly: 'per month' };

export interface LenderCardProps {
  offer: LenderOffer;
  frequency: RepaymentFrequency;
  rules: CardFieldRules;
  country: Country;
  expanded: boolean;
  selected: boolean;
  /** A waterfall tier may hide its lenders' details (spec 1 §3): name and logo are withheld. */
  showDetails: boolean;
  /** The card's place in the list shown: it tells apart the Choose buttons of cards that withhold the name. */
  position?: { index: number; count: number };
  /** The name heading, focusable from script, so focus can land on the card after Choose or "See all lenders". */
  headingRef?: Ref<HTMLHeadingElement>;
  onToggle: () => void;
  onChoose: () => void;
}

/**
 * spec 1 §4 "Lender cards": collapsed or expanded; the logo left, the repayment large, three facts a row
 * beneath; repayments with 2 decimals; the comparison rate with its warning.
 */
export function LenderCard({
  offer, frequency, rules, country, expanded, selected, showDetails, position, headingRef, onToggle, onChoose,
}: LenderCardProps) {
  const nameId = useId();
  const factsId = useId();
  const facts = lenderFacts(offer, rules, country);
  const shown = expanded ? facts : facts.slice(0, 3);
  const name = showDetails ? offer.lenderName : 'Panel lender';
  const repayment = `${formatRepayment(repaymentFor(offer, frequency), country)} ${PER[frequency]}`;
  // Withheld names all read "Panel lender": their Choose buttons are named by place and repayment instead.
  const chooseLabel = showDetails
    ? `Choose ${name}`
    : `Choose ${position ? `lender ${position.index} of ${position.count}` : 'panel lender'}, ${repayment}`;
  return (
    <article className={['kerb-lender', selected && 'kerb-lender--selected'].filter(Boolean).join(' ')} aria-labelledby={nameId}>
      <div className="kerb-lender__head">
        {showDetails ? (
          <img className="kerb-lender__logo" src={offer.logoUrl} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className="kerb-lender__logo kerb-lender__logo--hidden" aria-hidden="true">?</span>
        )}
        <div className="kerb-lender__name">
          <h3 id={nameId} ref={headingRef} tabIndex={-1}>
            {name}
          </h3>
          {selected && <span className="kerb-lender__badge">Selected</span>}
        </div>
        <p className="kerb-lender__repayment">
          <span className="kerb-lender__amount">{formatRepayment(repaymentFor(offer, frequency), country)}</span>
          <span className="kerb-lender__per">{PER[frequency]}</span>
        </p>
      </div>
      <dl className="kerb-lender__facts" id={factsId}>
        {shown.map((fact) => (
          <div key={fact.key} className="kerb-lender__fact">
            <dt>
              {fact.label}
              {fact.comparison && (
                <Tooltip label="Comparison rate warning" align={shown.indexOf(fact) % 3 === 2 ? 'end' : 'start'}>
                  {COMPARISON_RATE_WARNING}
                </Tooltip>
              )}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {/* The chosen card stands alone (the list's own warning is off), so it keeps the warning collapsed too. */}
      {(expanded || selected) && rules.showComparisonRate && <p className="kerb-lender__warning">*{COMPARISON_RATE_WARNING}</p>}
      <div className="kerb-lender__actions">
        <Button variant="link" size="small" aria-expanded={expanded} aria-controls={factsId} onClick={onToggle}>
          {expanded ? 'Fewer details' : 'More details'}
        </Button>
        {!selected && (
          <Button variant="primary" size="small" onClick={onChoose} aria-label={chooseLabel}>
            Choose
          </Button>
        )}
      </div>
    </article>
  );
}
