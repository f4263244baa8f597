import { fromCents, toCents } from '../finance/money';
import type { NovatedCostBlock, NovatedCostResult, TaxPosition } from './result';

// Issue 33 §4: "The saving is computed from the very figures the table shows, and an expandable 'How we
// worked this out' shows the sum." Both columns start from the same salary and take off what the table
// and the tax rules take off; what is left after the car differs by the yearly saving.

export interface WorkingsLine {
  label: string;
  consumer: number;
  novated: number;
  /** `start`: the salary; `less`: taken off it; `result`: what is left after the car. */
  kind: 'start' | 'less' | 'result';
}

export interface SavingWorkings {
  lines: WorkingsLine[];
  /** Novated take-home after the car less the consumer's, a year. */
  annualSaving: number;
  termYears: number;
  /** annualSaving × termYears: the "$X over the loan term" of spec 2 §2's message. */
  termSaving: number;
}

type Costs = Pick<NovatedCostResult, 'consumer' | 'novated'> & {
  details: Pick<NovatedCostResult['details'], 'salary' | 'termYears' | 'consumerTax' | 'novatedTax'>;
};

const line = (label: string, kind: WorkingsLine['kind'], pick: (block: NovatedCostBlock, tax: TaxPosition) => number, costs: Costs): WorkingsLine => ({
  label, kind, consumer: pick(costs.consumer, costs.details.consumerTax), novated: pick(costs.novated, costs.details.novatedTax),
});

/**
 * The workings behind the saving, in the table's own figures (yearly dollars to the cent): salary, less the
 * pre tax deduction, income tax, the Medicare levy, any HELP repayment and the post tax deduction, leaves
 * take-home pay after the car; the saving is the difference, times the years of the lease. Sums are in
 * whole cents, so they are exactly the figures a person adds up on the screen.
 */
export function novatedSavingWorkings(costs: Costs): SavingWorkings {
  const { salary, termYears, consumerTax, novatedTax } = costs.details;
  const lines = [
    line('Salary', 'start', () => salary, costs),
    line('Pre tax deduction', 'less', (b) => b.preTaxDeduction, costs),
    line('Income tax', 'less', (_, t) => t.incomeTax, costs),
    line('Medicare levy', 'less', (_, t) => t.medicare, costs),
    ...(consumerTax.help || novatedTax.help ? [line('HELP repayment', 'less', (_, t) => t.help, costs)] : []),
    line('Post tax deduction', 'less', (b) => b.postTaxDeduction, costs),
  ];
  const leftCents = (column: 'consumer' | 'novated') =>
    lines.reduce((sum, l) => (l.kind === 'start' ? sum + toCents(l[column]) : sum - toCents(l[column])), 0);
  const left = { consumer: leftCents('consumer'), novated: leftCents('novated') };
  lines.push({ label: 'Take-home pay after the car', kind: 'result', consumer: fromCents(left.consumer), novated: fromCents(left.novated) });
  const annualCents = left.novated - left.consumer;
  return { lines, annualSaving: fromCents(annualCents), termYears, termSaving: fromCents(annualCents * termYears) };
}
