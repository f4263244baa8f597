import { APPLICATION_SCHEMA_PATH, ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplicationPack } from '../../src/services/application-pack/build-pack';
import { submitApplication } from '../../src/services/submission/submit-application';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller } from '../helpers/caller';
import { auBorrower, saveApplicant } from '../pre-approval/applicant';
import { fullBorrower, submittedApplicant, type SubmittedApplicant } from './applicant';
import { readPdfText } from './pdf-text';

// docs/decisions/044: the application pack a lender receives on submit (spec 2 §7 "GET /api/submit/application"),
// its JSON Schema, and the owner-only downloads.
describe('application pack', () => {
  let t: TestApp;
  let charlotte: SubmittedApplicant;
  const aud = (v: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(v);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    charlotte = await submittedApplicant(t, fullBorrower('Nguyen'));
  }, 60_000);
  afterAll(() => t.close());

  it('the PDF opens and holds the borrower\'s name, the lender and the repayment (parsed back)', async () => {
    const res = await get('/api/application/pack.pdf', charlotte.caller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="application-${charlotte.applicationId.slice(0, 8)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdfText(res.rawPayload);
    const text = pdf.pages.join('\n');
    expect(pdf.title).toBe(`Finance application ${charlotte.applicationId}`);
    expect(text).toContain('Charlotte Grace Nguyen');
    expect(text).toContain(charlotte.offer.lenderName);
    // spec 1 §3 "Repayment frequency": the loan's Weekly, two decimals (spec 1 §4 "repayments shown with 2 decimals").
    expect(pdf.pages[0]).toContain(aud(charlotte.offer.weeklyRepaymentAmount));
    expect(text).toContain(aud(charlotte.offer.monthlyRepaymentAmount));
    expect(text).toContain(`${charlotte.offer.advertisedRateInPercent.toFixed(2)}% p.a.`);
    expect(text).toContain(`${charlotte.offer.comparisonRateInPercent.toFixed(2)}% p.a.`);
    // finance.md: the comparison rate travels with its warning, verbatim.
    expect(pdf.pages[0]!.split('\n').join(' ')).toContain(`*${COMPARISON_RATE_WARNING}`);
    // Dates dd/MM/yyyy; consents with the moment they were given, in Sydney time (20/11 23:15 UTC).
    expect(text).toContain('14/03/1988');
    expect(text).toContain('21/11/2026 10:15 AEDT');
    for (const words of ['Registered nurse', 'Westpac', 'Latitude', '2022 Toyota RAV4 GX Hybrid', 'Harbourside Motors', '0412 345 678', 'licence-front.jpg', 'licence-back.jpg', 'Driver licence (front)']) {
      expect(text).toContain(words);
    }
    expect(pdf.pageCount).toBeGreaterThan(1);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pageCount}`));
  });

  it('the JSON document names its schema, which is public, and validates against it', async () => {
    const schemaRes = await get(APPLICATION_SCHEMA_PATH);
    expect(schemaRes.statusCode).toBe(200);
    expect(schemaRes.headers['content-type']).toContain('application/schema+json');
    const schema = schemaRes.json();
    const res = await get('/api/application/pack.json', charlotte.caller.headers);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.$schema).toBe(schema.$id);
    expect(doc.$schema).toMatch(/^http:\/\/localhost(:80)?\/api\/schemas\/application-v1\.json$/);

    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(ApplicationDocument.safeParse(doc).success).toBe(true);
    // The schema holds the document to its shape: a lender missing, or a frequency the spec does not list, fail.
    const { lender: _lender, ...noLender } = doc;
    expect(validate(noLender)).toBe(false);
    expect(validate({ ...doc, offer: { ...doc.offer, repaymentFrequency: 'Daily' } })).toBe(false);

    expect(doc).toMatchObject({
      reference: charlotte.applicationId,
      country: 'AU',
      status: { isSubmitted: true, isPreApproved: true, isDeclined: false },
      partner: { id: 'demo' },
      lender: { lenderName: charlotte.offer.lenderName, matchingEngineLenderId: charlotte.offer.matchingEngineLenderId },
      offer: {
        repaymentFrequency: 'Weekly',
        repaymentAmount: charlotte.offer.weeklyRepaymentAmount,
        monthlyRepaymentAmount: charlotte.offer.monthlyRepaymentAmount,
        advertisedRateInPercent: charlotte.offer.advertisedRateInPercent,
        comparisonRateInPercent: charlotte.offer.comparisonRateInPercent,
        comparisonRateWarning: COMPARISON_RATE_WARNING,
        balloonAmount: charlotte.offer.balloonAmount,
        financeTotal: charlotte.offer.financeTotal,
        // spec 1 §4: "Total payable = term years x 12 x monthly repayment".
        totalPayable: Math.round(charlotte.offer.loanTerm * 12 * charlotte.offer.monthlyRepaymentAmount * 100) / 100,
      },
      loan: { purchasePrice: 38_990, amountToBorrow: 32_490 },
      borrower: { personalDetails: { firstName: 'Charlotte', lastName: 'Nguyen' } },
      consents: { defaultPrivacy: { agreed: true, date: '2026-11-20T23:15:00.000Z' } },
      scores: { verdict: 'APPROVED' },
    });
    expect(doc.submittedAt).toEqual(expect.any(String));
    expect(doc.documents.map((d: { code: string; filename: string }) => [d.code, d.filename])).toEqual([
      ['DRIVER_LICENCE_FRONT', 'licence-front.jpg'], ['DRIVER_LICENCE_BACK', 'licence-back.jpg'],
    ]);
    expect(doc.documents[0]).toMatchObject({ contentType: 'image/jpeg', sizeBytes: expect.any(Number), uploadedAt: expect.any(String) });
  });

  it('is served to its owner only: no token is a 401, another borrower gets their own or a 404', async () => {
    expect((await get('/api/application/pack.pdf')).statusCode).toBe(401);
    expect((await get('/api/application/pack.json')).statusCode).toBe(401);
    const stranger = await createCaller(t.handle.db, 'Stranger');
    for (const url of ['/api/application/pack.pdf', '/api/application/pack.json']) {
      const res = await get(url, stranger.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, field: 'application' });
    }
    const other = await submittedApplicant(t, fullBorrower('Okafor', { personalDetails: { firstName: 'Tobi' } }));
    const theirs = await readPdfText((await get('/api/application/pack.pdf', other.caller.headers)).rawPayload);
    expect(theirs.pages.join('\n')).toContain('Tobi');
    expect(theirs.pages.join('\n')).not.toContain('Charlotte');
    expect((await get('/api/application/pack.json', other.caller.headers)).json().reference).toBe(other.applicationId);
  }, 60_000);

  it('a borrower without a chosen lender gets a 409 naming selectedLender', async () => {
    const who = await saveApplicant(t, auBorrower('Lee'));
    for (const url of ['/api/application/pack.pdf', '/api/application/pack.json']) {
      const res = await get(url, who.caller.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, field: 'selectedLender' });
    }
  });

  it('is built inside the submit\'s own transaction (the onSubmitted hook), seeing the application as submitted', async () => {
    const who = await submittedApplicant(t, fullBorrower('Walker'), { submit: false });
    let built: Awaited<ReturnType<typeof buildApplicationPack>> | undefined;
    await submitApplication({
      db: t.handle.db,
      panel: t.app.lenderPanel,
      onSubmitted: async (tx, { userId }) => {
        built = await buildApplicationPack({ db: tx, panel: t.app.lenderPanel, publicUrl: 'https://kerb.example' }, userId);
      },
    }, who.caller.userId);
    expect(built!.json).toMatchObject({
      $schema: 'https://kerb.example/api/schemas/application-v1.json',
      reference: who.applicationId,
      status: { isSubmitted: true },
      submittedAt: expect.any(String),
    });
    expect(built!.filename).toBe(`application-${who.applicationId.slice(0, 8)}.pdf`);
    expect((await readPdfText(built!.pdf)).pages[0]).toContain('Walker');
  }, 60_000);
});
