import type { PDFPage } from 'pdf-lib';
import { formatMoment, formatMoney } from '../application-pack/format';
import { fields, heading, note, table, type Field } from '../application-pack/pdf-blocks';
import { A4, hexColour, MARGIN, MUTED, PdfCanvas, type Fonts } from '../application-pack/pdf-canvas';
import { consentRows } from '../application-pack/sections/index';
import type { PreliminaryAssessment } from '../pre-approval/assessment';
import type { ComplianceEvidence } from './evidence';

// Issue 36 §9 (docs/decisions/075): the evidence of one application as one PDF, drawn with the pack's own
// blocks: who, the consents with their times, and each preliminary assessment with its inputs and result.

const ACCENT = hexColour('#0B5FFF');
const cents = (value: number, e: ComplianceEvidence) => formatMoney(value / 100, e.country, 2);
const money = (value: number | undefined | null, e: ComplianceEvidence) => (value === undefined || value === null ? undefined : formatMoney(value, e.country, 2));

const VERDICT: Record<PreliminaryAssessment['result']['verdict'], string> = {
  APPROVED: 'Indicatively approved',
  REFERRED: 'Referred',
  DECLINED: 'Declined',
};

function assessment(c: PdfCanvas, e: ComplianceEvidence, a: PreliminaryAssessment, n: number): void {
  const { inputs, result } = a;
  const s = inputs.serviceability;
  const r = result.serviceability;
  heading(c, `Preliminary assessment ${n}: ${formatMoment(a.assessedAt.toISOString(), e.country)}`, ACCENT, 120);
  const rows: Field[] = [
    ['Outcome', VERDICT[result.verdict]],
    ['Lenders whose rules it meets', String(result.approvedLenderCount)],
    ['Credit score used', inputs.creditScore === null ? 'None from the bureau' : String(inputs.creditScore)],
    ['Income year', inputs.incomeYear],
    ['Purchase price', money(inputs.loan?.purchasePrice, e)],
    ['Deposit', money(inputs.loan?.deposit, e)],
    ['Loan term', inputs.loan?.loanTerm === undefined ? undefined : `${inputs.loan.loanTerm} years`],
    ['Monthly repayment asked', money(s?.monthlyRepayment, e)],
    ['Net income (monthly)', money(s?.amountPaidInBankAccountMonthly, e)],
    ['Other income (monthly)', money(s?.amountOfAnyOtherIncomeMonthly, e)],
    ['Dependants', s ? String(s.numberOfDependants) : undefined],
    ['Rent or mortgage (monthly)', money(s?.residencyExpenses, e)],
    ['Other loans (monthly)', money(s?.otherOngoingLoansExpenses, e)],
  ];
  fields(c, rows);
  if (!r) {
    note(c, 'Not assessed for serviceability: the application had not yet given its income and expenses.');
    return;
  }
  table(c, [{ header: 'Serviceability', width: 0.6 }, { header: 'Monthly', width: 0.4, align: 'right' }], [
    ['Net income assessed', cents(r.netMonthlyIncomeCents, e)],
    ['Living expenses declared', cents(r.declaredLivingExpensesCents, e)],
    ['Household benchmark', cents(r.benchmarkLivingExpensesCents, e)],
    ['Living expenses used (the greater)', cents(r.livingExpensesCents, e)],
    ['Existing commitments', cents(r.existingCommitmentsCents, e)],
    ['New repayment at the rate plus the buffer', cents(r.assessedRepaymentCents, e)],
    ['Surplus', cents(r.surplusMonthlyCents, e)],
    ['Net surplus ratio', r.ratio >= 1e6 ? 'No commitments' : r.ratio.toFixed(2)],
  ]);
  c.y -= 6;
  c.paragraph(r.isServicing
    ? 'Result: the applicant can meet the repayment without substantial hardship; the credit was assessed as not unsuitable on these figures.'
    : 'Result: the applicant could not meet the repayment on these figures; the credit was assessed as unsuitable at this amount.', { size: 8.5 });
}

/** The compliance evidence PDF of one application. */
export async function complianceEvidencePdf(e: ComplianceEvidence, now: Date): Promise<Uint8Array> {
  const made = `Compliance evidence made ${formatMoment(now.toISOString(), e.country)}`;
  const c = await PdfCanvas.create({
    continuationHeader(page: PDFPage, fonts: Fonts) {
      const y = A4.height - MARGIN.top + 4;
      page.drawText(`Compliance evidence  ·  ${e.applicationId}`, { x: MARGIN.left, y, size: 8, font: fonts.regular, color: MUTED });
      return y - 14;
    },
    footer(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number) {
      page.drawText(`${made}  ·  Page ${pageNumber} of ${pageCount}`, { x: MARGIN.left, y: 30, size: 7.5, font: fonts.regular, color: MUTED });
    },
  }, { title: `Compliance evidence ${e.applicationId}`, author: 'Kerb' });
  c.text('Compliance evidence', MARGIN.left, c.y - 14, { size: 17, bold: true });
  c.text('Consents and preliminary assessment (responsible lending)', MARGIN.left, c.y - 32, { size: 10.5, color: MUTED });
  c.y -= 40;
  fields(c, [
    ['Application', e.applicationId],
    ['Applicant', e.applicantName || 'Not given'],
    ['Partner', e.partnerId ?? undefined],
    ['Started', formatMoment(e.startedAt.toISOString(), e.country)],
    ['Submitted', e.submittedAt ? formatMoment(e.submittedAt.toISOString(), e.country) : 'Not submitted'],
  ]);
  heading(c, 'Consents', ACCENT);
  table(c, [{ header: 'Consent', width: 0.5 }, { header: 'Answer', width: 0.18 }, { header: 'Given', width: 0.32 }],
    consentRows({ consents: e.consents, country: e.country }), 'No consents recorded');
  if (e.assessments.length === 0) {
    heading(c, 'Preliminary assessment', ACCENT);
    note(c, 'No pre-approval has been made for this application.');
  }
  e.assessments.forEach((a, i) => assessment(c, e, a, i + 1));
  return c.finish();
}
