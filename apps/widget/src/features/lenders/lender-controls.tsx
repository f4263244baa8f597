import { LenderCardSortKey, type RepaymentFrequency } from '@kerb/domain/enums/index';
import { SegmentedControl } from '#ui/segmented-control';

// spec 1 §3 "Repayment frequency: Monthly, Weekly, Fortnightly. Lender card sort key: Repayment, Advertised
// Rate, Comparison Rate, Upfront Fee, Ongoing Fee, Turnaround Time." Weekly first: the default (spec 1 §9).
const FREQUENCIES = (['Weekly', 'Fortnightly', 'Monthly'] as const).map((value) => ({ value, label: value }));

export function LenderControls({ frequency, sortKey, onFrequency, onSort, sortKeys = LenderCardSortKey.options }: {
  frequency: RepaymentFrequency;
  sortKey: LenderCardSortKey;
  onFrequency: (f: RepaymentFrequency) => void;
  onSort: (k: LenderCardSortKey) => void;
  /** The keys offered (a rate the cards hide is no sort key). */
  sortKeys?: readonly LenderCardSortKey[];
}) {
  return (
    <div className="kerb-lender-controls">
      <SegmentedControl label="Repayments" options={FREQUENCIES} value={frequency} onChange={onFrequency} />
      <SegmentedControl label="Sort by" layout="chips" options={sortKeys.map((value) => ({ value, label: value }))} value={sortKey} onChange={onSort} />
    </div>
  );
}
