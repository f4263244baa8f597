import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createCaller } from './helpers/caller';

// Issue 34: every 4xx and 5xx is an RFC 9457 problem (application/problem+json) naming the field at fault,
// from the one error handler (plugins/errors).

describe('problem details', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await buildTestApp();
    authorization = `Bearer ${(await createCaller(t.handle.db, 'Problem')).token}`;
  });
  afterAll(() => t.close());

  const save = (payload: string, headers: Record<string, string> = { authorization }) => t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: { 'content-type': 'application/json', ...headers }, payload,
  });

  const isProblem = (res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> }) => {
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ type: 'about:blank', title: expect.any(String), status: res.statusCode, detail: expect.any(String) });
  };

  it('answers a malformed body with a 400 naming the body', async () => {
    const res = await save('{"borrower": ');
    expect(res.statusCode).toBe(400);
    isProblem(res);
    expect(res.json()).toMatchObject({ field: 'body', errors: [{ field: 'body', reason: expect.any(String) }] });
  });

  it('answers a field of the wrong type with a 400 naming it by its dot path, with zod\'s reason', async () => {
    const res = await save(JSON.stringify({ partnerId: 'demo', borrower: { personalDetails: { firstName: 42 } } }));
    expect(res.statusCode).toBe(400);
    isProblem(res);
    const field = 'borrower.personalDetails.firstName';
    expect(res.json()).toMatchObject({ field, reason: expect.stringContaining('expected string'), errors: [{ field }] });
  });

  it('answers an unknown field with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tracking2', payload: { eventName: 'x', colour: 'red' } });
    expect(res.statusCode).toBe(400);
    isProblem(res);
    expect(res.json().errors).toContainEqual({ field: 'colour', reason: 'unknown field' });
  });

  it('answers a missing token with a 401 naming the authorization header', async () => {
    const res = await save(JSON.stringify({ partnerId: 'demo', borrower: {} }), {});
    expect(res.statusCode).toBe(401);
    isProblem(res);
    expect(res.json()).toMatchObject({ title: 'Unauthorized', field: 'authorization' });
  });

  it('answers a path no route has with a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    isProblem(res);
  });

  it('keeps a route\'s own members: the verification calls\' status (spec 1 §3)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verify/requestVerification', payload: { mobilePhone: '12', modal: 'REGISTER' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ field: 'mobilePhone', status: 2 });
  });
});
