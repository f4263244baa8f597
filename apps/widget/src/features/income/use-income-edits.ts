import type { Employment } from '@kerb/domain/borrower/employment';
import type { Expenses } from '@kerb/domain/borrower/expenses';
import type { Income } from '@kerb/domain/borrower/income';
import { useAppStore } from '#app/store';

/** The changes the income and expense screens make, each written straight into the store's document. */
export function useIncomeEdits() {
  const update = useAppStore((s) => s.updateBorrower);
  return {
    /** spec 2 §3 "employments (list with current index)": the income screen asks about the current entry. */
    employment: (change: (employment: Employment) => Employment) =>
      update((b) => {
        const index = b.currentEmploymentIndex ?? 0;
        const employments = [...(b.employments ?? [])];
        employments[index] = change(employments[index] ?? {});
        return { ...b, employments };
      }),
    income: (change: (income: Income) => Income) => update((b) => ({ ...b, income: change(b.income ?? {}) })),
    expenses: (change: (expenses: Expenses) => Expenses) => update((b) => ({ ...b, expenses: change(b.expenses ?? {}) })),
  };
}

/** A value set or, when undefined, removed, so the document never holds an explicit undefined. */
export function withValue<T extends object, K extends keyof T>(part: T, key: K, value: T[K] | undefined): T {
  const { [key]: _old, ...rest } = part;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
}
