import type { LeadStage } from '@kerb/domain/console/lead-stage';
import type { TimelineEntry } from '@kerb/domain/contracts/console-leads';
import { dateTime } from '../when';
import { StageBadge } from './stage-badge';
import { screenName } from '../screen-name';

// Issue 36 §2 "one timeline of screens visited, stage moves, notes and messages", newest first. A run of screens the
// borrower saw one after another is one entry ("Saw Loan, Vehicle, Income"), so a dealer reads the
// journey at a glance rather than scrolling past every screen.

type Shown = { kind: 'entry'; entry: TimelineEntry } | { kind: 'screens'; at: string; until: string; screens: string[] };

export function grouped(entries: readonly TimelineEntry[]): Shown[] {
  const shown: Shown[] = [];
  for (const entry of entries) {
    const last = shown.at(-1);
    if (entry.kind !== 'screen') shown.push({ kind: 'entry', entry });
    else if (last?.kind === 'screens') {
      if (last.screens.at(-1) !== entry.text) last.screens.push(entry.text);
      last.until = entry.at;
    } else shown.push({ kind: 'screens', at: entry.at, until: entry.at, screens: [entry.text] });
  }
  return shown.reverse();
}

export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="console-timeline">
      {grouped(entries).map((item) => {
        if (item.kind === 'screens') {
          return (
            <li key={`screens-${item.at}`} data-kind="screen">
              <span className="console-timeline__what">Saw {item.screens.map(screenName).join(', ')}</span>
              <span className="console-timeline__when">{dateTime(item.until)}</span>
              <span className="console-muted">in the widget</span>
            </li>
          );
        }
        const { entry } = item;
        if (entry.kind === 'message') {
          return (
            <li key={`message-${entry.at}-${entry.text}`} data-kind="message">
              <span className="console-timeline__what">{entry.text}</span>
              <span className="console-timeline__when">{dateTime(entry.at)}</span>
            </li>
          );
        }
        if (entry.kind === 'note') {
          return (
            <li key={`note-${entry.at}`} data-kind="note">
              <blockquote className="console-note">{entry.text}</blockquote>
              <span className="console-timeline__when">{dateTime(entry.at)}</span>
              <span className="console-muted">note by {entry.by ?? 'a former user'}</span>
            </li>
          );
        }
        return (
          <li key={`stage-${entry.at}-${entry.text}`} data-kind="stage">
            <StageBadge stage={entry.text as LeadStage} />
            <span className="console-timeline__when">{dateTime(entry.at)}</span>
            <span className="console-muted">{entry.by ? `by ${entry.by}` : 'by the borrower’s progress'}</span>
          </li>
        );
      })}
    </ol>
  );
}
