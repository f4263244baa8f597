import type { LoanUsage } from '@kerb/domain/enums/index';
import { novatedAvailable } from '@kerb/domain/quote/loan-purpose';
import { ToggleGroup } from '#ui/toggle-group';

const PURPOSES = [
  { value: 'PERSONAL', label: 'Personal' },
  { value: 'BUSINESS', label: 'Business' },
  { value: 'NOVATED', label: 'Novated' },
] as const satisfies readonly { value: LoanUsage; label: string }[];

/** spec 2 §2 "Loan purpose behaviour": the choice goes through the domain rules (useLoanStructure). */
export function LoanPurposeField({ value, loanTerm, onChange }: { value: LoanUsage; loanTerm: number; onChange: (v: LoanUsage) => void }) {
  return (
    <div className="kerb-field">
      <ToggleGroup label="What is the loan for?" options={PURPOSES} value={value} onChange={onChange} />
      {!novatedAvailable(loanTerm) && (
        <p className="kerb-field__hint">Novated leases run for 5 years or less. Shorten the term to choose one.</p>
      )}
      {value === 'NOVATED' && (
        <p className="kerb-field__hint">A novated lease is paid from your pre-tax salary through your employer.</p>
      )}
    </div>
  );
}
