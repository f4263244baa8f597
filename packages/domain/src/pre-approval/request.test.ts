import { describe, expect, it } from 'vitest';
import { PreApprovalRequest } from '../contracts/pre-approval';
import { NOT_SHOWN_TO_USER } from '../borrower/lenders';
import { commissionAmountFor, lastShownMonthlyRepayment, preApprovalRequestFor } from './request';

const APPLICATION = '3f0c1a9e-7d52-4c1b-9a8e-5b6d2f1e4c3a';
const shown = (entries: Array<[string, number]>) => ({
  screenShown: 'APPROVED',
  shownLenders: entries.map(([lenderName, monthlyRepaymentAmount]) => ({ lenderName, monthlyRepaymentAmount })),
});

// spec 2 §7 "POST /api/submit/preApproval": "monthlyRepayment, applicationId, waterfallLenders (lists),
// sendLeadEmail, commissionAmount, isDemoMode, creditScoreTestDrive".
describe('the pre-approval payload', () => {
  it('carries every field of spec 2 §7 and passes the contract', () => {
    const tiers = [{ lenders: ['a', 'b'], showLenderDetails: true }];
    const request = preApprovalRequestFor({
      application: { applicationId: APPLICATION },
      loan: { purchasePrice: 35_000, deposit: 5_000, loanUsage: 'PERSONAL' },
      shownLenders: [shown([['Lender A', 700], ['Lender B', 650.5]])],
    }, { waterfallLenders: tiers, sendLeadEmail: true, isDemoMode: false });
    expect(request).toEqual({
      applicationId: APPLICATION,
      monthlyRepayment: 650.5,
      waterfallLenders: tiers,
      sendLeadEmail: true,
      commissionAmount: 900, // spec 1 §9 default 3 PERCENTAGE of 30,000
      isDemoMode: false,
      creditScoreTestDrive: false,
    });
    expect(PreApprovalRequest.safeParse(request).success).toBe(true);
  });

  it('says demo mode for a demo partner, or while the borrower\'s name is a demo name (spec 1 §4 "Demo mode")', () => {
    const named = (firstName: string, lastName: string) => ({ application: { applicationId: APPLICATION }, personalDetails: { firstName, lastName } });
    expect(preApprovalRequestFor(named('Demo', 'Excellent'), null)?.isDemoMode).toBe(true);
    expect(preApprovalRequestFor(named('Demo', 'Smith'), null)?.isDemoMode).toBe(false);
    expect(preApprovalRequestFor(named('Alex', 'Smith'), { isDemoMode: true })?.isDemoMode).toBe(true);
  });

  it('is null without an application (the call cannot be made)', () => {
    expect(preApprovalRequestFor({ loan: { purchasePrice: 35_000 } }, null)).toBeNull();
  });

  it('leaves out a repayment and a commission that are not known yet', () => {
    const request = preApprovalRequestFor({ application: { applicationId: APPLICATION } }, null);
    expect(request).toEqual({ applicationId: APPLICATION, waterfallLenders: null, sendLeadEmail: false, isDemoMode: false, creditScoreTestDrive: false });
    expect(PreApprovalRequest.safeParse(request).success).toBe(true);
  });
});

describe('lastShownMonthlyRepayment (spec 1 §3 "Lender-shown record")', () => {
  it('takes the chosen lender in the latest record, else the lowest there', () => {
    const records = [shown([['Lender A', 500]]), shown([[NOT_SHOWN_TO_USER, 610], ['Lender C', 640]])];
    expect(lastShownMonthlyRepayment({ shownLenders: records, selectedLender: { lenderName: 'Lender C' } })).toBe(640);
    expect(lastShownMonthlyRepayment({ shownLenders: records })).toBe(610);
    expect(lastShownMonthlyRepayment({ shownLenders: [] })).toBeUndefined();
  });
});

describe('commissionAmountFor (spec 1 §3 financeTypeCommission, §9 defaults)', () => {
  it('reads the consumer or commercial commission, percentage or dollars, on the amount to borrow', () => {
    const partner = { financeTypeCommission: { consumer: { value: 2, type: 'PERCENTAGE' as const }, commercial: { value: 1_250, type: 'DOLLAR' as const } } };
    expect(commissionAmountFor({ purchasePrice: 40_000, tradeIn: 10_000 }, partner)).toBe(600);
    expect(commissionAmountFor({ purchasePrice: 40_000, loanUsage: 'BUSINESS' }, partner)).toBe(1_250);
    expect(commissionAmountFor({ purchasePrice: 40_000, deposit: 40_000 }, partner)).toBeUndefined();
  });
});
