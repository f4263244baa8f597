import type { FunnelResponse } from '@kerb/domain/contracts/console';
import { screenName } from '../screen-name';

// UI.md "Charts": the numbers the funnel's charts draw (funnel-charts.tsx), as a table beside them.
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function FunnelTable({ title, funnel }: { title: string; funnel: FunnelResponse['all'] }) {
  return (
    <figure className="console-card console-funnel">
      <figcaption><h2>{title}</h2><span className="console-muted">{funnel.sessions === 1 ? '1 session' : `${funnel.sessions.toLocaleString('en-AU')} sessions`}</span></figcaption>
      <table className="console-table console-table--compact">
        <thead>
          <tr><th scope="col">Screen</th><th scope="col" className="console-num">Sessions</th><th scope="col" className="console-num">Of all</th><th scope="col" className="console-num">From previous</th></tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.screen}>
              <th scope="row">{screenName(step.screen)}</th>
              <td className="console-num">{step.sessions.toLocaleString('en-AU')}</td>
              <td className="console-num">{percent(step.ofAll)}</td>
              <td className="console-num">{percent(step.fromPrevious)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
