import { ToggleGroup } from './toggle-group';

const YES_NO = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] as const;

export interface YesNoToggleProps {
  label: string;
  /** Undefined until answered. */
  value: boolean | undefined;
  onChange: (answer: boolean) => void;
  error?: boolean | undefined;
}

/** A yes-or-no question as two toggle buttons (UI.md "Fields"). */
export function YesNoToggle({ label, value, onChange, error }: YesNoToggleProps) {
  return (
    <ToggleGroup
      label={label} options={YES_NO} value={value === undefined ? undefined : value ? 'yes' : 'no'} error={error}
      onChange={(v) => onChange(v === 'yes')}
    />
  );
}
