import { setEmploymentIndex } from '@kerb/domain/borrower/changes';
import type { Employment } from '@kerb/domain/borrower/employment';
import { EMPLOYER_PHONE_MAX_LENGTH, MONTHS_MAX, OCCUPATION_MAX_LENGTH, YEARS_MAX } from '@kerb/domain/borrower/limits';
import { employmentEntryErrors, HISTORY_YEARS, historyMonths, workHistoryButton } from '@kerb/domain/borrower/work-history';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { type ModalComponentProps, useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { Modal } from '#ui/modal';
import { TextField } from '#ui/text-field';
import { EmployerSearch } from './employer-search';
import { historyText } from './history-text';
import './employment.css';

/** A whole number typed as digits, capped (spec 2 §5 "months cap 12, years cap 99"). */
const count = (typed: string, max: number) => {
  const digits = typed.replace(/\D/g, '');
  return digits ? Math.min(Number(digits), max) : undefined;
};

/**
 * WORK_HISTORY (spec 1 §2; spec 2 §2 "each opens the work-history entry"): the current employment entry's
 * occupation (not for novated), employer (found in the registers), employer phone and how long. spec 2 §4:
 * "while under 3 years the button reads Add Previous and moves to the next entry; once 3 years it saves and
 * closes." An entry is checked before either (spec 2 §5 "Employment entry complete").
 */
export function WorkHistoryModal({ closable, onClose }: ModalComponentProps) {
  const employments = useAppStore((s) => s.borrower.employments) ?? [];
  const index = useAppStore((s) => s.borrower.currentEmploymentIndex) ?? 0;
  const novated = useAppStore((s) => s.borrower.loan?.loanUsage === 'NOVATED');
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const partnerId = useAppStore((s) => s.partner?.id);
  const update = useAppStore((s) => s.updateBorrower);
  const [tried, setTried] = useState(false);
  const entry = employments[index] ?? {};
  const errors = tried ? employmentEntryErrors(entry, { novated }) : {};
  const button = workHistoryButton(employments);

  const change = (patch: (e: Employment) => Employment) =>
    update((b) => {
      const list = [...(b.employments ?? [])];
      list[index] = patch(list[index] ?? {});
      return { ...b, employments: list };
    });
  const set = <K extends keyof Employment>(key: K, value: Employment[K] | undefined) =>
    change((e) => {
      const { [key]: _old, ...rest } = e;
      return value === undefined ? rest : { ...rest, [key]: value };
    });

  const proceed = async () => {
    if (Object.keys(employmentEntryErrors(entry, { novated })).length > 0) return setTried(true);
    setTried(false);
    if (button === 'Add Previous') update((b) => ({ ...b, ...setEmploymentIndex(b.employments ?? [], index + 1) }));
    await saveBorrower(useAppStore);
    if (button === 'Save') onClose();
  };

  return (
    <Modal
      title="Work history" closable={closable} onClose={onClose}
      description={`${index === 0 ? 'Your current employer' : `Previous employer ${index}`}. Lenders ask for ${HISTORY_YEARS} years; you have ${historyText(historyMonths(employments))}.`}
      footer={<Button block onClick={() => void proceed()}>{button}</Button>}
    >
      <div className="kerb-work-history" key={index}>
        {/* spec 2 §6 "novated hides occupation" */}
        {!novated && (
          <TextField label="Occupation" autoComplete="organization-title" maxLength={OCCUPATION_MAX_LENGTH}
            value={entry.occupation ?? ''} onChange={(v) => set('occupation', v || undefined)} error={errors.occupation} />
        )}
        <EmployerSearch
          country={country} partnerId={partnerId} employer={entry.employerLookupDetails} error={Boolean(errors.employer)}
          onChange={(details) => change((e) => ({ ...e, employerLookupDetails: details, ...(details?.name ? { employerName: details.name } : {}) }))}
        />
        {entry.employerLookupDetails && !entry.employerLookupDetails.abn && (
          <TextField label="Company number" autoComplete="off" maxLength={20}
            value={entry.employerLookupDetails.companyNumber ?? ''}
            onChange={(v) => change((e) => ({ ...e, employerLookupDetails: { ...e.employerLookupDetails, companyNumber: v || undefined } }))} />
        )}
        <TextField label="Employer phone" type="tel" inputMode="numeric" autoComplete="off" maxLength={EMPLOYER_PHONE_MAX_LENGTH}
          value={entry.employerPhone ?? ''} error={errors.employerPhone}
          onChange={(v) => set('employerPhone', v.replace(/\D/g, '').slice(0, EMPLOYER_PHONE_MAX_LENGTH) || undefined)} />
        <fieldset className="kerb-work-history__length">
          <legend className="kerb-field__label">How long did you work there?</legend>
          <div className="kerb-work-history__pair">
            <TextField label="Years" inputMode="numeric" autoComplete="off" value={entry.years === undefined ? '' : String(entry.years)}
              error={Boolean(errors.length)} onChange={(v) => set('years', count(v, YEARS_MAX))} />
            <TextField label="Months" inputMode="numeric" autoComplete="off" value={entry.months === undefined ? '' : String(entry.months)}
              error={Boolean(errors.length)} onChange={(v) => set('months', count(v, MONTHS_MAX))} />
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}

export default WorkHistoryModal;
