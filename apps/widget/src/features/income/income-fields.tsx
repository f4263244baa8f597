import type { DetailsErrors } from '@kerb/domain/borrower/details-summary';
import type { Employment } from '@kerb/domain/borrower/employment';
import type { Expenses } from '@kerb/domain/borrower/expenses';
import { setOtherIncome } from '@kerb/domain/borrower/changes';
import type { Income } from '@kerb/domain/borrower/income';
import { EXPENSE_MAX, INCOME_MAX, MONTHS_MAX, YEARS_MAX } from '@kerb/domain/borrower/limits';
import { FormSection } from '#ui/form-section';
import { MoneyField } from '#ui/money-field';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { YesNoToggle } from '#ui/yes-no-toggle';
import { EMPLOYMENT_OPTIONS, FREQUENCY_OPTIONS, OTHER_INCOME_OPTIONS, PER } from './options';
import { withValue } from './use-income-edits';

/** A whole number typed as digits, capped (spec 2 §5 "casual years max 99, months max 12"). */
function CountField({ label, value, max, onChange, error }: {
  label: string; value: number | undefined; max: number; onChange: (value: number | undefined) => void; error?: boolean;
}) {
  return (
    <TextField
      label={label} inputMode="numeric" autoComplete="off" value={value === undefined ? '' : String(value)} error={error}
      onChange={(typed) => {
        const digits = typed.replace(/\D/g, '');
        onChange(digits ? Math.min(Number(digits), max) : undefined);
      }}
    />
  );
}

/** Employment status and, for a casual worker, how long (spec 2 §2 "a casual length (when casual)"). */
export function EmploymentFields({ employment, onChange, errors }: {
  employment: Employment; onChange: (change: (e: Employment) => Employment) => void; errors: DetailsErrors;
}) {
  const casual = employment.status === 'CASUAL';
  return (
    <>
      <ToggleGroup
        label="Employment status" options={EMPLOYMENT_OPTIONS} value={employment.status} error={Boolean(errors.status)}
        // The casual length belongs to the casual answer; another status drops it.
        onChange={(status) => onChange((e) => (status === 'CASUAL' ? { ...e, status } : withValue(withValue({ ...e, status }, 'years', undefined), 'months', undefined)))}
      />
      {casual && (
        <fieldset className="kerb-income-length">
          <legend className="kerb-field__label">How long have you been working as a casual?</legend>
          <div className="kerb-income-pair">
            <CountField label="Years" value={employment.years} max={YEARS_MAX} error={Boolean(errors.casualLength)} onChange={(v) => onChange((e) => withValue(e, 'years', v))} />
            <CountField label="Months" value={employment.months} max={MONTHS_MAX} error={Boolean(errors.casualLength)} onChange={(v) => onChange((e) => withValue(e, 'months', v))} />
          </div>
        </fieldset>
      )}
    </>
  );
}

/** Pay frequency, the amount paid and other income with its source (spec 2 §2, §5 "Income"). */
export function PayFields({ income, onChange, errors }: {
  income: Income; onChange: (change: (i: Income) => Income) => void; errors: DetailsErrors;
}) {
  const per = income.paidFrequency ? PER[income.paidFrequency] : 'each pay';
  return (
    <>
      <ToggleGroup
        label="How often are you paid?" options={FREQUENCY_OPTIONS} value={income.paidFrequency} error={Boolean(errors.paidFrequency)}
        onChange={(paidFrequency) => onChange((i) => ({ ...i, paidFrequency }))}
      />
      <MoneyField
        label="Amount paid into your bank account" max={INCOME_MAX} value={income.paidAmount} error={Boolean(errors.paidAmount)}
        // spec 2 §5 "Tooltip advice: avoid cash in hand, as lenders do not consider it."
        hint={`After tax, ${per}. Leave out cash in hand: lenders don't consider it.`}
        onChange={(paidAmount) => onChange((i) => withValue(i, 'paidAmount', paidAmount))}
      />
      <MoneyField
        label="Other income (optional)" max={INCOME_MAX} value={income.otherIncome} hint={`Rent, benefits or a second job, ${per}`}
        onChange={(otherIncome) => onChange((i) => setOtherIncome(i, otherIncome))}
      />
      {(income.otherIncome ?? 0) > 0 && (
        <SelectField
          label="Where does your other income come from?" placeholder="Choose a source" options={OTHER_INCOME_OPTIONS}
          value={income.otherIncomeSource} error={Boolean(errors.otherIncomeSource)}
          onChange={(otherIncomeSource) => onChange((i) => ({ ...i, otherIncomeSource }))}
        />
      )}
    </>
  );
}

/**
 * The additional-income block (docs/decisions/034): with the expense screen skipped, the household figures
 * serviceability needs, monthly.
 */
export function HouseholdBlock({ expenses, onChange, errors }: {
  expenses: Expenses; onChange: (change: (e: Expenses) => Expenses) => void; errors: DetailsErrors;
}) {
  const amount = (key: 'general' | 'mortgageRent' | 'otherLoans', label: string, hint: string) => (
    <MoneyField
      label={label} hint={hint} max={EXPENSE_MAX} value={expenses[key]} error={Boolean(errors[key])}
      onChange={(value) => onChange((e) => withValue(e, key, value))}
    />
  );
  return (
    <FormSection title="Your household">
      <YesNoToggle
        label="Do you share household expenses?" value={expenses.expensesShared} error={Boolean(errors.expensesShared)}
        onChange={(expensesShared) => onChange((e) => ({ ...e, expensesShared }))}
      />
      {amount('general', 'Living expenses', 'Groceries, bills and the like, a month')}
      {amount('mortgageRent', 'Mortgage or rent', 'Your share, a month; 0 if none')}
      {amount('otherLoans', 'Other loan repayments', 'Credit cards and loans, a month; 0 if none')}
    </FormSection>
  );
}
