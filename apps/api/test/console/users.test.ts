import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSender, OutgoingMessage } from '../../src/services/messages/port';
import { buildTestApp, type TestApp } from '../helpers/app';
import { asConsoleUser } from './as-console-user';

// Issue 36 §6 "Users and roles: invite by e-mail, change role, deactivate (sessions end at once)"; "Who uses
// it": a partner admin manages the partner's users, a partner user no settings; "a user of one partner cannot
// list, read, change ... another partner's ... user ... by any id".
describe('console users and roles', () => {
  let t: TestApp;
  const sent: OutgoingMessage[] = [];
  const messages: MessageSender = { send: async (message) => void sent.push(message) };
  beforeAll(async () => {
    t = await buildTestApp({ messages });
  }, 60_000);
  afterAll(() => t.close());

  const users = (headers: { cookie: string }) => t.app.inject({ method: 'GET', url: '/api/console/users', headers });
  const invite = (headers: { cookie: string }, payload: object) => t.app.inject({ method: 'POST', url: '/api/console/users', headers, payload });
  const change = (headers: { cookie: string }, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/console/users/${id}`, headers, payload });

  it('lets a partner admin invite their own people by e-mail, and list only them', async () => {
    const admin = await asConsoleUser(t, 'principal@harbour.example', 'partner_admin', 'demo');
    await asConsoleUser(t, 'principal@bayview.example', 'partner_admin', 'instant-lead');
    sent.length = 0;
    const res = await invite(admin.headers, { email: ' Sam@Harbour.example ', role: 'partner_user' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'sam@harbour.example', role: 'partner_user', partnerId: 'demo', active: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'sam@harbour.example', channel: 'EMAIL', subject: 'You are invited to the Kerb console' });
    expect(sent[0]!.body).toContain('principal@harbour.example has invited you to the Kerb console as a partner user for demo');
    expect(sent[0]!.body).toMatch(/Sign in at http:\/\/[^ ]+\/console with this e-mail address/);

    const listed = (await users(admin.headers)).json() as { users: Array<{ email: string; partnerId: string }> };
    expect(listed.users.map((u) => u.email).sort()).toEqual(['principal@harbour.example', 'sam@harbour.example']);
    // Inviting into another partner, or making an operator, is refused.
    expect((await invite(admin.headers, { email: 'x@harbour.example', role: 'partner_user', partnerId: 'instant-lead' })).statusCode).toBe(404);
    const operator = await invite(admin.headers, { email: 'x@harbour.example', role: 'operator' });
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toMatchObject({ field: 'role' });
    // An address in another partner's console stays there.
    const taken = await invite(admin.headers, { email: 'principal@bayview.example', role: 'partner_user' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'email' });
  });

  it('refuses a bad invitation with a 400 naming the field', async () => {
    const op = await asConsoleUser(t, 'op@kerb.example', 'operator');
    const bad = await invite(op.headers, { email: 'not-an-address', role: 'partner_user', partnerId: 'demo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });
    expect((await invite(op.headers, { email: 'a@b.example', role: 'boss', partnerId: 'demo' })).json()).toMatchObject({ field: 'role' });
    // The operator names the partner of a partner's person, and none for an operator.
    expect((await invite(op.headers, { email: 'a@b.example', role: 'partner_user' })).json()).toMatchObject({ status: 400, field: 'partnerId' });
    expect((await invite(op.headers, { email: 'a@b.example', role: 'operator', partnerId: 'demo' })).json()).toMatchObject({ status: 400, field: 'partnerId' });
    expect((await invite(op.headers, { email: 'a@b.example', role: 'partner_user', partnerId: 'demo', extra: 1 })).statusCode).toBe(400);
  });

  it('changes a role, and deactivating ends the person\'s sessions at once', async () => {
    const admin = await asConsoleUser(t, 'admin2@harbour.example', 'partner_admin', 'demo');
    const sam = await asConsoleUser(t, 'sam2@harbour.example', 'partner_user', 'demo');
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: sam.headers })).statusCode).toBe(200);
    // A partner user manages no one.
    expect((await users(sam.headers)).statusCode).toBe(403);
    expect((await change(sam.headers, admin.id, { active: false })).statusCode).toBe(403);

    const promoted = await change(admin.headers, sam.id, { role: 'partner_admin' });
    expect(promoted.json()).toMatchObject({ role: 'partner_admin', active: true });
    // Issue 36 §8: the audit log has who changed whose role, old and new.
    const audit = (await t.app.inject({ method: 'GET', url: '/api/console/audit', headers: admin.headers })).json() as { entries: Array<Record<string, unknown>> };
    expect(audit.entries[0]).toMatchObject({
      actor: 'admin2@harbour.example', action: 'user.changed', partnerId: 'demo', target: 'sam2@harbour.example',
      changes: [{ field: 'role', before: 'partner_user', after: 'partner_admin' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: sam.headers })).json()).toMatchObject({ role: 'partner_admin' });
    expect((await change(admin.headers, sam.id, { role: 'operator' })).statusCode).toBe(403);

    expect((await change(admin.headers, sam.id, { active: false })).json()).toMatchObject({ active: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: sam.headers })).statusCode).toBe(401);
    // Nobody locks themselves out.
    expect((await change(admin.headers, admin.id, { active: false })).json()).toMatchObject({ status: 400, field: 'id' });
  });

  it('answers another partner\'s user as missing, by any id', async () => {
    const admin = await asConsoleUser(t, 'admin3@harbour.example', 'partner_admin', 'demo');
    const elsewhere = await asConsoleUser(t, 'sales@bayview.example', 'partner_user', 'instant-lead');
    for (const id of [elsewhere.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await change(admin.headers, id, { active: false });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/console/me', headers: elsewhere.headers })).statusCode).toBe(200);
    // The operator manages everyone.
    const op = await asConsoleUser(t, 'op2@kerb.example', 'operator');
    expect((await change(op.headers, elsewhere.id, { role: 'partner_admin' })).json()).toMatchObject({ role: 'partner_admin', partnerId: 'instant-lead' });
    const everyone = (await users(op.headers)).json() as { users: Array<{ email: string }> };
    expect(everyone.users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin3@harbour.example', 'sales@bayview.example', 'op2@kerb.example']));
  });
});
