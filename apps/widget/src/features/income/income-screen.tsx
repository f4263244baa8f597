import {
  applyIncomeAnswers, asksHecs, currentEmploymentOf, hasHecsDebt, incomeDetailsErrors, showsAdditionalIncomeBlock,
} from '@kerb/domain/borrower/income-details';
import { incomeRunsServiceability } from '@kerb/domain/journey/income-navigation';
import { useEffect, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, journeyContextOf } from '#app/journey';
import { useAppStore } from '#app/store';
import { novatedLenderCheck } from '#lib/novated-lender-check';
import { FormSection } from '#ui/form-section';
import { ScreenLayout } from '#ui/screen-layout';
import { YesNoToggle } from '#ui/yes-no-toggle';
import { EmploymentFields, HouseholdBlock, PayFields } from './income-fields';
import { useIncomeEdits } from './use-income-edits';
import { useServicingCheck } from './use-servicing-check';
import './income.css';

/**
 * spec 2 §2 "Income details": employment status (and a casual length), pay frequency, amount paid, other
 * income and its source, the HECS question (novated, under 65000 a year) and the additional-income block
 * (docs/decisions/034). Required answers are highlighted only after Next (spec 2 §8); Next stores the HECS
 * repayment, saves, runs the serviceability check where the domain says so, and the domain routes.
 */
export function IncomeScreen() {
  const borrower = useAppStore((s) => s.borrower);
  const partner = useAppStore((s) => s.partner);
  const edit = useIncomeEdits();
  const servicing = useServicingCheck('INCOME');
  const [tried, setTried] = useState(0);
  const [checkingLenders, setCheckingLenders] = useState(false);
  const [hasHelpDebt, setHasHelpDebt] = useState<boolean | undefined>(() => (hasHecsDebt(borrower.income) ? true : undefined));
  const body = useRef<HTMLDivElement>(null);
  const additionalIncomeBlock = showsAdditionalIncomeBlock(partner);
  const loanUsage = borrower.loan?.loanUsage;
  const errors = tried ? incomeDetailsErrors(borrower, { additionalIncomeBlock }) : {};
  const busy = servicing.checking || checkingLenders;

  useEffect(() => {
    if (tried) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const next = async () => {
    const store = useAppStore.getState();
    if (Object.keys(incomeDetailsErrors(store.borrower, { additionalIncomeBlock })).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    store.updateBorrower((b) => applyIncomeAnswers(b, loanUsage, Boolean(hasHelpDebt)));
    setCheckingLenders(true);
    await saveBorrower(useAppStore);
    // "A novated lease with no lenders, registered, goes to employment-ineligible (casual) or income-ineligible":
    // quoted with the income and employment just given.
    const facts = { additionalIncomeBlock, ...await novatedLenderCheck('INCOME') };
    setCheckingLenders(false);
    if (incomeRunsServiceability(journeyContextOf(useAppStore.getState(), facts))) await servicing.run();
    else goNext('INCOME', facts);
  };

  return (
    <ScreenLayout
      screenId="INCOME" title="Income details" helper="What you earn, so we only show lenders who will say yes."
      onBack={() => goBack('INCOME')} onNext={() => void next()}
      nextDisabled={busy} nextLabel={busy ? 'Checking…' : 'Next'}
    >
      <div ref={body} className="kerb-income-form">
        <FormSection title="Your work">
          <EmploymentFields employment={currentEmploymentOf(borrower)} onChange={edit.employment} errors={errors} />
        </FormSection>
        <FormSection title="Your pay">
          <PayFields income={borrower.income ?? {}} onChange={edit.income} errors={errors} />
          {/* spec 2 §9 "HECS is asked only for novated partners with annual income under 65000." */}
          {asksHecs(loanUsage, borrower.income) && (
            <YesNoToggle label="Do you have a HECS-HELP debt?" value={hasHelpDebt} onChange={setHasHelpDebt} />
          )}
        </FormSection>
        {additionalIncomeBlock && <HouseholdBlock expenses={borrower.expenses ?? {}} onChange={edit.expenses} errors={errors} />}
      </div>
    </ScreenLayout>
  );
}

export default IncomeScreen;
