import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { PreApprovalResponse } from '@kerb/domain/contracts/pre-approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, LOAN, preApprove, readBorrower, saveApplicant, VEHICLE } from './applicant';

// spec 2 §7 "POST /api/submit/preApproval"; spec 2 §4 verdict routing; spec 2 §2 "Your scores"; spec 2 §8
// "Pre-approval call failure: treated as referred"; spec 2 §9 "Referral threshold: comprehensive score under
// 400"; issue 3 "Calculations behind pre-approval"; docs/decisions/006 (the sandbox bureau).
describe('POST /api/submit/preApproval (sandbox bureau)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const quoteFor = async (selfAssessedCreditHistory: string, annualIncome = 108_000): Promise<LenderOffer[]> => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/lenders/quotes',
      payload: {
        partnerId: 'demo', country: 'AU', loan: LOAN, vehicle: VEHICLE,
        applicant: { selfAssessedCreditHistory, residency: 'AUSTRALIAN_CITIZEN', employmentStatus: 'PERMANENT', annualIncome },
      },
    });
    return res.json().lenders;
  };

  it('approves a GREAT applicant: every quoted lender approves, scores in the GREAT band, stored as scores', async () => {
    const who = await saveApplicant(t, auBorrower('Nguyen'));
    const res = await preApprove(t, who);
    expect(res.statusCode).toBe(200);
    const body = PreApprovalResponse.parse(res.json());
    // A score of 760 or more passes every sample lender's minimum (600 at most), and the income services them
    // all, so the approved lenders are the quote's lenders, in the partner's order.
    const quoted = await quoteFor('GREAT');
    expect(quoted.length).toBeGreaterThan(10);
    expect(body.verdict).toBe('APPROVED');
    expect(body.reason).toBeNull();
    expect(body.approvedLenders).toEqual(quoted.map((o) => o.matchingEngineLenderId));
    expect(body.lenders).toEqual(quoted);
    expect(body.comprehensiveScore).toBeGreaterThanOrEqual(760);
    expect(body.comprehensiveScore).toBeLessThan(900);
    expect(body.creditScore).toBe(body.comprehensiveScore);
    expect(body.creditScorePercentage).toBe(Math.round(body.comprehensiveScore! / 10));
    expect(body.eligibilityScorePercentage).toBe(100);
    // Every identity detail was given: names, birthdate, licence number and state, address.
    expect(body.accuracyScorePercentage).toBe(100);

    const borrower = await readBorrower(t, who);
    expect(borrower.application).toMatchObject({ isPreApproved: true, isDeclined: false });
    expect(borrower.scores).toEqual({
      selfAssessedCreditHistory: 'GREAT', verdict: 'APPROVED', approvedLenders: body.approvedLenders,
      onePointOneScore: body.onePointOneScore, comprehensiveScore: body.comprehensiveScore, creditScore: body.creditScore,
      creditScorePercentage: body.creditScorePercentage, eligibilityScorePercentage: 100, accuracyScorePercentage: 100,
    });
  });

  it('the sandbox is deterministic: the same identity gets the same scores, for any borrower and any time', async () => {
    const identity = { firstName: 'Priya', middleName: 'K', birthdate: '1979-11-02', licenseNumber: '88812345' };
    const first = await saveApplicant(t, auBorrower('Raman', { personalDetails: identity, scores: { selfAssessedCreditHistory: 'DECENT' } }));
    const second = await saveApplicant(t, auBorrower('Raman', { personalDetails: identity, scores: { selfAssessedCreditHistory: 'DECENT' } }));
    const a = (await preApprove(t, first)).json();
    const again = (await preApprove(t, first)).json();
    const b = (await preApprove(t, second)).json();
    expect(again).toEqual(a);
    expect(b).toEqual(a);
    // DECENT lands in 600–719 (docs/decisions/006).
    expect(a.comprehensiveScore).toBeGreaterThanOrEqual(600);
    expect(a.comprehensiveScore).toBeLessThan(720);
    // Names and licences are compared as a bureau would: case and spacing do not matter.
    const shouted = await saveApplicant(t, auBorrower(' RAMAN ', { personalDetails: { ...identity, firstName: 'PRIYA' }, scores: { selfAssessedCreditHistory: 'DECENT' } }));
    expect((await preApprove(t, shouted)).json().comprehensiveScore).toBe(a.comprehensiveScore);
  });

  it('spec 2 §9: a comprehensive score under 400 refers, whatever the lenders say (sample surname "Referred")', async () => {
    const who = await saveApplicant(t, auBorrower('Referred'));
    const body = (await preApprove(t, who)).json();
    expect(body).toMatchObject({ verdict: 'REFERRED', reason: 'SCORE_BELOW_THRESHOLD', comprehensiveScore: 380, approvedLenders: [], lenders: [] });
    // Bad-credit specialists take 380, so some lenders' rules pass: eligibility shows it, the verdict still refers.
    expect(body.eligibilityScorePercentage).toBeGreaterThan(0);
    expect((await readBorrower(t, who)).application).toMatchObject({ isPreApproved: false, isDeclined: false });
  });

  it('self-assessed POOR lands under 400 in the sandbox: REFERRED', async () => {
    const who = await saveApplicant(t, auBorrower('Walker', { scores: { selfAssessedCreditHistory: 'POOR' } }));
    const body = (await preApprove(t, who)).json();
    expect(body.verdict).toBe('REFERRED');
    expect(body.comprehensiveScore).toBeLessThan(400);
  });

  it('a thin file has no comprehensive score: REFERRED; the credit score falls back to the 1.1 score', async () => {
    const body = (await preApprove(t, await saveApplicant(t, auBorrower('Thinfile')))).json();
    expect(body).toMatchObject({ verdict: 'REFERRED', reason: 'NO_SCORE', comprehensiveScore: null, onePointOneScore: 510, creditScore: 510, creditScorePercentage: 51 });
  });

  it('spec 2 §2 "capped at 100": a score over the full ring shows 100', async () => {
    const body = (await preApprove(t, await saveApplicant(t, auBorrower('Excellent')))).json();
    expect(body).toMatchObject({ verdict: 'APPROVED', comprehensiveScore: 1_050, creditScorePercentage: 100 });
  });

  it('accuracy counts the identity details the bureau could match', async () => {
    const who = await saveApplicant(t, auBorrower('Okafor', { address: [], personalDetails: { licenseNumber: undefined } }));
    // 4 of 6: names and birthdate and the licence state; no licence number, no address.
    expect((await preApprove(t, who)).json().accuracyScorePercentage).toBe(67);
  });

  describe('DECLINED on hard fails', () => {
    it('an undischarged bankrupt (sample surname "Bankrupt")', async () => {
      const who = await saveApplicant(t, auBorrower('Bankrupt'));
      const body = (await preApprove(t, who)).json();
      expect(body).toMatchObject({ verdict: 'DECLINED', reason: 'BANKRUPT', approvedLenders: [] });
      expect((await readBorrower(t, who)).application).toMatchObject({ isPreApproved: false, isDeclined: true });
    });

    it('an applicant under 18, without a credit enquiry', async () => {
      const birth = new Date();
      birth.setUTCFullYear(birth.getUTCFullYear() - 17);
      const who = await saveApplicant(t, auBorrower('Young', { personalDetails: { birthdate: birth.toISOString().slice(0, 10) } }));
      const body = (await preApprove(t, who)).json();
      expect(body).toMatchObject({ verdict: 'DECLINED', reason: 'UNDER_AGE', comprehensiveScore: null, creditScorePercentage: null });
    });

    it('unpaid defaults where no lender takes them (NZ); where a specialist does (AU car), only specialists approve', async () => {
      const nz = await saveApplicant(t, {
        personalDetails: { firstName: 'Mere', lastName: 'Defaulter', birthdate: '1990-05-01', licenseNumber: 'DL123456', licenseVersionNumber: '123', residency: 'NEWZETLAND_CITIZEN' },
        address: [{ streetNumber: '20', streetName: 'Moorhouse Avenue', suburb: 'Christchurch', state: 'Canterbury', postcode: '8011' }],
        loan: LOAN, vehicle: VEHICLE, employments: [{ status: 'PERMANENT' }], income: { paidAmount: 9_000, paidFrequency: 'MONTHLY' },
      }, { partnerId: 'demo-nz', country: 'NZ' });
      expect((await preApprove(t, nz)).json()).toMatchObject({ verdict: 'DECLINED', reason: 'UNPAID_DEFAULTS' });

      const au = (await preApprove(t, await saveApplicant(t, auBorrower('Defaulter')))).json();
      expect(au.verdict).toBe('APPROVED');
      const panel = new Map(t.app.lenderPanel.lenders.map((l) => [l.id, l]));
      for (const offer of au.lenders as LenderOffer[]) {
        const lender = panel.get(offer.matchingEngineLenderId)!;
        const product = lender.products.find((p) => p.id === offer.productId)!;
        for (const rules of [lender.eligibility, product.eligibility]) {
          expect(rules.excludedCreditHistories ?? []).not.toContain('UNPAID_DEFAULTS');
          expect(rules.minCreditScore ?? 0).toBeLessThanOrEqual(455);
        }
      }
      // Every quoted lender whose rules take unpaid defaults at 455 is among the approved.
      const quoted = await quoteFor('GREAT');
      const takes = quoted.filter((o) => {
        const lender = panel.get(o.matchingEngineLenderId)!;
        const product = lender.products.find((p) => p.id === o.productId)!;
        return [lender.eligibility, product.eligibility].every((r) => !(r.excludedCreditHistories ?? []).includes('UNPAID_DEFAULTS') && (r.minCreditScore ?? 0) <= 455);
      });
      expect(takes.length).toBeGreaterThan(0);
      expect(au.approvedLenders).toEqual(expect.arrayContaining(takes.map((o) => o.matchingEngineLenderId)));
      expect(au.approvedLenders.length).toBeLessThan(quoted.length);
    });
  });

  it('spec 2 §8: a bureau failure is treated as referred (sample surname "Unavailable"): no scores', async () => {
    const who = await saveApplicant(t, auBorrower('Unavailable'));
    const res = await preApprove(t, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      verdict: 'REFERRED', reason: 'BUREAU_UNAVAILABLE', approvedLenders: [], lenders: [], onePointOneScore: null, comprehensiveScore: null,
      creditScore: null, creditScorePercentage: null, eligibilityScorePercentage: null, accuracyScorePercentage: null,
    });
    expect((await readBorrower(t, who)).scores).toEqual({ selfAssessedCreditHistory: 'GREAT', verdict: 'REFERRED', approvedLenders: [] });
  });

  it('lenders the applicant no longer services are not approved; none left refers (issue 3)', async () => {
    const who = await saveApplicant(t, auBorrower('Hughes', { income: { paidAmount: 3_000, paidFrequency: 'MONTHLY' } }));
    expect((await preApprove(t, who)).json()).toMatchObject({ verdict: 'REFERRED', reason: 'NO_LENDER', eligibilityScorePercentage: 0 });
  });

  it('no loan to quote refers; the test-drive credit check reads the score alone (spec 2 "Test drive agreement")', async () => {
    const { loan: _loan, vehicle: _vehicle, ...withoutLoan } = auBorrower('Lee');
    const who = await saveApplicant(t, withoutLoan);
    expect((await preApprove(t, who)).json()).toMatchObject({ verdict: 'REFERRED', reason: 'NO_LENDER' });
    expect((await preApprove(t, who, { creditScoreTestDrive: true })).json()).toMatchObject({ verdict: 'APPROVED', approvedLenders: [] });
    // The score alone approves no loan: the application is not indicatively approved (docs/decisions/052).
    expect((await readBorrower(t, who)).application).toMatchObject({ isPreApproved: false, isDeclined: false });
    const low = await saveApplicant(t, { ...withoutLoan, personalDetails: { ...withoutLoan.personalDetails, lastName: 'Referred' } });
    expect((await preApprove(t, low, { creditScoreTestDrive: true })).json()).toMatchObject({ verdict: 'REFERRED', comprehensiveScore: 380 });
  });

  describe('who may ask', () => {
    it('401 without the owner\'s token', async () => {
      const res = await preApprove(t, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, field: 'authorization' });
    });

    it('404 for another borrower\'s application, and nothing of theirs changes', async () => {
      const owner = await saveApplicant(t, auBorrower('Owner'));
      const intruder = await saveApplicant(t, auBorrower('Intruder'));
      const res = await preApprove(t, { caller: intruder.caller, applicationId: owner.applicationId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, field: 'applicationId' });
      expect((await readBorrower(t, owner)).scores).toEqual({ selfAssessedCreditHistory: 'GREAT' });
      expect((await readBorrower(t, intruder)).scores).toEqual({ selfAssessedCreditHistory: 'GREAT' });
    });

    it('404 for an application that is no longer current, or for a caller who never saved', async () => {
      const who = await saveApplicant(t, auBorrower('Moved'));
      await t.app.inject({ method: 'POST', url: '/api/borrower/new-application', headers: who.caller.headers, payload: { partnerId: 'demo', country: 'AU' } });
      expect((await preApprove(t, who)).statusCode).toBe(404);
    });

    it('409 for a submitted application (spec 1 §4 "Saving")', async () => {
      const who = await saveApplicant(t, auBorrower('Submitted'));
      await t.handle.db.update(applications).set({ isSubmitted: true }).where(eq(applications.id, who.applicationId));
      const res = await preApprove(t, who);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, detail: 'Application already submitted' });
    });

    it('422 naming the identity detail a credit enquiry cannot do without', async () => {
      const who = await saveApplicant(t, auBorrower('Nobirth', { personalDetails: { birthdate: undefined } }));
      const res = await preApprove(t, who);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ field: 'borrower.personalDetails.birthdate' });
    });
  });

  it.each([
    [{ applicationId: undefined }, 'applicationId'],
    [{ applicationId: 42 }, 'applicationId'],
    [{ monthlyRepayment: -1 }, 'monthlyRepayment'],
    [{ isDemoMode: 'yes' }, 'isDemoMode'],
    [{ sendLeadEmail: 1 }, 'sendLeadEmail'],
    [{ creditScoreTestDrive: 'true' }, 'creditScoreTestDrive'],
    [{ commissionAmount: -3 }, 'commissionAmount'],
    [{ waterfallLenders: 'all' }, 'waterfallLenders'],
    [{ verdict: 'APPROVED' }, 'verdict'],
  ])('400 naming the field for %j', async (change, field) => {
    const who = await saveApplicant(t, auBorrower('Field'));
    const res = await preApprove(t, who, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });

  it('accepts the widget\'s waterfallLenders as tiers or as plain lists', async () => {
    const who = await saveApplicant(t, auBorrower('Tiers'));
    expect((await preApprove(t, who, { waterfallLenders: [{ name: 'Panel', showLenderDetails: true, lenders: [] }] })).statusCode).toBe(200);
    expect((await preApprove(t, who, { waterfallLenders: [['sample-lender-a'], []], commissionAmount: 900 })).statusCode).toBe(200);
  });

  it('a save racing the pre-approval keeps both: the scores are written under the row lock', async () => {
    const who = await saveApplicant(t, auBorrower('Race'));
    const [pre, save] = await Promise.all([
      preApprove(t, who),
      t.app.inject({
        method: 'POST', url: '/api/borrower/createOrUpdate', headers: who.caller.headers,
        payload: { partnerId: 'demo', country: 'AU', borrower: { seller: { type: 'DEALERSHIP', name: 'Harbourside' } } },
      }),
    ]);
    expect(pre.statusCode).toBe(200);
    expect(save.statusCode).toBe(200);
    const borrower = await readBorrower(t, who);
    expect(borrower.seller).toMatchObject({ name: 'Harbourside' });
    expect(borrower.scores.verdict).toBe('APPROVED');
  });
});
