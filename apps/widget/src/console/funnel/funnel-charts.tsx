import type { FunnelResponse } from '@kerb/domain/contracts/console';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { screenName } from '../screen-name';

// Issue 36 "charts with a kept library" (recharts), UI.md "Charts: plain bars and lines, labelled axes, the
// numbers available as a table beside them": the tables below the charts hold every number drawn here, so
// each chart is one image with a caption for a screen reader. A lazy chunk: only the funnel page loads it.

/** The series' colours, the partner-neutral tokens of the console (a second flow in the accent). */
const SERIES = ['var(--kerb-primary)', 'var(--kerb-accent)', 'var(--kerb-secondary)'];
const AXIS = { fontSize: 12, fill: 'var(--kerb-text-muted)' };
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const percent = (share: number) => `${Math.round(share * 100)}%`;

export default function FunnelCharts({ data }: { data: FunnelResponse }) {
  const flows = data.flows.length > 1 ? data.flows.map((f) => ({ name: `Flow ${f.userFlow}`, funnel: f.funnel })) : [{ name: 'Every flow', funnel: data.all }];
  // One row a screen, a share of sessions a flow: the split test's flows as bars side by side.
  const screens = data.all.steps.map((step) => ({
    screen: screenName(step.screen),
    ...Object.fromEntries(flows.map((f) => [f.name, f.funnel.steps.find((s) => s.screen === step.screen)?.ofAll ?? 0])),
  }));
  const busiest = Math.max(...data.daily.map((d) => d.sessions));
  const total = data.daily.reduce((n, d) => n + d.sessions, 0);

  return (
    <div className="console-charts">
      <figure className="console-card console-chart">
        <figcaption><h2>Sessions a day</h2></figcaption>
        <div role="img" aria-label={`Sessions a day from ${dayLabel(data.daily[0]?.day ?? data.from)} to ${dayLabel(data.daily.at(-1)?.day ?? data.to)}: busiest day ${busiest}, ${total} in all`}>
          <ResponsiveContainer width="100%" height={220}>
            <LineChart data={data.daily} margin={{ top: 8, right: 16, bottom: 20, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid stroke="var(--kerb-border)" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} tick={AXIS} minTickGap={24} label={{ value: 'Day', position: 'insideBottom', offset: -12, ...AXIS }} />
              <YAxis allowDecimals={false} tick={AXIS} width={48} label={{ value: 'Sessions', angle: -90, position: 'insideLeft', ...AXIS }} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
              <Line type="linear" dataKey="sessions" name="Sessions" stroke={SERIES[0]} strokeWidth={2} dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="console-card console-chart">
        <figcaption><h2>Share of sessions reaching each screen</h2></figcaption>
        <div role="img" aria-label={`Share of sessions reaching each screen, ${flows.map((f) => f.name).join(' and ')}; the tables below give each number`}>
          <ResponsiveContainer width="100%" height={Math.max(220, screens.length * 26 + 60)}>
            <BarChart data={screens} layout="vertical" margin={{ top: 8, right: 16, bottom: 20, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid stroke="var(--kerb-border)" strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 1]} tickFormatter={percent} tick={AXIS} label={{ value: 'Share of sessions', position: 'insideBottom', offset: -12, ...AXIS }} />
              <YAxis type="category" dataKey="screen" tick={AXIS} width={150} interval={0} />
              <Tooltip formatter={(value) => percent(Number(value))} />
              {flows.length > 1 && <Legend verticalAlign="top" height={28} />}
              {flows.map((f, i) => <Bar key={f.name} dataKey={f.name} fill={SERIES[i % SERIES.length]} maxBarSize={24} isAnimationActive={false} />)}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
