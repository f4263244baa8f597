import { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpBureau } from '../../src/adapters/credit-bureau/http';
import { CreditBureauError, type CreditEnquiry } from '../../src/adapters/credit-bureau/port';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, preApprove, readBorrower, saveApplicant } from './applicant';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider';

// A local HTTP server standing in for the bureau's gateway.
const startFakeBureau = () => startFakeProvider({ status: 200, body: {} }, '/v1/enquiries');

// docs/decisions/006: the real bureau's HTTP adapter, switched on by CREDIT_BUREAU_URL and CREDIT_BUREAU_KEY,
// against a local fake gateway on 127.0.0.1. spec 2 §8: "Pre-approval call failure: treated as referred".
const REPORT = { comprehensiveScore: 722, onePointOneScore: 701, creditHistory: 'CLEAR_CREDIT', identityMatchPercentage: 92, reference: 'EQ-0001' };

describe('credit bureau over HTTP', () => {
  let bureau: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    bureau = await startFakeBureau();
    t = await buildTestApp({ env: { CREDIT_BUREAU_URL: bureau.url, CREDIT_BUREAU_KEY: 'bureau-secret-key', CREDIT_BUREAU_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
    await bureau.close();
  });
  beforeEach(() => {
    bureau.received.length = 0;
    bureau.answer({ status: 200, body: REPORT });
  });

  it('sends the enquiry with the key and reads the report: APPROVED at 722', async () => {
    const who = await saveApplicant(t, auBorrower('Fraser', { personalDetails: { middleName: 'J' } }));
    const res = await preApprove(t, who);
    expect(res.statusCode).toBe(200);
    const body = PreApprovalResponse.parse(res.json());
    expect(body).toMatchObject({
      verdict: 'APPROVED', comprehensiveScore: 722, onePointOneScore: 701, creditScore: 722, creditScorePercentage: 72, accuracyScorePercentage: 92,
    });
    expect(body.approvedLenders.length).toBeGreaterThan(10);
    expect(bureau.received).toHaveLength(1);
    const [enquiry] = bureau.received;
    expect(enquiry!.method).toBe('POST');
    expect(enquiry!.headers.authorization).toBe('Bearer bureau-secret-key');
    expect(enquiry!.body).toEqual({
      reference: who.applicationId,
      country: 'AU',
      applicant: {
        firstName: 'Alex', middleName: 'J', lastName: 'Fraser', birthdate: '1988-03-14', licenseNumber: '034512876', licenseState: 'VIC',
        address: { streetNumber: '1', streetName: 'Wharf Road', suburb: 'Docklands', state: 'VIC', postcode: '3008' },
      },
      enquiry: { amount: 30_000, loanUsage: 'PERSONAL' },
    });
    // The borrower's self-assessment stays with Kerb.
    expect(JSON.stringify(enquiry!.body)).not.toContain('GREAT');
    expect((await readBorrower(t, who)).scores).toMatchObject({ verdict: 'APPROVED', comprehensiveScore: 722 });
  });

  it.each([
    ['an error status', { status: 503, body: { error: 'maintenance' } }],
    ['a refusal of the key', { status: 401, body: {} }],
    ['a timeout', { status: 200, body: REPORT, delayMs: 1_500 }],
    ['a body that is not a report', { status: 200, body: { score: 'high' } }],
    ['a score out of range', { status: 200, body: { ...REPORT, comprehensiveScore: 5_000 } }],
    ['a body that is not JSON', { status: 200, body: 'Service Unavailable' }],
  ])('spec 2 §8: %s is treated as referred, never a 5xx', async (_what, answer) => {
    bureau.answer(answer);
    const who = await saveApplicant(t, auBorrower('Failing'));
    const res = await preApprove(t, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verdict: 'REFERRED', reason: 'BUREAU_UNAVAILABLE', comprehensiveScore: null, approvedLenders: [] });
    expect((await readBorrower(t, who)).application.isPreApproved).toBe(false);
  });

  it('a low score from the real bureau refers (spec 2 §9); bankruptcy declines', async () => {
    bureau.answer({ body: { ...REPORT, comprehensiveScore: 399 } });
    expect((await preApprove(t, await saveApplicant(t, auBorrower('Low')))).json()).toMatchObject({ verdict: 'REFERRED', reason: 'SCORE_BELOW_THRESHOLD' });
    bureau.answer({ body: { ...REPORT, creditHistory: 'BANKRUPT' } });
    expect((await preApprove(t, await saveApplicant(t, auBorrower('Gray')))).json()).toMatchObject({ verdict: 'DECLINED', reason: 'BANKRUPT' });
  });

  it('demo mode (spec 1 §4) is decided by the stored names, not by the widget\'s flag (docs/decisions/050)', async () => {
    const demo = await saveApplicant(t, auBorrower('Referred', { personalDetails: { firstName: 'Demo' } }));
    expect((await preApprove(t, demo, { isDemoMode: false })).json()).toMatchObject({ verdict: 'REFERRED', comprehensiveScore: 380 });
    expect(bureau.received).toHaveLength(0);
    // A sandbox surname with another first name is a real applicant, whatever the widget says.
    const real = await saveApplicant(t, auBorrower('Referred'));
    expect((await preApprove(t, real, { isDemoMode: true })).json()).toMatchObject({ comprehensiveScore: 722 });
    expect(bureau.received).toHaveLength(1);
  });
});

describe('createHttpBureau (adapter alone)', () => {
  const enquiry: CreditEnquiry = {
    reference: 'app-1', country: 'NZ', applicant: { firstName: 'Mere', lastName: 'Tane', birthdate: '1990-01-01', licenseVersionNumber: '123' },
    enquiry: { amount: 20_000, loanUsage: 'PERSONAL' }, selfAssessedCreditHistory: 'POOR',
  };

  it('returns the report; without a key sends no authorization', async () => {
    const bureau = await startFakeBureau();
    try {
      bureau.answer({ body: { ...REPORT, reference: undefined, comprehensiveScore: null } });
      const report = await createHttpBureau({ url: bureau.url }).report(enquiry);
      expect(report).toEqual({ comprehensiveScore: null, onePointOneScore: 701, creditHistory: 'CLEAR_CREDIT', identityMatchPercentage: 92, bureauReference: '' });
      expect(bureau.received[0]!.headers.authorization).toBeUndefined();
      expect(bureau.received[0]!.body).not.toHaveProperty('selfAssessedCreditHistory');
    } finally {
      await bureau.close();
    }
  });

  it('an unreachable bureau is a CreditBureauError', async () => {
    const bureau = await startFakeBureau();
    const url = bureau.url;
    await bureau.close();
    await expect(createHttpBureau({ url, timeoutMs: 500 }).report(enquiry)).rejects.toBeInstanceOf(CreditBureauError);
  });
});
