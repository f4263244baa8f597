import type { ApplicationSection, SectionColumn } from '@kerb/domain/contracts/application-sections';
import { formatAmount, formatMoment, words } from '../format';
import { type Doc, fields, section, table } from './parts';

// Issue 36 §2: the second half of an application: assets and liabilities (spec 2 §3), the bureau's scores,
// consents with their dates (spec 1 §3 "Consents"), the supporting documents and the bank statements.

export function assetsSection(d: Doc): ApplicationSection {
  const money = (v: number | undefined) => (v === undefined ? '' : formatAmount(v, d.country));
  const o = d.assets.otherAssets;
  const loan = (present: boolean | undefined, lender: string | undefined) => (present ? lender || 'Yes' : 'No');
  const holding: SectionColumn[] = [
    { header: 'Value', width: 0.16, align: 'right' }, { header: 'Loan with', width: 0.3 },
    { header: 'Monthly repayment', width: 0.2, align: 'right' }, { header: 'Balance', width: 0.16, align: 'right' },
  ];
  return section('assets', 'Assets', fields([
    ['Savings', o?.savings === undefined ? undefined : money(o.savings)],
    ['Super and shares', o?.superandShares === undefined ? undefined : money(o.superandShares)],
    ['Home and contents', o?.homeandContents === undefined ? undefined : money(o.homeandContents)],
    ['Plant and equipment', o?.plantandEquipment === undefined ? undefined : money(o.plantandEquipment)],
    ['Other', o?.other === undefined ? undefined : money(o.other)],
  ]), table([{ header: 'Real estate', width: 0.18 }, ...holding], d.assets.realEstates.map((r) => [
    r.isInvestmentProperty ? 'Investment' : 'Home', money(r.assetValue), loan(r.isLoanPresent, r.lenderName),
    money(r.monthlyRepayment), money(r.loanBalance),
  ]), 'No real estate declared'), table([{ header: 'Motor vehicle', width: 0.18 }, ...holding], d.assets.motorVehicles.map((m, i) => [
    `Vehicle ${i + 1}${m.isWishToPayLoan ? ' (to be paid out)' : ''}`, money(m.assetValue), loan(m.isLoanPresent, m.lenderName),
    money(m.monthlyRepayment), money(m.loanBalance),
  ]), 'No motor vehicles declared'));
}

export function liabilitiesSection(d: Doc): ApplicationSection {
  const money = (v: number | undefined) => (v === undefined ? '' : formatAmount(v, d.country));
  return section('liabilities', 'Liabilities', table([
    { header: 'Credit card', width: 0.52 }, { header: 'Limit', width: 0.24, align: 'right' }, { header: 'Balance', width: 0.24, align: 'right' },
  ], d.liabilities.creditCards.map((card) => [card.lenderName ?? '', money(card.creditCardLimit), money(card.creditCardBalance)]), 'No credit cards declared'), table([
    { header: 'Personal loan', width: 0.52 }, { header: 'Monthly repayment', width: 0.24, align: 'right' }, { header: 'Balance', width: 0.24, align: 'right' },
  ], d.liabilities.personalLoans.map((l) => [l.lenderName ?? '', money(l.monthlyRepayment), money(l.loanBalance)]), 'No personal loans declared'));
}

export function scoresSection(d: Doc): ApplicationSection {
  const s = d.scores;
  const pct = (v: number | undefined) => (v === undefined ? undefined : `${Math.min(100, Math.round(v))}%`);
  return section('scores', 'Credit assessment', fields([
    ['Pre-approval', words(s?.verdict)],
    ['Self-assessed credit', words(s?.selfAssessedCreditHistory)],
    ['Credit score', s?.creditScore?.toString()],
    ['Comprehensive score', s?.comprehensiveScore?.toString()],
    ['One Point One score', s?.onePointOneScore?.toString()],
    ['Credit score rating', pct(s?.creditScorePercentage)],
    ['Eligibility', pct(s?.eligibilityScorePercentage)],
    ['Accuracy', pct(s?.accuracyScorePercentage)],
  ]));
}

/** Consent dates as the moment they were given, in the application's country. */
export function consentRows(d: Pick<Doc, 'consents' | 'country'>): string[][] {
  const c = d.consents ?? {};
  const row = (name: string, agreed: boolean | undefined, date: string | undefined) =>
    agreed === undefined ? [] : [[name, agreed ? 'Agreed' : 'Not agreed', date ? formatMoment(date, d.country) : '']];
  return [
    ...row('Privacy', c.defaultPrivacy?.agreed, c.defaultPrivacy?.date),
    ...row('Credit bureau verification exchange', c.creditBureauVerificationExchange?.agreed, c.creditBureauVerificationExchange?.date),
    ...row('Marketing', c.marketing?.agreed, c.marketing?.date),
    ...row(`Insurance opt-in${c.insuranceOptIn?.version ? ` (clause version ${c.insuranceOptIn.version})` : ''}`, c.insuranceOptIn?.clauseAgreed, c.insuranceOptIn?.date),
  ];
}

export const consentsSection = (d: Doc): ApplicationSection => section('consents', 'Consents',
  table([{ header: 'Consent', width: 0.5 }, { header: 'Answer', width: 0.18 }, { header: 'Given', width: 0.32 }], consentRows(d), 'No consents recorded'));

const size = (bytes: number | null) =>
  bytes === null ? '' : bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const kind = (type: string | null) => (type === 'application/pdf' ? 'PDF' : type?.startsWith('image/') ? type.slice(6).toUpperCase() : type ?? '');

export const documentsSection = (d: Doc): ApplicationSection => section('documents', 'Supporting documents', table([
  { header: 'Document', width: 0.28 }, { header: 'File', width: 0.36 }, { header: 'Type', width: 0.09 },
  { header: 'Size', width: 0.1, align: 'right' }, { header: 'Uploaded', width: 0.17, align: 'right' },
], d.documents.map((doc) => [
  doc.label, doc.filename, kind(doc.contentType), size(doc.sizeBytes), doc.uploadedAt ? formatMoment(doc.uploadedAt, d.country).slice(0, 10) : '',
]), 'No documents uploaded'));

const STATEMENT_STATUS: Record<NonNullable<Doc['bankStatements']>['status'], string> = {
  NOT_SHARED: 'Not shared yet',
  REQUESTED: 'Not received (the applicant was sent to the provider)',
  RECEIVED: 'Received',
  NOT_RECEIVED: 'Not received (the applicant did not share them)',
};

/** docs/decisions/064: the statements the lender needs, shared through the provider rather than uploaded. */
export function bankStatementsSection(d: Doc): ApplicationSection | undefined {
  const s = d.bankStatements;
  if (!s) return undefined;
  const when = (at: string | null) => (at ? formatMoment(at, d.country) : undefined);
  return section('bank-statements', 'Bank statements', fields([
    ['Period needed', s.months ? `${s.months} months` : undefined],
    ['Status', STATEMENT_STATUS[s.status]],
    [s.status === 'RECEIVED' ? 'Received' : 'Answered', when(s.completedAt)],
    ['Requested', when(s.requestedAt)],
    ['Bank', s.institution ?? undefined],
    ['Shared through', 'The bank statements provider, directly to the lender'],
  ]));
}
