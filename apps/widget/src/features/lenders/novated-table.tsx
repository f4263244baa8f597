import type { NovatedCostsResponse } from '@kerb/domain/contracts/novated';
import type { Country } from '@kerb/domain/enums/index';
import { novatedSavingWorkings } from '@kerb/domain/novated/saving-workings';
import { novatedSavingMessage } from '@kerb/domain/quote/novated-payload';
import { formatMoney } from '#ui/money';
import { NovatedColumns, NovatedWorkings } from './novated-workings';

type Block = NovatedCostsResponse['consumer'];

// spec 2 §2 "Indicatively approved": "a consumer versus novated comparison table (finance, maintenance, fuel,
// registration, maintenance and repairs, tyres, insurance, admin fee, total lease rental ex GST, pre tax
// deduction, post tax deduction)"; spec 2 §7: "numeric values shown to two decimals".
const ROWS: ReadonlyArray<[keyof Block, string]> = [
  ['financeOnly', 'Finance'],
  ['fullyMaintained', 'Fully maintained'],
  ['fuel', 'Fuel'],
  ['registration', 'Registration'],
  ['maintenanceRepairs', 'Maintenance and repairs'],
  ['tyres', 'Tyres'],
  ['insurance', 'Insurance'],
  ['adminFee', 'Admin fee'],
  ['totalLeaseRentalExGST', 'Total lease rental ex GST'],
  ['preTaxDeduction', 'Pre tax deduction'],
  ['postTaxDeduction', 'Post tax deduction'],
];

export function NovatedTable({ costs, country }: { costs: NovatedCostsResponse; country: Country }) {
  const money = (v: number) => formatMoney(v, { decimals: 2, country });
  // Issue 33 §4: the saving stated is the one the workings add up from the table's own figures.
  const workings = novatedSavingWorkings(costs);
  return (
    <section className="kerb-novated" aria-labelledby="kerb-novated-title">
      <h2 id="kerb-novated-title" className="kerb-novated__title">Consumer loan or novated lease</h2>
      <p className="kerb-novated__saving">{novatedSavingMessage(money(workings.termSaving))}</p>
      <div className="kerb-novated__scroll">
        <table className="kerb-novated__table">
          <caption className="kerb-visually-hidden">Yearly costs of a consumer loan and a novated lease</caption>
          <NovatedColumns />
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{money(costs.consumer[key])}</td>
                <td>{money(costs.novated[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NovatedWorkings workings={workings} money={money} />
    </section>
  );
}
