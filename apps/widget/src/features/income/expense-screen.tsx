import { answerForeseeableChanges, EXPENSE_AMOUNTS, type ExpenseAmount, expectsChanges, expenseDetailsErrors } from '@kerb/domain/borrower/expense-details';
import { EXPENSE_MAX, EXPLANATION_MAX_LENGTH } from '@kerb/domain/borrower/limits';
import { useEffect, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack } from '#app/journey';
import { useAppStore } from '#app/store';
import { FormSection } from '#ui/form-section';
import { MoneyField } from '#ui/money-field';
import { ScreenLayout } from '#ui/screen-layout';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { YesNoToggle } from '#ui/yes-no-toggle';
import { FREQUENCY_OPTIONS, PER } from './options';
import { useIncomeEdits, withValue } from './use-income-edits';
import { useServicingCheck } from './use-servicing-check';
import './income.css';

/** The expense screen's amounts as the borrower reads them (spec 2 §2, in its order). */
const AMOUNT_LABELS: Record<ExpenseAmount, { label: string; hint: string }> = {
  general: { label: 'General living', hint: 'Groceries, utilities, phone and internet' },
  mortgageRent: { label: 'Mortgage or rent', hint: 'Your share; 0 if none' },
  transportVehicle: { label: 'Transport and vehicle', hint: 'Fuel, insurance, registration, fares' },
  healthcare: { label: 'Healthcare', hint: 'Health insurance, doctors, medicines' },
  education: { label: 'Education', hint: 'School fees and childcare' },
  otherLoans: { label: 'Other loans', hint: 'Credit card and loan repayments' },
};

/**
 * spec 2 §2 "Expense details": share expenses, bill frequency, the six amounts and foreseeable changes with
 * an explanation. spec 2 §5: "all fields required; amounts max 99999; explanation max 180 characters and
 * required when foreseeable changes is yes". Next runs a serviceability check (use-servicing-check).
 */
export function ExpenseScreen() {
  const expenses = useAppStore((s) => s.borrower.expenses) ?? {};
  const edit = useIncomeEdits();
  const servicing = useServicingCheck('EXPENSE');
  const [tried, setTried] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const errors = tried ? expenseDetailsErrors(expenses) : {};
  const per = expenses.billsPaidFrequency ? PER[expenses.billsPaidFrequency] : undefined;

  useEffect(() => {
    if (tried) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const next = async () => {
    if (Object.keys(expenseDetailsErrors(useAppStore.getState().borrower.expenses)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    await saveBorrower(useAppStore);
    await servicing.run();
  };

  return (
    <ScreenLayout
      screenId="EXPENSE" title="Expense details" helper="Your regular costs. Enter 0 where something doesn't apply."
      onBack={() => goBack('EXPENSE')} onNext={() => void next()}
      nextDisabled={servicing.checking} nextLabel={servicing.checking ? 'Checking…' : 'Next'}
    >
      <div ref={body} className="kerb-income-form">
        <YesNoToggle
          label="Do you share household expenses?" value={expenses.expensesShared} error={Boolean(errors.expensesShared)}
          onChange={(expensesShared) => edit.expenses((e) => ({ ...e, expensesShared }))}
        />
        <ToggleGroup
          label="How often do you pay your bills?" options={FREQUENCY_OPTIONS} value={expenses.billsPaidFrequency}
          error={Boolean(errors.billsPaidFrequency)} onChange={(billsPaidFrequency) => edit.expenses((e) => ({ ...e, billsPaidFrequency }))}
        />
        <FormSection title={per ? `Your expenses, ${per}` : 'Your expenses'}>
          {EXPENSE_AMOUNTS.map((key) => (
            <MoneyField
              key={key} label={AMOUNT_LABELS[key].label} hint={AMOUNT_LABELS[key].hint} max={EXPENSE_MAX}
              value={expenses[key]} error={Boolean(errors[key])} onChange={(value) => edit.expenses((e) => withValue(e, key, value))}
            />
          ))}
        </FormSection>
        <YesNoToggle
          label="Do you expect changes in your circumstances that could affect your repayments?"
          value={expenses.noForseeableChangesToCircumstances === undefined ? undefined : expectsChanges(expenses)}
          error={Boolean(errors.noForseeableChangesToCircumstances)}
          onChange={(yes) => edit.expenses((e) => answerForeseeableChanges(e, yes))}
        />
        {expectsChanges(expenses) && (
          <TextField
            label="What will change?" maxLength={EXPLANATION_MAX_LENGTH} autoComplete="off"
            value={expenses.forseeableChangesExplanation ?? ''} error={Boolean(errors.forseeableChangesExplanation)}
            hint={`${(expenses.forseeableChangesExplanation ?? '').length} of ${EXPLANATION_MAX_LENGTH} characters`}
            onChange={(text) => edit.expenses((e) => withValue(e, 'forseeableChangesExplanation', text || undefined))}
          />
        )}
      </div>
    </ScreenLayout>
  );
}

export default ExpenseScreen;
