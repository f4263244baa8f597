import type { AssetSection } from '@kerb/domain/borrower/assets-and-liabilities';
import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country } from '@kerb/domain/enums/index';
import { formatMoney } from '#ui/money';

type AssetsPart = Pick<BorrowerDocument, 'realEstates' | 'motorVehicles' | 'creditCards' | 'personalLoans' | 'otherAssets'>;

const sum = <T>(items: readonly T[], amount: (item: T) => number | undefined) => items.reduce((total, item) => total + (amount(item) ?? 0), 0);
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line under a section's name on the screen: what the borrower told us, or that they have not yet. */
export function sectionSummary(section: AssetSection, borrower: AssetsPart, country: Country): string {
  const money = (value: number) => formatMoney(value, { country });
  if (section === 'SAVINGS_OR_MORE') {
    if (!borrower.otherAssets) return 'Not answered yet';
    const total = sum(Object.values(borrower.otherAssets), (v) => v);
    return total > 0 ? `${money(total)} in total` : 'None';
  }
  const lists = {
    REAL_ESTATES: borrower.realEstates, MOTOR_VEHICLES_ASSETS: borrower.motorVehicles,
    CREDIT_CARDS: borrower.creditCards, PERSONAL_LOANS: borrower.personalLoans,
  } as const;
  const list = lists[section];
  if (!list) return 'Not answered yet';
  if (list.length === 0) return 'None';
  switch (section) {
    case 'REAL_ESTATES':
      return `${counted(list.length, 'property', 'properties')} · ${money(sum(borrower.realEstates ?? [], (r) => r.assetValue))}`;
    case 'MOTOR_VEHICLES_ASSETS':
      return `${counted(list.length, 'vehicle', 'vehicles')} · ${money(sum(borrower.motorVehicles ?? [], (v) => v.assetValue))}`;
    case 'CREDIT_CARDS':
      return `${counted(list.length, 'card', 'cards')} · ${money(sum(borrower.creditCards ?? [], (c) => c.creditCardLimit))} limit`;
    case 'PERSONAL_LOANS':
      return `${counted(list.length, 'loan', 'loans')} · ${money(sum(borrower.personalLoans ?? [], (l) => l.loanBalance))} owing`;
  }
}
