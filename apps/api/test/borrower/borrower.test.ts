import { parsePartnerConfig } from '@kerb/domain/partner/config';
import { SAMPLE_PARTNERS } from '@kerb/domain/partner/samples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, borrowers } from '../../src/db/schema/index';
import { savePartnerConfig } from '../../src/services/partners/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// spec 1 §7 "POST /api/borrower/createOrUpdate", "POST /api/borrower/get",
// "GET /api/borrower/terms-and-conditions-agreement", "POST /api/borrower/new-application".
describe('borrower calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const save = (caller: TestCaller | null, borrower: unknown, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller?.headers ?? {},
      payload: { borrower, partnerId: 'demo', country: 'AU', ...extra },
    });
  const get = (caller: TestCaller | null) =>
    t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: caller?.headers ?? {}, payload: { partnerId: 'demo' } });

  describe('createOrUpdate', () => {
    it('the first save creates the borrower and its current application (issue 2)', async () => {
      const ann = await createCaller(t.handle.db, 'Ann');
      const res = await save(ann, { personalDetails: { firstName: 'Ann' }, loan: { loanTerm: 5, purchasePrice: 30_000 }, application: { progressPercent: 5 } }, { initialJourney: 'TEST_DRIVE' });
      expect(res.statusCode).toBe(200);
      const { borrower } = res.json();
      expect(borrower).toMatchObject({ personalDetails: { firstName: 'Ann' }, loan: { loanTerm: 5, purchasePrice: 30_000 } });
      expect(borrower.application).toEqual({
        applicationId: expect.any(String), id: borrower.application.applicationId, isPreApproved: false, isSubmitted: false,
        isDeclined: false, progressPercent: 5, partnerOverwriteId: null, brokerPhoneNumber: null,
      });
      const [app] = await t.handle.db.select().from(applications).where(eq(applications.id, borrower.application.applicationId));
      expect(app).toMatchObject({ partnerId: 'demo', initialJourney: 'TEST_DRIVE' });
    });

    it('later saves merge into the stored borrower and keep the same application; version goes up', async () => {
      const ben = await createCaller(t.handle.db, 'Ben');
      const first = (await save(ben, { personalDetails: { firstName: 'Ben', lastName: 'Ng' }, loan: { loanTerm: 5 } })).json().borrower;
      const second = (await save(ben, { personalDetails: { lastName: 'Nguyen' }, loan: { loanTerm: null, deposit: 2_000 } })).json().borrower;
      expect(second.personalDetails).toEqual({ firstName: 'Ben', lastName: 'Nguyen' });
      expect(second.loan).toEqual({ deposit: 2_000 });
      expect(second.application.applicationId).toBe(first.application.applicationId);
      const [row] = await t.handle.db.select().from(borrowers).where(eq(borrowers.userId, ben.userId));
      expect(row!.version).toBe(3);
    });

    it('spec 1 §4: progress percent only ever increases, on the server too', async () => {
      const c = await createCaller(t.handle.db);
      await save(c, { application: { progressPercent: 35 } });
      const res = await save(c, { application: { progressPercent: 20, isSubmitted: true, isPreApproved: true } });
      expect(res.json().borrower.application).toMatchObject({ progressPercent: 35, isSubmitted: false, isPreApproved: false });
    });

    it('stores the partner overwrite id on the application (docs/decisions/004)', async () => {
      const c = await createCaller(t.handle.db);
      const res = await save(c, { application: { partnerOverwriteId: 'demo-salesperson-jordan' } });
      expect(res.json().borrower.application.partnerOverwriteId).toBe('demo-salesperson-jordan');
      expect((await save(c, { loan: { loanTerm: 4 } })).json().borrower.application.partnerOverwriteId).toBe('demo-salesperson-jordan');
    });

    // spec 1 §3 "application: … broker phone number for text notifications"; docs/decisions/046: the number
    // must be one the application's partner configured; any other is dropped and the save still succeeds.
    it('stores a broker phone number only when the partner vouches for it, and never fails the save for it', async () => {
      const firm = parsePartnerConfig({ ...SAMPLE_PARTNERS.find((p) => p.id === 'demo'), id: 'save-broker-firm', partnerId: 'save-broker-firm', brokerPhoneNumbers: ['0412 345 678'] });
      await savePartnerConfig(t.handle.db, firm);
      const c = await createCaller(t.handle.db);
      const partner = { partnerId: 'save-broker-firm' };
      const typed = await save(c, { personalDetails: { firstName: 'Cat' }, application: { brokerPhoneNumber: '0400000001', progressPercent: 10 } }, partner);
      expect(typed.statusCode).toBe(200);
      expect(typed.json().borrower).toMatchObject({ personalDetails: { firstName: 'Cat' }, application: { brokerPhoneNumber: null, progressPercent: 10 } });
      expect((await save(c, { application: { brokerPhoneNumber: '0412345678' } }, partner)).json().borrower.application.brokerPhoneNumber).toBe('0412345678');
      // Another number later leaves the partner's broker in place; null clears it.
      expect((await save(c, { application: { brokerPhoneNumber: '0400000001' } }, partner)).json().borrower.application.brokerPhoneNumber).toBe('0412345678');
      const [row] = await t.handle.db.select().from(applications).innerJoin(borrowers, eq(borrowers.currentApplicationId, applications.id)).where(eq(borrowers.userId, c.userId));
      expect(row!.applications.brokerPhoneNumber).toBe('0412345678');
      expect((await save(c, { application: { brokerPhoneNumber: null } }, partner)).json().borrower.application.brokerPhoneNumber).toBeNull();
      // A partner's number is no broker of another partner's application.
      const d = await createCaller(t.handle.db);
      expect((await save(d, { application: { brokerPhoneNumber: '0412345678' } })).json().borrower.application.brokerPhoneNumber).toBeNull();
    });

    it('spec 1 §3 "Consents": an agreed consent is dated by the server when the widget sent no date', async () => {
      const c = await createCaller(t.handle.db);
      const res = await save(c, { agreements: { marketing: { agreed: true } } });
      expect(res.json().borrower.agreements.marketing).toEqual({ agreed: true, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    });

    it.each([
      [{ personalDetails: { firstName: 7 } }, 'borrower.personalDetails.firstName'],
      [{ personalDetails: { firstName: 'x'.repeat(51) } }, 'borrower.personalDetails.firstName'],
      [{ lona: { loanTerm: 5 } }, 'borrower.lona'],
      [{ loan: { purchasePrice: 1_000_000 } }, 'borrower.loan.purchasePrice'],
      [{ expenses: { general: 100_000 } }, 'borrower.expenses.general'],
      [{ income: { paidAmount: -1 } }, 'borrower.income.paidAmount'],
      [{ business: { numberOfDirectors: 100 } }, 'borrower.business.numberOfDirectors'],
      [{ creditCards: [{ creditCardLimit: 'lots' }] }, 'borrower.creditCards.0.creditCardLimit'],
      [{ application: { progressPercent: 101 } }, 'borrower.application.progressPercent'],
      ['not an object', 'borrower'],
    ])('bad input %j is a 400 naming %s, and the stored borrower is untouched', async (bad, field) => {
      const c = await createCaller(t.handle.db);
      const good = (await save(c, { personalDetails: { firstName: 'Kept' }, loan: { loanTerm: 5 } })).json().borrower;
      const res = await save(c, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field });
      expect((await get(c)).json().borrower).toEqual(good);
    });

    it.each([
      [{ borrower: {}, country: 'AU' }, 'partnerId'],
      [{ borrower: {}, partnerId: 'demo', country: 'UK' }, 'country'],
      [{ borrower: {}, partnerId: 'demo', initialJourney: 'JOYRIDE' }, 'initialJourney'],
      [{ partnerId: 'demo' }, 'borrower'],
    ])('bad request %j is a 400 naming %s', async (payload, field) => {
      const c = await createCaller(t.handle.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: c.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('spec 1 §4 "Saving": a submitted application is refused with 409 and left as it was', async () => {
      const c = await createCaller(t.handle.db);
      const saved = (await save(c, { loan: { loanTerm: 5 } })).json().borrower;
      await t.handle.db.update(applications).set({ isSubmitted: true }).where(eq(applications.id, saved.application.applicationId));
      const res = await save(c, { loan: { loanTerm: 3 } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'Application already submitted', field: 'application' });
      expect((await get(c)).json().borrower.loan).toEqual({ loanTerm: 5 });
    });
  });

  describe('ownership (issue 2: readable and writable only with its owner\'s token)', () => {
    it('every borrower call is a 401 without a token, or with a wrong one', async () => {
      const calls = [
        { method: 'POST' as const, url: '/api/borrower/createOrUpdate', payload: { borrower: {}, partnerId: 'demo' } },
        { method: 'POST' as const, url: '/api/borrower/get', payload: { partnerId: 'demo' } },
        { method: 'GET' as const, url: '/api/borrower/terms-and-conditions-agreement' },
        { method: 'POST' as const, url: '/api/borrower/new-application', payload: {} },
      ];
      for (const call of calls) {
        expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
        const wrong = await t.app.inject({ ...call, headers: { authorization: 'Bearer not-a-real-token' } });
        expect(wrong.statusCode, call.url).toBe(401);
      }
    });

    it('user B cannot see or change user A\'s borrower, even naming A\'s application id', async () => {
      const a = await createCaller(t.handle.db, 'Alice');
      const b = await createCaller(t.handle.db, 'Bruno');
      const alice = (await save(a, { personalDetails: { firstName: 'Alice' }, agreements: { marketing: { agreed: true } } })).json().borrower;

      expect((await get(b)).json()).toEqual({ borrower: null });
      const terms = await t.app.inject({ method: 'GET', url: '/api/borrower/terms-and-conditions-agreement', headers: b.headers });
      expect(terms.json()).toEqual({ agreements: {} });

      const bruno = (await save(b, { personalDetails: { firstName: 'Bruno' }, application: { applicationId: alice.application.applicationId, id: alice.application.id, progressPercent: 90 } })).json().borrower;
      expect(bruno.application.applicationId).not.toBe(alice.application.applicationId);
      expect((await get(a)).json().borrower).toEqual(alice);
    });
  });

  describe('get', () => {
    it('answers {borrower: null} before the first save', async () => {
      const c = await createCaller(t.handle.db);
      const res = await get(c);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ borrower: null });
    });
    it('a bad partnerId is a 400 naming it', async () => {
      const c = await createCaller(t.handle.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: c.headers, payload: { partnerId: ['demo'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('partnerId');
    });
  });

  describe('terms-and-conditions-agreement (spec 1 §3 "Consents")', () => {
    it('answers the caller\'s agreements', async () => {
      const c = await createCaller(t.handle.db);
      const date = '2026-02-01T09:00:00.000Z';
      await save(c, { agreements: { defaultPrivacy: { agreed: true, date }, creditBureauVerificationExchange: { agreed: false }, insuranceOptIn: { clauseAgreed: true, date } } });
      const res = await t.app.inject({ method: 'GET', url: '/api/borrower/terms-and-conditions-agreement', headers: c.headers });
      expect(res.json()).toEqual({
        agreements: {
          defaultPrivacy: { agreed: true, date },
          creditBureauVerificationExchange: { agreed: false },
          insuranceOptIn: { clauseAgreed: true, date, version: '1.0' },
        },
      });
    });
  });

  describe('new-application (spec 1 §2 "create new application")', () => {
    it('makes a fresh current application; the previous stays stored; the person carries over', async () => {
      const c = await createCaller(t.handle.db);
      const before = (await save(c, { personalDetails: { firstName: 'Cara' }, loan: { loanTerm: 5 }, application: { progressPercent: 80 } })).json().borrower;
      await t.handle.db.update(applications).set({ isSubmitted: true }).where(eq(applications.id, before.application.applicationId));
      const res = await t.app.inject({ method: 'POST', url: '/api/borrower/new-application', headers: c.headers, payload: { partnerId: 'demo' } });
      expect(res.statusCode).toBe(200);
      const after = res.json().borrower;
      expect(after.application.applicationId).not.toBe(before.application.applicationId);
      expect(after.application).toMatchObject({ isSubmitted: false, progressPercent: 0 });
      expect(after.personalDetails).toEqual({ firstName: 'Cara' });
      expect(after.loan).toBeUndefined();
      expect((await get(c)).json().borrower).toEqual(after);
      const [old] = await t.handle.db.select().from(applications).where(eq(applications.id, before.application.applicationId));
      expect(old).toMatchObject({ isSubmitted: true, progressPercent: 80 });
      // The new application takes saves again.
      expect((await save(c, { loan: { loanTerm: 3 } })).statusCode).toBe(200);
    });

    it('for a caller with no borrower yet, creates one with its first application', async () => {
      const c = await createCaller(t.handle.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/borrower/new-application', headers: c.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().borrower.application.applicationId).toEqual(expect.any(String));
    });

    it('a bad body is a 400 naming the field', async () => {
      const c = await createCaller(t.handle.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/borrower/new-application', headers: c.headers, payload: { country: 'US' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('country');
    });
  });
});
