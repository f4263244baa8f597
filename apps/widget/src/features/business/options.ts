import { INDUSTRIES } from '@kerb/domain/borrower/business-details';
import { AU_STATES, NZ_REGIONS } from '@kerb/domain/enums/index';

/** spec 1 §2 "Industry options", as the spec writes them. */
export const INDUSTRY_OPTIONS = INDUSTRIES.map((i) => ({ value: i, label: i }));

/**
 * The manual entry's business structures; "COMPANY" is the value spec 1 §3 shows for entityTypeName, the
 * others are written the same way.
 */
export const STRUCTURE_OPTIONS = [
  { value: 'COMPANY', label: 'Company' },
  { value: 'SOLE_TRADER', label: 'Sole trader' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'TRUST', label: 'Trust' },
] as const;

/** spec 1 §5 "NZ: region replaces state". */
export const stateOptions = (country: 'AU' | 'NZ') =>
  (country === 'NZ' ? NZ_REGIONS : AU_STATES).map((s) => ({ value: s as string, label: s as string }));
