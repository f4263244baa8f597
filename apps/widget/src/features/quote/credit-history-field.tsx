import type { SelfAssessedCredit } from '@kerb/domain/enums/index';
import { useAppStore } from '#app/store';
import { ToggleGroup } from '#ui/toggle-group';

// spec 2 §9 "Self-assessed credit options: Great, Decent, Poor"; stored as scores.selfAssessedCreditHistory
// (spec 2 §3), which prices the estimate.
const OPTIONS = [
  { value: 'GREAT', label: 'Great' },
  { value: 'DECENT', label: 'Decent' },
  { value: 'POOR', label: 'Poor' },
] as const satisfies readonly { value: SelfAssessedCredit; label: string }[];

export function CreditHistoryField() {
  const value = useAppStore((s) => s.borrower.scores?.selfAssessedCreditHistory);
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  return (
    <div className="kerb-field">
      <ToggleGroup
        label="How is your credit history?"
        options={OPTIONS}
        value={value ?? ('' as SelfAssessedCredit)}
        onChange={(selfAssessedCreditHistory) => updateBorrower((b) => ({ ...b, scores: { ...b.scores, selfAssessedCreditHistory } }))}
      />
      <p className="kerb-field__hint">Your best guess is fine. Checking your options won’t affect your credit score.</p>
    </div>
  );
}
