import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, preliminaryAssessments } from '../../src/db/schema/index';
import { formatMoment } from '../../src/services/application-pack/format';
import { complianceEvidencePdf } from '../../src/services/compliance/evidence-pdf';
import { complianceEvidence } from '../../src/services/compliance/evidence';
import { CONSENT_DATE, fullBorrower, submittedApplicant, type SubmittedApplicant } from '../application-pack/applicant';
import { readPdfText } from '../application-pack/pdf-text';
import { buildTestApp, type TestApp } from '../helpers/app';

// Issue 36 §9 "Compliance evidence (AU credit law)": "per application, the privacy and credit-guide consents
// with their times, and the preliminary assessment (the serviceability inputs and result, with its date) ...
// exportable as one PDF; the record kept at least 7 years after the application ends." Tests that must exist:
// "The compliance PDF of a submitted application lists its consents and assessment with their times."
describe('compliance evidence', () => {
  let t: TestApp;
  let ann: SubmittedApplicant;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await submittedApplicant(t, fullBorrower('Evidence'));
  }, 60_000);
  afterAll(() => t.close());

  it('records the preliminary assessment each pre-approval makes: its inputs, result and time', async () => {
    const evidence = (await complianceEvidence(t.handle.db, ann.applicationId, 'all'))!;
    expect(evidence.submittedAt).toBeInstanceOf(Date);
    expect(evidence.assessments).toHaveLength(1);
    const [made] = evidence.assessments;
    expect(Math.abs(made!.assessedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(made!.inputs.serviceability?.amountPaidInBankAccountMonthly).toBeGreaterThan(0);
    expect(made!.inputs.loan?.purchasePrice).toBeGreaterThan(0);
    expect(made!.result).toMatchObject({ verdict: 'APPROVED', serviceability: { isServicing: true } });
    expect(made!.result.approvedLenderCount).toBeGreaterThan(0);
    expect(evidence.consents.defaultPrivacy).toEqual({ agreed: true, date: CONSENT_DATE });
  });

  it('lists the consents and the assessment with their times in one PDF', async () => {
    const evidence = (await complianceEvidence(t.handle.db, ann.applicationId, 'all'))!;
    const pdf = await readPdfText(await complianceEvidencePdf(evidence, new Date()));
    const text = pdf.pages.join('\n');
    expect(pdf.title).toBe(`Compliance evidence ${ann.applicationId}`);
    const consentTime = formatMoment(CONSENT_DATE, 'AU');
    expect(text).toContain('Privacy');
    expect(text).toContain('Credit bureau verification exchange');
    expect(text.split(consentTime).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Preliminary assessment 1: ${formatMoment(evidence.assessments[0]!.assessedAt.toISOString(), 'AU')}`);
    expect(text).toContain('Indicatively approved');
    expect(text).toContain('Net income assessed');
    expect(text).toContain('assessed as not unsuitable');
    expect(text).toContain(formatMoment(evidence.submittedAt!.toISOString(), 'AU'));
  });

  it('keeps the record as made: an assessment cannot be changed or deleted, nor its application deleted', async () => {
    const db = t.handle.db;
    await expect(db.update(preliminaryAssessments).set({ result: {} }).where(eq(preliminaryAssessments.applicationId, ann.applicationId)))
      .rejects.toThrow();
    await expect(db.delete(preliminaryAssessments).where(eq(preliminaryAssessments.applicationId, ann.applicationId))).rejects.toThrow();
    await expect(db.delete(applications).where(eq(applications.id, ann.applicationId))).rejects.toThrow();
    const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from preliminary_assessments where application_id = ${ann.applicationId}`) as unknown as { rows: { count: number }[] }).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('finds no evidence for an unknown application', async () => {
    expect(await complianceEvidence(t.handle.db, '00000000-0000-4000-8000-000000000000', 'all')).toBeNull();
  });
});
