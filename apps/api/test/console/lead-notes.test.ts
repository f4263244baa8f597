import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COOKIE } from '../../src/plugins/console-auth';
import { startConsoleSession } from '../../src/services/console/sessions';
import { addConsoleUser } from '../../src/services/console/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, saveApplicant, type SavedApplicant } from '../pre-approval/applicant';

// Issue 36 §2 "Lead detail": "one timeline of screens visited (tracking), stage moves, notes and messages";
// "Tests that must exist": a user of one partner cannot read or change another partner's lead by any id
// (docs/decisions/077).
describe('a lead\'s notes and timeline', () => {
  let t: TestApp;
  let lead: SavedApplicant;
  let own: { cookie: string };
  let other: { cookie: string };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5)); // entries a moment apart, so their order is the test's

  /** A screen shown in the widget, as its visible-on-screen event reports it. */
  const screen = (sessionId: string, name: string, applicationId: string | null, partnerId = 'demo') => t.app.inject({
    method: 'POST', url: '/api/tracking',
    payload: {
      sessionId, partnerId, applicationId, interaction: { timestamp: new Date().toISOString(), screen: name, type: 'VISIBLE_ON_SCREEN' },
    },
  });
  const asUser = async (email: string, partnerId: string) => {
    const user = await addConsoleUser(t.handle.db, { email, role: 'partner_user', partnerId });
    return { cookie: `${CONSOLE_COOKIE}=${await startConsoleSession(t.handle.db, user.id)}` };
  };
  const note = (who: { cookie: string }, text: unknown, id = lead.applicationId) =>
    t.app.inject({ method: 'POST', url: `/api/console/leads/${id}/notes`, headers: who, payload: { text } });

  beforeAll(async () => {
    t = await buildTestApp();
    own = await asUser('sales@harbour.example', 'demo');
    other = await asUser('sales@bayview.example', 'instant-lead');
    expect((await screen('s-lead', 'BASIC', null)).statusCode).toBe(202); // before the borrower registered
    await tick();
    lead = await saveApplicant(t, auBorrower('Noted'), { partnerId: 'demo' });
    await tick();
    await screen('s-lead', 'INCOME', lead.applicationId);
    await screen('s-stranger', 'LOAN', null); // another visitor's session
    await screen('s-lead', 'EXPENSE', lead.applicationId, 'instant-lead'); // not the lead's partner's event
    await tick();
  }, 60_000);
  afterAll(() => t.close());

  it('keeps notes in the order written, with the stages and the screens visited, oldest first', async () => {
    const first = await note(own, '  Called: wants a test drive on Saturday.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().timeline.at(-1)).toEqual({ kind: 'note', at: expect.any(String), by: 'sales@harbour.example', text: 'Called: wants a test drive on Saturday.' });
    await tick();
    expect((await note(own, 'Booked for 10am.')).statusCode).toBe(201);

    const detail = await t.app.inject({ method: 'GET', url: `/api/console/leads/${lead.applicationId}`, headers: own });
    expect(detail.statusCode).toBe(200);
    const { timeline, history } = detail.json();
    expect(history.map((h: { stage: string }) => h.stage)).toEqual(['LEAD']);
    expect(timeline.map((e: { kind: string; text: string }) => [e.kind, e.text])).toEqual([
      ['screen', 'BASIC'],
      ['stage', 'LEAD'],
      ['screen', 'INCOME'],
      ['note', 'Called: wants a test drive on Saturday.'],
      ['note', 'Booked for 10am.'],
    ]);
    const times = timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses an empty or too long note, naming the field', async () => {
    for (const text of ['   ', 'x'.repeat(2001), 42]) {
      const res = await note(own, text);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('json');
      expect(res.json()).toMatchObject({ field: 'text' });
    }
    expect((await note(own, 'x'.repeat(2000))).statusCode).toBe(201);
    const extra = await t.app.inject({ method: 'POST', url: `/api/console/leads/${lead.applicationId}/notes`, headers: own, payload: { text: 'hi', pinned: true } });
    expect(extra.statusCode).toBe(400);
  });

  it('never lets another partner\'s user add to or read the lead, by any id', async () => {
    expect((await note(other, 'Not mine')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/console/leads/${lead.applicationId}`, headers: other })).statusCode).toBe(404);
    expect((await note(other, 'Nobody\'s', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await note(other, 'Nobody\'s', 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/console/leads/${lead.applicationId}/notes`, payload: { text: 'Signed out' } })).statusCode).toBe(401);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/console/leads/${lead.applicationId}`, headers: own })).json();
    expect(detail.timeline.some((e: { text: string }) => e.text === 'Not mine' || e.text === 'Signed out')).toBe(false);
  });
});
