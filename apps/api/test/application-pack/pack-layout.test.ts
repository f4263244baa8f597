import { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { parsePartnerConfig } from '@kerb/domain/partner/config';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { describe, expect, it } from 'vitest';
import { applicationDocument } from '../../src/services/application-pack/application-document';
import type { PackFacts } from '../../src/services/application-pack/load';
import { applicationPdf } from '../../src/services/application-pack/pdf-layout';
import { readPdfText } from './pdf-text';
import { OFFER } from './sample-offer';

// docs/decisions/044: what the pack shows for each kind of application, without a database: the JSON document
// from stored facts, the PDF from the document.

const NOW = new Date('2026-11-25T04:00:00Z');

function facts(over: { country?: 'AU' | 'NZ'; borrower?: Record<string, unknown>; offer?: LenderOffer | null } = {}): PackFacts {
  return {
    country: over.country ?? 'AU',
    partner: null,
    offer: over.offer === undefined ? OFFER : over.offer,
    documents: [],
    bankStatements: null,
    submittedAt: null,
    borrower: {
      personalDetails: { firstName: 'Aroha', lastName: 'Ngata' },
      loan: { purchasePrice: 30_000, deposit: 2_000, loanTerm: 4, loanUsage: 'PERSONAL', repaymentFrequency: 'Monthly' },
      selectedLender: { lenderName: OFFER.lenderName, matchingEngineLenderId: OFFER.matchingEngineLenderId },
      application: {
        id: 'a1b2c3d4-0000-4000-8000-000000000001', applicationId: 'a1b2c3d4-0000-4000-8000-000000000001', isPreApproved: true,
        isSubmitted: false, isDeclined: false, progressPercent: 95, partnerOverwriteId: null,
      },
      ...over.borrower,
    } as PackFacts['borrower'],
  };
}

const build = async (f: PackFacts, branding = {}) => {
  const doc = applicationDocument(f, { schemaUrl: 'https://kerb.example/api/schemas/application-v1.json', now: NOW });
  const pdf = await readPdfText(await applicationPdf(doc, branding));
  return { doc, pdf, text: pdf.pages.join('\n') };
};

describe('application pack layout', () => {
  it('AU personal loan: comparison rate with its warning; money and dates AU style; the repayment at the loan\'s frequency', async () => {
    const { doc, text } = await build(facts());
    expect(ApplicationDocument.safeParse(doc).success).toBe(true);
    expect(doc.offer).toMatchObject({ repaymentFrequency: 'Monthly', repaymentAmount: 702.15, comparisonRateInPercent: 9.61, comparisonRateWarning: COMPARISON_RATE_WARNING });
    expect(text).toContain('$702.15');
    expect(text).toContain('$28,190.00');
    expect(text).toContain('Comparison rate*');
    expect(text).toContain('9.61% p.a.');
    // spec 1 §4 "Total payable = term years x 12 x monthly repayment".
    expect(text).toContain('$33,703.20');
    expect(text).toContain('Prepared by Kerb 25/11/2026 15:00 AEDT');
    expect(text).toContain('NOT YET SUBMITTED');
  });

  it('spec 1 §4 "business or NZ hides comparison rate": an NZ loan has none, and is in NZ dollars and NZ time', async () => {
    const { doc, text } = await build(facts({ country: 'NZ' }));
    expect(doc.offer).not.toHaveProperty('comparisonRateInPercent');
    expect(doc.offer).not.toHaveProperty('comparisonRateWarning');
    expect(text).not.toContain('Comparison rate');
    expect(text).not.toContain('9.61%');
    expect(text).not.toContain('WARNING');
    expect(text).toContain('8.95% p.a.');
    expect(text).toContain('$702.15');
    expect(text).toContain('25/11/2026 17:00 NZDT');
    expect(text).toContain('Amounts in New Zealand dollars.');
  });

  it('spec 1 §4: a business loan and a novated lease carry no comparison rate either', async () => {
    for (const loanUsage of ['BUSINESS', 'NOVATED']) {
      const { doc, text } = await build(facts({ borrower: { loan: { purchasePrice: 30_000, loanTerm: 4, loanUsage } } }));
      expect(doc.offer).not.toHaveProperty('comparisonRateInPercent');
      expect(text).not.toContain('Comparison rate');
    }
  });

  it('spec 1 §3 "Business": the business\'s identity, dates as stored (dd/mm/yyyy), ABN and ACN grouped', async () => {
    const business = {
      name: 'McAllister Haulage Pty Ltd', abn: '51824753556', acn: '824753556', abnStatusEffectiveFrom: '01/07/2015',
      annualRevenue: 1_850_000, incomeEvidence: 'BAS_STATEMENTS', primaryAddress: { streetNumber: '14', streetName: 'Boundary Road', suburb: 'Laverton', state: 'VIC', postcode: '3028' },
    };
    const { doc, text } = await build(facts({ borrower: { business, loan: { purchasePrice: 120_000, loanTerm: 5, loanUsage: 'BUSINESS' } } }));
    expect(doc.business).toEqual(business);
    // A value that wraps continues on the next line.
    for (const words of ['McAllister Haulage Pty Ltd', '51 824 753 556', '824 753 556', '01/07/2015', '$1,850,000', 'BAS statements', '14 Boundary Road, Laverton VIC 3028']) {
      expect(text.replace(/\n/g, ' ')).toContain(words);
    }
  });

  it('a balloon is shown, and the total payable with it', async () => {
    const { doc, text } = await build(facts({ offer: { ...OFFER, balloonAmount: 6_000 } }));
    expect(doc.offer?.totalPayableWithBalloon).toBe(39_703.2);
    expect(text).toContain('Balloon payment');
    expect(text).toContain('$6,000.00');
    expect(text).toContain('$39,703.20');
  });

  it('names the standard fonts cannot write are written without their marks in the PDF, exactly in the JSON', async () => {
    const { doc, text } = await build(facts({ borrower: { personalDetails: { firstName: 'Thảo', lastName: 'Nguyễn 李', email: 'thao@example.com' } } }));
    expect(doc.borrower.personalDetails).toMatchObject({ firstName: 'Thảo', lastName: 'Nguyễn 李' });
    expect(text).toContain('Thao Nguyen ?');
    expect(text).toContain('thao@example.com');
  });

  it('breaks long lists across pages, repeating the table header, every page numbered', async () => {
    const creditCards = Array.from({ length: 20 }, (_, i) => ({ lenderName: `Card issuer ${i + 1}`, creditCardLimit: 5_000, creditCardBalance: 100 * i }));
    const personalLoans = Array.from({ length: 20 }, (_, i) => ({ lenderName: `Loan lender ${i + 1}`, monthlyRepayment: 150, loanBalance: 2_000 }));
    const employments = Array.from({ length: 12 }, (_, i) => ({ status: 'CASUAL', occupation: 'Courier', employerName: `Employer ${i + 1}`, years: 0, months: 3 }));
    const { pdf, text } = await build(facts({ borrower: { creditCards, personalLoans, employments } }));
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pageCount}`));
    pdf.pages.slice(1).forEach((page) => expect(page).toContain('Reference a1b2c3d4-0000-4000-8000-000000000001'));
    for (let i = 1; i <= 20; i += 1) expect(text).toContain(`Card issuer ${i}\n`);
    expect(text).toContain('Loan lender 20');
    expect(text).toContain('Employer 12');
    // A table split over two pages shows its header on both.
    const withHeader = pdf.pages.filter((page) => page.includes('CREDIT CARD') || page.includes('PERSONAL LOAN'));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
  });

  it('a lender that no longer quotes the loan: the lender is named and the offer left for it to confirm', async () => {
    const { doc, text } = await build(facts({ offer: null }));
    expect(doc.offer).toBeNull();
    expect(doc.lender).toEqual({ lenderName: OFFER.lenderName, matchingEngineLenderId: OFFER.matchingEngineLenderId });
    expect(text).toContain(OFFER.lenderName);
    expect(text).toContain('To be confirmed');
    expect(ApplicationDocument.safeParse(doc).success).toBe(true);
  });

  it('a white-labelled partner\'s pack does not name Kerb; the partner heads it with its contact details', async () => {
    const partner = parsePartnerConfig({
      id: 'redline', partnerId: 'redline', dealerName: 'Redline Motors', contactPhone: '0298765432', whiteLabel: true, primaryColor: '#e30613',
    });
    const { doc, pdf, text } = await build({ ...facts(), partner }, { whiteLabel: true, accent: partner.primaryColor });
    expect(doc.partner).toEqual({ id: 'redline', name: 'Redline Motors', phone: '0298765432' });
    expect(pdf.pages[0]!.split('\n').slice(0, 3)).toEqual(['Redline Motors', 'Finance application', '02 9876 5432']);
    expect(text).not.toContain('Kerb');
    expect(text).toContain('Prepared 25/11/2026');
  });

  // spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
  // proceededToFinance": the dealer's copy shows the drive booked (docs/decisions/052).
  it('shows the test drive booked, its agreement and that the borrower went on to finance, in the JSON and the PDF', async () => {
    const drive = { date: '14/12/2026', time: '10:30', agreedToTestDriveAgreement: true, proceededToFinance: true };
    const { doc, text } = await build(facts({ borrower: { testDrives: [drive] } }));
    expect(ApplicationDocument.safeParse(doc).success).toBe(true);
    expect(doc.testDrives).toEqual([drive]);
    expect(text).toContain('Test drive');
    expect(text).toContain('14/12/2026');
    expect(text).toContain('10:30');
    expect(text).toMatch(/Agreement accepted\s*Yes/);
    expect(text).toMatch(/Went on to finance\s*Yes/);
    const none = await build(facts());
    expect(none.doc.testDrives).toBeUndefined();
    expect(none.text).not.toContain('Test drive');
  });
});
