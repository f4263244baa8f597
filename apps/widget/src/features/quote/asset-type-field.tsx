import type { AssetType, LoanUsage } from '@kerb/domain/enums/index';
import { assetTypeOptions } from '@kerb/domain/quote/quick-calculator';
import { useAppStore } from '#app/store';
import { SelectField } from '#ui/select-field';
import { ChoiceTiles } from '#ui/choice-tiles';
import { assetIcon } from './asset-icons';
import { Tooltip } from '#ui/tooltip';

/** The asset being financed: the current one, else the address's, the partner's, or its default. */
export function useAssetType(): AssetType {
  return useAppStore((s) => s.borrower.vehicle?.assetType ?? s.params?.assetType ?? s.partner?.assetType ?? s.partner?.defaultVehicleAssetType ?? 'PASSENGER_VEHICLE');
}

/** Sets the asset type and its lender-display category (spec 1 §3 availableVehicleAssetTypes). */
export function useSetAssetType(loanUsage: LoanUsage) {
  const partner = useAppStore((s) => s.partner);
  const updateBorrower = useAppStore((s) => s.updateBorrower);
  return (type: AssetType) => {
    const option = assetTypeOptions(partner, loanUsage).find((o) => o.type === type);
    updateBorrower((b) => ({
      ...b,
      vehicle: { ...b.vehicle, assetType: type, ...(option?.category ? { assetCategory: option.category } : { assetCategory: undefined }) },
    }));
  };
}

/** UI.md "Fields": up to six asset types are tiles (two rows of three at 394 px); more are a dropdown. */
export function AssetTypeField({ loanUsage, label = 'What are you financing?' }: { loanUsage: LoanUsage; label?: string }) {
  const partner = useAppStore((s) => s.partner);
  const value = useAssetType();
  const setAssetType = useSetAssetType(loanUsage);
  const options = assetTypeOptions(partner, loanUsage).map((o) => ({ value: o.type, label: o.label }));
  // spec 1 §3 availableVehicleAssetTypes carry a tooltip: one note beside the question explains them.
  const tips = assetTypeOptions(partner, loanUsage).filter((o) => o.tooltip);
  const tip = tips.length > 0 && (
    <Tooltip label="About these choices">{tips.map((o) => `${o.label}: ${o.tooltip}.`).join(' ')}</Tooltip>
  );
  if (options.length <= 6) {
    return <ChoiceTiles label={label} labelAddon={tip} options={options.map((o) => ({ ...o, icon: assetIcon(o.value) }))} value={value} onChange={setAssetType} />;
  }
  return (
    <div className="kerb-field">
      <SelectField label={label} value={options.some((o) => o.value === value) ? value : undefined} options={options} onChange={setAssetType} />
      {tip}
    </div>
  );
}
