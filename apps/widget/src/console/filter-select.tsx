import { FilterOptionsResponse } from '@kerb/domain/contracts/console-leads';
import { consoleApi } from './console-api';
import { partnerQuery, usePartnerChoice } from './partner-choice';
import { usePoll } from './use-poll';

// Issue 36 §1 "Filter by store and lender": the inbox's and funnel's store and lender filters list the
// partner's stores and the lenders by name; the URL keeps their ids as before. Without a list (still loading,
// a partner with no store selector, or every partner's at once) the filter takes an id as typed.

type Option = FilterOptionsResponse['stores'][number];

/** The stores and lenders to choose from, for the partner chosen (or the caller's own). */
export function useFilterOptions(): FilterOptionsResponse | null {
  const { partnerId } = usePartnerChoice();
  const query = new URLSearchParams(partnerQuery(partnerId)).toString();
  return usePoll((signal) => consoleApi.get(`/api/console/filter-options?${query}`, { schema: FilterOptionsResponse, signal }), query, 300_000).data;
}

interface Props {
  label: string;
  /** "Every store": what no choice means. */
  every: string;
  options: readonly Option[] | undefined;
  name?: string;
  /** Controlled, or (with `defaultValue`) read by the form it is in. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

export function FilterSelect({ label, every, options, name, value, defaultValue, onChange }: Props) {
  const current = value ?? defaultValue ?? '';
  const change = onChange && ((e: { target: { value: string } }) => onChange(e.target.value));
  if (!options || options.length === 0) {
    return (
      <label className="console-filter"><span>{label} id</span>
        <input name={name} className="kerb-input" value={value} defaultValue={defaultValue} onChange={change} placeholder={every} />
      </label>
    );
  }
  // An id in the URL that the list does not hold (a store since removed) stays chosen, shown by its id.
  const listed = current === '' || options.some((o) => o.id === current) ? options : [...options, { id: current, name: current }];
  return (
    <label className="console-filter"><span>{label}</span>
      <select name={name} className="kerb-input" value={value} defaultValue={defaultValue} onChange={change}>
        <option value="">{every}</option>
        {listed.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
    </label>
  );
}
