import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { Country } from '@kerb/domain/enums/index';
import { cardTotalPayable, type CardFieldRules } from '@kerb/domain/quote/lender-cards';
import { formatMoney, formatRate } from '#ui/money';

export interface LenderFact {
  key: string;
  label: string;
  value: string;
  /** The comparison rate carries its warning (finance.md; UI.md "Numbers"). */
  comparison?: boolean;
}

const money2 = (value: number, country: Country) => formatMoney(value, { decimals: 2, country });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The facts a lender card lists, in reading order, after spec 1 §4's loan-type rules (cardFieldRules).
 * Amounts with 2 decimals (spec 1 §4 "repayments shown with 2 decimals"). The first three make the
 * collapsed card's row; the expanded card shows them all, three a row.
 */
export function lenderFacts(offer: LenderOffer, rules: CardFieldRules, country: Country): LenderFact[] {
  const facts: LenderFact[] = [];
  if (rules.showAdvertisedRate) facts.push({ key: 'advertised', label: 'Interest rate', value: formatRate(offer.advertisedRateInPercent) });
  if (rules.showComparisonRate) facts.push({ key: 'comparison', label: 'Comparison*', value: formatRate(offer.comparisonRateInPercent), comparison: true });
  facts.push(
    { key: 'upfront', label: 'Upfront fee', value: money2(offer.upfrontFeeAmount, country) },
    { key: 'ongoing', label: 'Monthly fee', value: money2(offer.monthlyOngoingFeeAmount, country) },
    { key: 'turnaround', label: 'Turnaround', value: plural(offer.turnaroundTimeInDays, 'day') },
    { key: 'term', label: 'Loan term', value: plural(offer.loanTerm, 'year') },
    { key: 'financeTotal', label: 'Amount financed', value: money2(offer.financeTotal, country) },
  );
  if (rules.showTotalPayable) facts.push({ key: 'totalPayable', label: 'Total payable', value: money2(cardTotalPayable(offer), country) });
  if (rules.showBalloon) facts.push({ key: 'balloon', label: 'Balloon', value: money2(offer.balloonAmount, country) });
  return facts;
}
