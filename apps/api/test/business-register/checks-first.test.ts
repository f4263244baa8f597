import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessRegister } from '../../src/adapters/business-register/port';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { errorsPlugin } from '../../src/plugins/errors';
import { schemasPlugin } from '../../src/plugins/schemas';
import { rateLimitPlugin } from '../../src/plugins/rate-limit';
import { businessRegisterRoutes } from '../../src/routes/business-register/index';
import { freshDatabase } from '../helpers/app';

// spec 1 §5 and finance.md, issue 9: "Check digits are checked first: a number that fails them is a 400
// naming the field, with no register call." The routes over a register whose every method is a spy.
describe('numbers and names are checked before the register is asked', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const spy = {
    au: { name: 'spy', byNumber: vi.fn(async () => null), byName: vi.fn(async () => []) },
    nz: { name: 'spy', byNumber: vi.fn(async () => null), byName: vi.fn(async () => []) },
  } satisfies BusinessRegister;
  const calls = () => [spy.au.byNumber, spy.au.byName, spy.nz.byNumber, spy.nz.byName].reduce((n, f) => n + f.mock.calls.length, 0);

  beforeAll(async () => {
    handle = await freshDatabase();
    app = Fastify();
    app.decorate('env', loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    app.decorate('db', handle.db);
    await app.register(errorsPlugin);
    await app.register(schemasPlugin);
    await app.register(rateLimitPlugin);
    await app.register(businessRegisterRoutes, { register: spy });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  beforeEach(() => vi.clearAllMocks());

  it.each([
    ['GET', '/api/abnLookup/abn/51824753557', undefined, 'abn'],
    ['GET', '/api/abnLookup/abn/5182475355', undefined, 'abn'],
    ['GET', '/api/abnLookup/name/W', undefined, 'name'],
    ['POST', '/api/abn/detail', { country: 'NZ', abn: '9429046246449' }, 'abn'],
    ['POST', '/api/abn/detail', { country: 'NZ', abn: '942904624644' }, 'abn'],
    ['POST', '/api/abn/list', { country: 'NZ', name: 'W' }, 'name'],
  ] as const)('%s %s: 400 naming %s, the register never asked', async (method, url, payload, field) => {
    const res = await app.inject({ method, url, payload });
    expect(res.json()).toMatchObject({ status: 400, field });
    expect(calls()).toBe(0);
  });

  it('asks the register once a number passes, with digits only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/abnLookup/abn/51%20824%20753%20556' })).statusCode).toBe(404);
    expect(spy.au.byNumber).toHaveBeenCalledWith('51824753556');
    expect((await app.inject({ method: 'POST', url: '/api/abn/detail', payload: { country: 'NZ', abn: '9429-0462-46448' } })).statusCode).toBe(404);
    expect(spy.nz.byNumber).toHaveBeenCalledWith('9429046246448');
    expect((await app.inject({ method: 'POST', url: '/api/abn/list', payload: { country: 'NZ', name: '  Wo  ' } })).json()).toEqual({ data: [] });
    expect(spy.nz.byName).toHaveBeenCalledWith('Wo');
  });
});
