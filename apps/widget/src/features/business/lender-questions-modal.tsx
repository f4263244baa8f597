import type { Business, BusinessAddress, IncomeEvidence } from '@kerb/domain/borrower/business';
import {
  type LenderQuestionErrors, type LenderQuestions, isTrust, lenderQuestionErrors,
} from '@kerb/domain/borrower/lender-questions';
import { ANNUAL_REVENUE_MAX, BUSINESS_SUBURB_MAX_LENGTH, YEARS_MAX } from '@kerb/domain/borrower/limits';
import type { ModalId } from '@kerb/domain/journey/ids';
import { LENDER_QUESTION_SCREENS } from '@kerb/domain/journey/lender-questions-navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { MoneyField } from '#ui/money-field';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { ToggleGroup } from '#ui/toggle-group';
import { IndustryField } from './industry-field';
import { stateOptions } from './options';
import './business.css';

// spec 1 §2 lists "three lender-specific question modals" without their content; decision 029 says what each
// asks and why. Answers go to the borrower's business (spec 2 §3 "business (as needed here): annualRevenue,
// address parts, industry type").

const KIND: Partial<Record<ModalId, LenderQuestions>> = {
  LENDER_QUESTIONS_BUSINESS: 'BUSINESS', LENDER_QUESTIONS_INCOME: 'INCOME', LENDER_QUESTIONS_RESIDENCY: 'RESIDENCY',
};
const TITLES: Record<LenderQuestions, string> = {
  BUSINESS: 'About your business', INCOME: 'Your business income', RESIDENCY: 'Where your business is based',
};
const EVIDENCE: readonly { value: IncomeEvidence; label: string }[] = [
  { value: 'TAX_RETURNS', label: 'Tax returns and financial statements' },
  { value: 'BAS_STATEMENTS', label: 'BAS statements' },
  { value: 'BANK_STATEMENTS', label: 'Business bank statements' },
  { value: 'ACCOUNTANT_DECLARATION', label: "An accountant's declaration" },
];
const TRUSTEES = [{ value: 'INDIVIDUAL', label: 'A person' }, { value: 'COMPANY', label: 'A company' }] as const;

const wholeOrNone = (typed: string, max: number) => {
  const digits = typed.replace(/\D/g, '');
  return digits ? Math.min(Number(digits), max) : undefined;
};
/** The object without `key` when `v` is empty, else with it set. */
function withValue<T extends object, K extends keyof T>(o: T, key: K, v: T[K] | undefined | ''): T {
  const { [key]: _old, ...rest } = o;
  return (v === undefined || v === '' ? rest : { ...rest, [key]: v }) as T;
}

/** spec 1 §5 "AU states are cleared in NZ mode" (and the other way round): only the country's own are kept. */
function withoutForeignState(b: Business, country: 'AU' | 'NZ'): Business {
  const state = b.primaryAddress?.state;
  if (!state || stateOptions(country).some((o) => o.value === state)) return b;
  const { state: _foreign, ...address } = b.primaryAddress ?? {};
  return { ...b, primaryAddress: address };
}

interface QuestionProps {
  draft: Business;
  errors: LenderQuestionErrors;
  set: <K extends keyof Business>(key: K, v: Business[K] | undefined | '') => void;
}

function RevenueField({ draft, errors, set }: QuestionProps) {
  return (
    <MoneyField
      label="Annual revenue" hint="The business's turnover over the last 12 months, before expenses" max={ANNUAL_REVENUE_MAX}
      value={draft.annualRevenue} onChange={(v) => set('annualRevenue', v)} error={errors.annualRevenue}
    />
  );
}

function BusinessQuestions({ asksIndustry, ...props }: QuestionProps & { asksIndustry: boolean }) {
  const { draft, errors, set } = props;
  return (
    <>
      {asksIndustry && <IndustryField value={draft.industry} onChange={(v) => set('industry', v)} error={errors.industry} />}
      <RevenueField {...props} />
      {isTrust(draft.entityTypeName) && (
        <>
          <ToggleGroup label="Who is the trustee?" options={TRUSTEES} value={draft.trusteeType as 'INDIVIDUAL' | 'COMPANY' | undefined} onChange={(v) => set('trusteeType', v)} />
          <TextField label="Trustee name" maxLength={200} value={draft.trusteeName ?? ''} onChange={(v) => set('trusteeName', v)} error={errors.trusteeName} />
        </>
      )}
    </>
  );
}

function IncomeQuestions({ asksRevenue, ...props }: QuestionProps & { asksRevenue: boolean }) {
  const { draft, errors, set } = props;
  return (
    <>
      <div className="kerb-business-evidence">
        <ToggleGroup
          label="How can the business show its income?" options={EVIDENCE} value={draft.incomeEvidence}
          onChange={(v) => set('incomeEvidence', v)} error={Boolean(errors.incomeEvidence)}
        />
      </div>
      {asksRevenue && <RevenueField {...props} />}
    </>
  );
}

function ResidencyQuestions({ draft, errors, set, country }: QuestionProps & { country: 'AU' | 'NZ' }) {
  const address = draft.primaryAddress ?? {};
  const put = <K extends keyof BusinessAddress>(key: K, v: BusinessAddress[K] | undefined | '') => set('primaryAddress', withValue(address, key, v));
  return (
    <>
      <div className="kerb-business-pair">
        <TextField label="Unit" maxLength={10} value={address.unitNumber ?? ''} onChange={(v) => put('unitNumber', v)} hint="Optional" />
        <TextField label="Street number" maxLength={10} value={address.streetNumber ?? ''} onChange={(v) => put('streetNumber', v)} />
      </div>
      <TextField label="Street name" autoComplete="address-line1" maxLength={200} value={address.streetName ?? ''} onChange={(v) => put('streetName', v)} />
      <TextField
        label="Suburb" autoComplete="address-level2" maxLength={BUSINESS_SUBURB_MAX_LENGTH} value={address.suburb ?? ''}
        onChange={(v) => put('suburb', v)} error={errors.suburb}
      />
      <div className="kerb-business-pair">
        <SelectField
          label={country === 'NZ' ? 'Region' : 'State'} placeholder="Choose" options={stateOptions(country)}
          value={address.state} onChange={(v) => put('state', v as BusinessAddress['state'])} error={errors.state}
        />
        <TextField
          label="Postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} value={address.postcode ?? ''}
          onChange={(v) => put('postcode', v.replace(/\D/g, '').slice(0, 4))} error={errors.postcode}
        />
      </div>
      <fieldset className="kerb-business-duration">
        <legend className="kerb-field__label">How long has the business been at this address?</legend>
        <div className="kerb-business-pair">
          <TextField label="Years" inputMode="numeric" maxLength={2} value={address.yearsAtAddress?.toString() ?? ''}
            onChange={(v) => put('yearsAtAddress', wholeOrNone(v, YEARS_MAX))} error={errors.yearsAtAddress} />
          <TextField label="Months" inputMode="numeric" maxLength={2} value={address.monthsAtAddress?.toString() ?? ''}
            onChange={(v) => put('monthsAtAddress', wholeOrNone(v, 11))} />
        </div>
      </fieldset>
    </>
  );
}

/**
 * spec 1 §2 "three lender-specific question modals", one component for the three ids: the business's revenue
 * (and industry or trustee where needed), how its income is shown, and where it is based (decision 029), with
 * spec 2 §5's caps. Save writes the answers into the borrower's business, saves and closes.
 */
export function LenderQuestionsModal({ id, closable, onClose }: ModalComponentProps) {
  const kind = KIND[id] ?? 'BUSINESS';
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const [draft, setDraft] = useState<Business>(() => withoutForeignState(useAppStore.getState().borrower.business ?? {}, country));
  // What was missing when the modal opened is asked; what the borrower already gave is not asked again.
  const [ctx] = useState(() => ({ country, asksIndustry: !draft.industry, asksRevenue: !draft.annualRevenue }));
  const [tried, setTried] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const errors = tried ? lenderQuestionErrors(kind, draft, ctx) : {};
  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const set: QuestionProps['set'] = (key, v) => setDraft((d) => withValue(d, key, v));
  const save = async () => {
    if (Object.keys(lenderQuestionErrors(kind, draft, ctx)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    useAppStore.getState().updateBorrower((b) => ({ ...b, business: draft }));
    await saveBorrower(useAppStore);
    useAppStore.getState().closeModal();
    // Opened by a screen's Next (journey/lender-questions-navigation): that Next goes on, to the lender's next
    // unanswered questions or past them.
    const { display } = useAppStore.getState();
    if (LENDER_QUESTION_SCREENS.has(display)) goNext(display);
  };
  const props = { draft, errors, set };

  return (
    <Modal
      title={TITLES[kind]} onClose={onClose} closable={closable}
      description="The lender asks a little more about your business before it can assess your application."
      footer={<Button type="submit" form={formId} block>Save</Button>}
    >
      <form id={formId} ref={form} noValidate className="kerb-business-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {kind === 'BUSINESS' && <BusinessQuestions {...props} asksIndustry={ctx.asksIndustry} />}
        {kind === 'INCOME' && <IncomeQuestions {...props} asksRevenue={ctx.asksRevenue} />}
        {kind === 'RESIDENCY' && <ResidencyQuestions {...props} country={country} />}
      </form>
    </Modal>
  );
}

export default LenderQuestionsModal;
