import type { EmploymentType, OtherIncomeSource, PayFrequency } from '@kerb/domain/enums/index';

// The words the borrower sees for the income and expense screens' enumerations (spec 2 §3).

export const EMPLOYMENT_OPTIONS: readonly { value: EmploymentType; label: string }[] = [
  { value: 'PERMANENT', label: 'Permanent' },
  { value: 'CASUAL', label: 'Casual' },
  { value: 'OTHER', label: 'Other' },
];

export const FREQUENCY_OPTIONS: readonly { value: PayFrequency; label: string }[] = [
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'FORTNIGHTLY', label: 'Fortnightly' },
  { value: 'MONTHLY', label: 'Monthly' },
];

/** How each frequency reads after an amount ("$1,200 a week"). */
export const PER: Record<PayFrequency, string> = { WEEKLY: 'a week', FORTNIGHTLY: 'a fortnight', MONTHLY: 'a month' };

export const OTHER_INCOME_OPTIONS: readonly { value: OtherIncomeSource; label: string }[] = [
  { value: 'RENTAL_OR_INVESMENT', label: 'Rental or investment' },
  { value: 'GOVERNMENT_BENEFITS', label: 'Government benefits' },
  { value: 'OTHER', label: 'Other' },
];

