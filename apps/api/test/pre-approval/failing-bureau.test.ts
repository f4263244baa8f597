import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditBureau } from '../../src/adapters/credit-bureau/port';
import { submitPreApproval } from '../../src/services/pre-approval/submit';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, readBorrower, saveApplicant } from './applicant';

// spec 2 §4 "REFERRED, DECLINED or error goes to indicatively referred"; spec 2 §8 "Pre-approval exception:
// indicatively referred". An injected bureau adapter that throws (not a CreditBureauError: a defect) is
// still no report, never a 5xx.
describe('pre-approval with a failing bureau adapter injected', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const broken: CreditBureau = {
    name: 'broken',
    report: async () => {
      throw new TypeError('Cannot read properties of undefined');
    },
  };

  it('is REFERRED, with no scores, and stored as such', async () => {
    const who = await saveApplicant(t, auBorrower('Santos'));
    const deps = { db: t.handle.db, panel: t.app.lenderPanel, bureau: broken, sandbox: broken, messages: t.app.messages, log: t.app.log };
    const answer = await submitPreApproval(deps, who.caller.userId, { applicationId: who.applicationId });
    expect(answer).toMatchObject({ verdict: 'REFERRED', reason: 'BUREAU_UNAVAILABLE', approvedLenders: [], creditScore: null });
    const borrower = await readBorrower(t, who);
    expect(borrower.application).toMatchObject({ isPreApproved: false, isDeclined: false });
    expect(borrower.scores).toMatchObject({ verdict: 'REFERRED', approvedLenders: [] });
  });

  it('a minor is declined before the bureau is asked', async () => {
    let asked = 0;
    const counting: CreditBureau = { name: 'counting', report: async () => { asked += 1; throw new Error('should not be asked'); } };
    const who = await saveApplicant(t, auBorrower('Minor', { personalDetails: { birthdate: `${new Date().getUTCFullYear() - 10}-01-01` } }));
    const deps = { db: t.handle.db, panel: t.app.lenderPanel, bureau: counting, sandbox: counting, messages: t.app.messages, log: t.app.log };
    expect((await submitPreApproval(deps, who.caller.userId, { applicationId: who.applicationId })).verdict).toBe('DECLINED');
    expect(asked).toBe(0);
  });
});
