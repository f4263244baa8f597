import { describe, expect, it } from 'vitest';
import type { Business } from '../borrower/business';
import { businessNext } from './business-navigation';
import { business, journeyContext } from './journey-context.fixture';
import { LENDER_QUESTION_SCREENS, lenderQuestionsModal, unansweredLenderQuestions } from './lender-questions-navigation';
import { nextScreen } from './navigation';
import { approvedNext } from './verdict-navigation';

// spec 1 §2 "three lender-specific question modals" (LENDER_QUESTIONS_BUSINESS, _INCOME, _RESIDENCY); spec 2 §5
// "Business-lender questions"; docs/decisions/029 "Who opens them": a business loan's chosen lender asks them,
// the first unanswered at the Next of business details and of indicatively approved.

const lender = { selectedLender: { lenderName: 'Sample Lender', matchingEngineLenderId: 'L1' } } as const;
const ANSWERED: Business = {
  industry: 'Transport', annualRevenue: 250_000, incomeEvidence: 'BAS_STATEMENTS',
  primaryAddress: { suburb: 'Docklands', state: 'VIC', postcode: '3008', yearsAtAddress: 3 },
};
const withBusiness = (b: Business, extra: object = lender) =>
  journeyContext({ borrower: { ...business, ...extra, business: b } });

describe('the lender question modals (docs/decisions/029)', () => {
  it('asks nothing without a chosen lender, or for a loan that is not a business loan', () => {
    expect(unansweredLenderQuestions(withBusiness({}, {}))).toEqual([]);
    expect(unansweredLenderQuestions(journeyContext({ borrower: { ...lender } }))).toEqual([]);
    expect(unansweredLenderQuestions(journeyContext({ borrower: { ...lender, loan: { loanUsage: 'NOVATED' } } }))).toEqual([]);
  });

  it('opens the first unanswered of business, income and residency, one at a time', () => {
    expect(unansweredLenderQuestions(withBusiness({}))).toEqual(['BUSINESS', 'INCOME', 'RESIDENCY']);
    expect(lenderQuestionsModal(withBusiness({}))).toBe('LENDER_QUESTIONS_BUSINESS');
    const { incomeEvidence: _e, primaryAddress: _a, ...revenueOnly } = ANSWERED;
    expect(lenderQuestionsModal(withBusiness(revenueOnly))).toBe('LENDER_QUESTIONS_INCOME');
    expect(lenderQuestionsModal(withBusiness({ ...revenueOnly, incomeEvidence: 'TAX_RETURNS' }))).toBe('LENDER_QUESTIONS_RESIDENCY');
    expect(lenderQuestionsModal(withBusiness(ANSWERED))).toBeNull();
  });

  // Answered means the modal would save as it stands (borrower/lender-questions lenderQuestionErrors).
  it('counts a question answered only as the modal would take it', () => {
    // spec 1 §3 "trusteeName, trusteeType": a trust's trustee is asked.
    expect(lenderQuestionsModal(withBusiness({ ...ANSWERED, entityTypeName: 'Discretionary Trading Trust' }))).toBe('LENDER_QUESTIONS_BUSINESS');
    // decision 029: the industry is asked again when the business screen left it out.
    expect(lenderQuestionsModal(withBusiness({ ...ANSWERED, industry: undefined }))).toBe('LENDER_QUESTIONS_BUSINESS');
    // spec 2 §5 "postcode numeric, 4 digits"; spec 1 §5 "NZ: region replaces state".
    expect(lenderQuestionsModal(withBusiness({ ...ANSWERED, primaryAddress: { ...ANSWERED.primaryAddress, postcode: '30' } })))
      .toBe('LENDER_QUESTIONS_RESIDENCY');
    const nz = journeyContext({ partner: { country: 'NZ' }, borrower: { ...business, ...lender, business: ANSWERED } });
    expect(lenderQuestionsModal(nz)).toBe('LENDER_QUESTIONS_RESIDENCY');
    const nzAnswered = { ...ANSWERED, primaryAddress: { ...ANSWERED.primaryAddress, state: 'Auckland' } } as Business;
    expect(lenderQuestionsModal({ ...nz, borrower: { ...nz.borrower, business: nzAnswered } })).toBeNull();
  });

  // spec 1 §2 "Business Details screen": "Next goes to basic details, or to the previous-business check".
  it('asks them on business details\' Next before basic details and before the previous-business check', () => {
    expect(businessNext(withBusiness({}))).toEqual({ modal: 'LENDER_QUESTIONS_BUSINESS' });
    expect(businessNext({ ...withBusiness({}), businessUnderTwoYears: true })).toEqual({ modal: 'LENDER_QUESTIONS_BUSINESS' });
    expect(businessNext(withBusiness(ANSWERED))).toEqual({ screen: 'BASIC' });
    expect(businessNext({ ...withBusiness(ANSWERED), businessUnderTwoYears: true })).toEqual({ modal: 'PREVIOUS_BUSINESS_CHECK' });
    expect(businessNext(withBusiness({}, {}))).toEqual({ screen: 'BASIC' });
  });

  // spec 1 §2 "Indicatively approved": "Next opens the post-approved permission modal".
  it('asks them on indicatively approved\'s Next before the post-approved permission', () => {
    expect(approvedNext(withBusiness({ annualRevenue: 90_000, industry: 'Construction' }))).toEqual({ modal: 'LENDER_QUESTIONS_INCOME' });
    expect(approvedNext(withBusiness(ANSWERED))).toEqual({ modal: 'POSTAPPROVED_PERMISSION_MODAL' });
    expect(nextScreen('APPROVED', withBusiness({}))).toEqual({ modal: 'LENDER_QUESTIONS_BUSINESS' });
  });

  it('names the screens whose Next a saved modal continues', () => {
    expect([...LENDER_QUESTION_SCREENS]).toEqual(['BUSINESS', 'APPROVED']);
  });
});
