import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { freshDatabase } from '../helpers/app';
import { latestCode, newEmail, newMobile, post } from './support';

// Issue 2 / house rule: no personal data in logs — never a code, a mobile or an e-mail.
describe('logs of the account calls', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await freshDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ env: loadEnv({ NODE_ENV: 'test' }), db: handle.db }, { logger: { level: 'trace', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('hold no code, mobile or e-mail, even at trace level', async () => {
    const mobile = newMobile();
    const email = newEmail();
    await post(app, '/api/verify/requestVerification', { mobilePhone: mobile, modal: 'REGISTER' });
    const code = await latestCode(app, mobile);
    await post(app, '/api/verify', { mobilePhone: mobile, code: '000000' === code ? '111111' : '000000', firstName: 'Alex' });
    const token = (await post(app, '/api/verify', { mobilePhone: mobile, code, firstName: 'Alex' })).json().token as string;
    await post(app, '/api/verify/requestVerificationByEmail', { email });
    const emailCode = await latestCode(app, email);
    await post(app, '/api/verify/verifyByEmail', { email, code: emailCode });
    await post(app, '/api/user/phone-auth-login', { token });
    await post(app, '/api/verify/requestVerification', { mobilePhone: '0412', modal: 'LOGIN' });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [mobile, email, code, emailCode, token]) expect(log).not.toContain(secret);
  });
});
