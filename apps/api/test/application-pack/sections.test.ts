import { ApplicationSection } from '@kerb/domain/contracts/application-sections';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { describe, expect, it } from 'vitest';
import { applicationDocument } from '../../src/services/application-pack/application-document';
import type { PackFacts } from '../../src/services/application-pack/load';
import { applicationSections } from '../../src/services/application-pack/sections/index';
import { OFFER } from './sample-offer';

// Issue 36 §2: the sections the pack's PDF draws and the console lists, as data: labels and values written
// for people, only what was given, tables with their headers, and the notes a reader needs.

const sectionsOf = (borrower: Record<string, unknown>, offer: LenderOffer | null = OFFER) => applicationSections(applicationDocument({
  country: 'AU', partner: null, offer, documents: [], bankStatements: null, submittedAt: null,
  borrower: {
    personalDetails: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '0412345678' },
    loan: { purchasePrice: 30_000, deposit: 2_000, loanTerm: 4, loanUsage: 'PERSONAL', repaymentFrequency: 'Monthly' },
    selectedLender: { lenderName: OFFER.lenderName, matchingEngineLenderId: OFFER.matchingEngineLenderId },
    application: { id: 'a1', applicationId: 'a1', isPreApproved: true, isSubmitted: false, isDeclined: false, progressPercent: 95, partnerOverwriteId: null },
    ...borrower,
  } as PackFacts['borrower'],
}, { schemaUrl: 'https://kerb.example/schema.json', now: new Date('2026-11-25T04:00:00Z') }));

const fieldsOf = (section: ApplicationSection | undefined) =>
  Object.fromEntries((section?.parts ?? []).flatMap((p) => (p.kind === 'fields' ? p.fields.map((f) => [f.label, f.value]) : [])));

describe('an application\'s sections', () => {
  it('lists the applicant, the loan and the lender\'s offer in words and money as the pack writes them, only what was given', () => {
    const sections = sectionsOf({});
    for (const s of sections) expect(ApplicationSection.safeParse(s).success).toBe(true);
    expect(sections.map((s) => s.id)).toEqual([
      'applicant', 'address', 'loan', 'offer', 'vehicle', 'seller', 'employment', 'income', 'expenses', 'assets', 'liabilities', 'scores', 'consents', 'documents',
    ]);
    const byId = (id: string) => sections.find((s) => s.id === id);
    expect(fieldsOf(byId('applicant'))).toEqual({ 'Full name': 'Aroha Ngata', Mobile: '0412 345 678' });
    expect(fieldsOf(byId('loan'))).toMatchObject({ 'Loan purpose': 'Personal', 'Purchase price': '$30,000', 'Amount to borrow': '$28,000', 'Loan term': '4 years' });
    expect(fieldsOf(byId('offer'))).toMatchObject({ Lender: OFFER.lenderName, 'Monthly repayment': '$702.15', 'Interest rate': '8.95% p.a.', 'Comparison rate*': '9.61% p.a.' });
    expect(byId('offer')?.parts.at(-1)).toEqual({ kind: 'footnote', text: `*${COMPARISON_RATE_WARNING}` });
    // Nothing given reads as a table's own empty line, never as blank cells.
    expect(byId('liabilities')?.parts).toEqual([
      expect.objectContaining({ kind: 'table', rows: [], empty: 'No credit cards declared' }),
      expect.objectContaining({ kind: 'table', rows: [], empty: 'No personal loans declared' }),
    ]);
  });

  it('tables carry their headers and rows; a business and a test drive have their own sections only when there are some', () => {
    const sections = sectionsOf({
      creditCards: [{ lenderName: 'Westpac', creditCardLimit: 6_000, creditCardBalance: 1_240 }],
      business: { name: 'McAllister Haulage Pty Ltd', abn: '51824753556' },
      testDrives: [{ date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true }],
    });
    const cards = sections.find((s) => s.id === 'liabilities')?.parts[0];
    expect(cards).toMatchObject({ kind: 'table', rows: [['Westpac', '$6,000', '$1,240']] });
    expect(cards?.kind === 'table' && cards.columns.map((c) => c.header)).toEqual(['Credit card', 'Limit', 'Balance']);
    expect(fieldsOf(sections.find((s) => s.id === 'business'))).toMatchObject({ ABN: '51 824 753 556' });
    expect(fieldsOf(sections.find((s) => s.id === 'test-drive'))).toMatchObject({ Date: '14/12/2026', 'Agreement accepted': 'Yes', 'Went on to finance': 'No' });
  });

  it('a lender that no longer quotes the loan is named, with a note that it will confirm its terms', () => {
    const offer = sectionsOf({}, null).find((s) => s.id === 'offer');
    expect(fieldsOf(offer)).toEqual({ Lender: OFFER.lenderName, 'Lender id': OFFER.matchingEngineLenderId });
    expect(offer?.parts.at(-1)).toEqual({ kind: 'note', text: 'The lender no longer quotes this loan; the lender will confirm its terms.' });
  });
});
