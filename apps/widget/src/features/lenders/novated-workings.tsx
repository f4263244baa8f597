import type { SavingWorkings } from '@kerb/domain/novated/saving-workings';

/** The column heads of the costs table and of its workings, which compare the same two loans. */
export function NovatedColumns() {
  return (
    <thead>
      <tr>
        <th scope="col">Per year</th>
        <th scope="col">Consumer</th>
        <th scope="col">Novated</th>
      </tr>
    </thead>
  );
}

/**
 * Issue 33 §4: "an expandable 'How we worked this out' shows the sum": both columns from the same salary,
 * less the table's deductions and the tax each leaves, to what is left after the car; the saving is the
 * difference, times the years of the lease.
 */
export function NovatedWorkings({ workings, money }: { workings: SavingWorkings; money: (v: number) => string }) {
  const { lines, annualSaving, termYears, termSaving } = workings;
  const left = lines.at(-1)!;
  const shown = (v: number, kind: string) => (kind === 'less' ? `− ${money(v)}` : money(v));
  return (
    <details className="kerb-explain kerb-novated__workings">
      <summary>How we worked this out</summary>
      <div className="kerb-novated__workings-body">
        <table className="kerb-novated__table kerb-novated__sum">
          <caption className="kerb-visually-hidden">What is left of a year's salary after the car</caption>
          <NovatedColumns />
          <tbody>
            {lines.map((l) => (
              <tr key={l.label} className={l.kind === 'result' ? 'kerb-novated__sum-total' : undefined}>
                <th scope="row">{l.label}</th>
                <td>{shown(l.consumer, l.kind)}</td>
                <td>{shown(l.novated, l.kind)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Novated {money(left.novated)} − consumer {money(left.consumer)} = <strong>{money(annualSaving)} a year</strong>.
          Over the {termYears}-year lease: {money(annualSaving)} × {termYears} = <strong>{money(termSaving)}</strong>.
        </p>
        <p>
          The pre and post tax deductions are the table’s. The novated lease is paid from your salary before tax, so
          less income tax and levy is taken; the consumer loan and its running costs are paid from take-home pay.
        </p>
      </div>
    </details>
  );
}
