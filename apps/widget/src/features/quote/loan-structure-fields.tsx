import { TRADE_IN_MAX } from '@kerb/domain/borrower/limits';
import type { Country } from '@kerb/domain/enums/index';
import { balloonAmountCents } from '@kerb/domain/finance/loan-structure';
import { fromCents, toCents } from '@kerb/domain/finance/money';
import {
  amountToBorrow, depositFactsOf, loanTermRange, maxBalloonPercent, minimumDeposit, minimumDepositPercent, PURCHASE_PRICE_MAX,
} from '@kerb/domain/quote/loan-limits';
import { useAppStore } from '#app/store';
import { formatMoney } from '#ui/money';
import { MoneyField } from '#ui/money-field';
import { Slider } from '#ui/slider';
import type { useLoanStructure } from './use-loan-structure';

type Structure = ReturnType<typeof useLoanStructure>;

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}%`;

export function PriceField({ structure, label = 'Purchase price', error }: { structure: Structure; label?: string; error?: string | undefined }) {
  return (
    <MoneyField label={label} name="purchasePrice" max={PURCHASE_PRICE_MAX} value={structure.loan.purchasePrice} onChange={structure.setPrice} onBlur={structure.commitPrice} error={error} />
  );
}

/**
 * Deposit and trade-in (spec 2 §5: deposit raised to the partner minimum; trade-in max 999999). `marked`:
 * a note that replaces the hint and marks the field (issue 33 §4: the deposit Reduce Loan set).
 */
export function DepositFields({ structure, showTradeIn = true, marked }: { structure: Structure; showTradeIn?: boolean; marked?: string | undefined }) {
  const partner = useAppStore((s) => s.partner);
  const { loan } = structure;
  const borrower = useAppStore((s) => s.borrower);
  const depositFacts = depositFactsOf(borrower, loan);
  const minimum = minimumDeposit(loan.purchasePrice, partner, depositFacts);
  const deposit = (
    <MoneyField
      label="Deposit"
      name="deposit"
      className={marked ? 'kerb-field--suggested' : undefined}
      max={loan.purchasePrice ?? PURCHASE_PRICE_MAX}
      value={loan.deposit}
      onChange={structure.setDeposit}
      onBlur={structure.commitDeposit}
      hint={marked ?? (minimum > 0 ? `At least ${minimumDepositPercent(partner, depositFacts)}% (${formatMoney(Math.ceil(minimum), { country: partner?.country })})` : 'Optional')}
    />
  );
  if (!showTradeIn) return deposit;
  return (
    <div className="kerb-field-row">
      {deposit}
      <MoneyField label="Trade-in" name="tradeIn" max={TRADE_IN_MAX} value={loan.tradeIn} onChange={structure.setTradeIn} hint="Optional" />
    </div>
  );
}

/** spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in", read-only. */
export function AmountToBorrow({ structure, country }: { structure: Structure; country: Country }) {
  return (
    <div className="kerb-summary-row" role="group" aria-label="Amount to borrow">
      <span className="kerb-summary-row__label">Amount to borrow</span>
      <output className="kerb-summary-row__value">{formatMoney(amountToBorrow(structure.loan), { country })}</output>
    </div>
  );
}

/** spec 2 §5: term 1 to the partner maximum, step 1, shown fixed when minimum equals maximum. */
export function TermField({ structure }: { structure: Structure }) {
  const partner = useAppStore((s) => s.partner);
  const range = loanTermRange(partner);
  return (
    <Slider label="Loan term" min={range.min} max={range.max} value={structure.loan.loanTerm} onChange={structure.setTerm} format={years} fixedNote="Fixed term" />
  );
}

/** spec 2 §5: balloon max the partner maximum or 50; a novated lease carries the preset for its term. */
export function BalloonField({ structure, country }: { structure: Structure; country: Country }) {
  const partner = useAppStore((s) => s.partner);
  const { loan } = structure;
  // Issue 3: balloonAmount = purchase price × balloon% / 100.
  const dollars = loan.purchasePrice ? formatMoney(fromCents(balloonAmountCents(toCents(loan.purchasePrice), loan.balloon)), { country }) : undefined;
  if (loan.loanUsage === 'NOVATED') {
    return (
      <div className="kerb-summary-row" role="group" aria-label="Balloon (residual)">
        <span className="kerb-summary-row__label">
          Residual at the end of a {loan.loanTerm}-year lease
          {dollars && <span className="kerb-summary-row__detail">{dollars}, set by the ATO</span>}
        </span>
        <span className="kerb-summary-row__value">{percent(loan.balloon)}</span>
      </div>
    );
  }
  return (
    <Slider
      label="Balloon payment"
      min={0}
      max={maxBalloonPercent(partner)}
      value={loan.balloon}
      onChange={structure.setBalloon}
      format={percent}
      detail={loan.balloon > 0 ? dollars : undefined}
    />
  );
}
