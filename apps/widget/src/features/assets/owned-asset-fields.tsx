import { loanBoxEnabled } from '@kerb/domain/borrower/assets-and-liabilities';
import type { MotorVehicle, RealEstate } from '@kerb/domain/borrower/assets';
import { setLoanPresent } from '@kerb/domain/borrower/changes';
import { REPAYMENT_MAX, TEXT_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { Checkbox } from '#ui/checkbox';
import { MoneyField } from '#ui/money-field';
import { TextField } from '#ui/text-field';
import type { AssetCarousel } from './use-asset-carousel';
import { withValue } from './with-value';

type Owned = MotorVehicle & RealEstate;

interface OwnedAssetFieldsProps {
  carousel: AssetCarousel<'REAL_ESTATES'> | AssetCarousel<'MOTOR_VEHICLES_ASSETS'>;
  valueLabel: string;
  valueMax: number;
  loanLabel: string;
  balanceMax: number;
  /** The loan's own flag: "the pay-out or investment flag" (spec 2 §4). */
  flag: { key: 'isWishToPayLoan' | 'isInvestmentProperty'; label: string };
}

/**
 * A property or a vehicle (spec 2 §3 realEstates, motorVehicles): its value, then "have a loan" with the lender,
 * monthly repayment, balance and the loan's flag. spec 2 §4: "An asset value must exist before the loan checkbox
 * can be ticked"; "Unticking 'have a loan' clears lender, repayment, balance and the pay-out or investment flag".
 */
export function OwnedAssetFields({ carousel, valueLabel, valueMax, loanLabel, balanceMax, flag }: OwnedAssetFieldsProps) {
  const item = carousel.item as Owned;
  const { errors } = carousel;
  const change = carousel.change as (update: (item: Owned) => Owned) => void;
  const set = <K extends keyof Owned>(key: K, value: Owned[K] | undefined) => change((a) => withValue(a, key, value));
  const loanAllowed = loanBoxEnabled(item);
  return (
    <>
      <MoneyField label={valueLabel} max={valueMax} value={item.assetValue} error={errors.assetValue} onChange={(v) => set('assetValue', v)} />
      <div className="kerb-assets__loan-box">
        <Checkbox
          checked={Boolean(item.isLoanPresent)} disabled={!loanAllowed && !item.isLoanPresent} onChange={(on) => change((a) => setLoanPresent(a, on))}
          hint={!loanAllowed && !item.isLoanPresent ? 'Enter its value first.' : undefined}
        >
          {loanLabel}
        </Checkbox>
      </div>
      {item.isLoanPresent && (
        <div className="kerb-assets__loan">
          <TextField label="Lender" autoComplete="off" maxLength={TEXT_MAX_LENGTH} value={item.lenderName ?? ''} error={errors.lenderName}
            onChange={(v) => set('lenderName', v || undefined)} />
          <MoneyField label="Monthly repayment" max={REPAYMENT_MAX} value={item.monthlyRepayment} error={errors.monthlyRepayment}
            onChange={(v) => set('monthlyRepayment', v)} />
          <MoneyField label="Loan balance" max={balanceMax} value={item.loanBalance} error={errors.loanBalance} onChange={(v) => set('loanBalance', v)} />
          <Checkbox checked={Boolean(item[flag.key])} onChange={(on) => set(flag.key, on)}>{flag.label}</Checkbox>
        </div>
      )}
    </>
  );
}
