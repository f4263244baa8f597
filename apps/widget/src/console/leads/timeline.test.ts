import { describe, expect, it } from 'vitest';
import { grouped } from './timeline';

// Issue 36 §2 "one timeline": a run of screens reads as one entry, newest first.
describe('the lead timeline', () => {
  it('joins a run of screens into one entry, keeps the rest, and puts the newest first', () => {
    const shown = grouped([
      { kind: 'stage', at: '2026-11-28T10:00:00.000Z', by: null, text: 'LEAD' },
      { kind: 'screen', at: '2026-11-28T10:01:00.000Z', by: null, text: 'LOAN' },
      { kind: 'screen', at: '2026-11-28T10:02:00.000Z', by: null, text: 'LOAN' },
      { kind: 'screen', at: '2026-11-28T10:03:00.000Z', by: null, text: 'VEHICLE' },
      { kind: 'note', at: '2026-11-28T10:04:00.000Z', by: 'sam@harbour.example', text: 'Called' },
      { kind: 'screen', at: '2026-11-28T10:05:00.000Z', by: null, text: 'INCOME' },
    ]);
    expect(shown.map((s) => (s.kind === 'screens' ? s.screens : s.entry.kind))).toEqual([['INCOME'], 'note', ['LOAN', 'VEHICLE'], 'stage']);
    expect(shown[2]).toMatchObject({ at: '2026-11-28T10:01:00.000Z', until: '2026-11-28T10:03:00.000Z' });
  });
});
