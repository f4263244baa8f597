import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import type { TestApp } from '../helpers/app';
import type { TestCaller } from '../helpers/caller';
import { formData } from '../documents/multipart';
import * as sample from '../documents/samples';
import { auBorrower, preApprove, saveApplicant, type SavedApplicant } from '../pre-approval/applicant';

// A borrower taken through the journey's calls as the widget makes them: saved with every part a lender
// reads (spec 2 §3), pre-approved by the sandbox bureau (spec 2 §7), a lender chosen from the approved ones,
// the lender's documents uploaded, and submitted (spec 2 §7 "GET /api/submit/application").

export const CONSENT_DATE = '2026-11-20T23:15:00.000Z';

export function fullBorrower(lastName: string, over: Record<string, unknown> = {}) {
  return auBorrower(lastName, {
    personalDetails: {
      firstName: 'Charlotte', middleName: 'Grace', email: 'charlotte.example@example.com', mobilePhone: '0412345678',
      maritalStatus: 'DE_FACTO', hasChildren: true, numberOfChildren: '2', licenseType: 'FULL', licenseExpiry: '2029-06-30',
    },
    loan: { purchasePrice: 38_990, deposit: 4_000, tradeIn: 2_500, balloon: 20, loanTerm: 5, loanUsage: 'PERSONAL', repaymentFrequency: 'Weekly' },
    vehicle: {
      assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2022, make: { name: 'Toyota', code: 'TOYO' },
      model: { name: 'RAV4', code: 'RAV4' }, variant: 'GX Hybrid', registrationNumber: 'CXK12L', registrationState: 'NSW',
      kilometers: 28_400, vin: 'JTMW43FV20D123456', glassValuation: 39_500,
    },
    seller: { type: 'DEALERSHIP', name: 'Harbourside Motors', contactName: 'Sam Patel', phone: '0298765432', email: 'sales@harbourside.example' },
    employments: [
      { status: 'PERMANENT', occupation: 'Registered nurse', employerName: 'St Vincent\'s Health', employerPhone: '0383456789', years: 2, months: 4 },
      { status: 'CASUAL', occupation: 'Nurse', employerName: 'Northside Clinic Pty Ltd', employerPhone: '0398765432', years: 1, months: 2 },
    ],
    income: { paidAmount: 2_150, paidFrequency: 'FORTNIGHTLY', otherIncome: 400, otherIncomeSource: 'RENTAL_OR_INVESMENT' },
    expenses: {
      billsPaidFrequency: 'MONTHLY', expensesShared: true, general: 900, mortgageRent: 1_650, transportVehicle: 250,
      education: 120, healthcare: 90, otherLoans: 0, noForseeableChangesToCircumstances: true,
    },
    otherAssets: { savings: 18_500, superandShares: 64_000, homeandContents: 25_000 },
    motorVehicles: [{ assetValue: 7_500, isLoanPresent: false }],
    realEstates: [],
    creditCards: [{ lenderName: 'Westpac', creditCardLimit: 6_000, creditCardBalance: 1_240 }],
    personalLoans: [{ lenderName: 'Latitude', monthlyRepayment: 210, loanBalance: 3_400 }],
    agreements: {
      defaultPrivacy: { agreed: true, date: CONSENT_DATE },
      marketing: { agreed: false },
      creditBureauVerificationExchange: { agreed: true, date: CONSENT_DATE },
      insuranceOptIn: { clauseAgreed: true, date: CONSENT_DATE },
    },
    ...over,
  });
}

export interface SubmittedApplicant extends SavedApplicant {
  offer: LenderOffer;
}

const save = (t: TestApp, caller: TestCaller, borrower: object) =>
  t.app.inject({ method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers, payload: { partnerId: 'demo', country: 'AU', borrower } });

async function upload(t: TestApp, caller: TestCaller, code: string, filename: string) {
  const form = formData([{ name: 'code', value: code }, { name: 'documents', filename, bytes: await sample.jpeg(), type: 'image/jpeg' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...form.headers, ...caller.headers }, payload: form.payload });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
}

/** Saved and pre-approved, the first approved lender chosen, its documents uploaded; submitted unless told not to. */
export async function submittedApplicant(t: TestApp, borrower: object, { submit = true } = {}): Promise<SubmittedApplicant> {
  const who = await saveApplicant(t, borrower);
  const answer = (await preApprove(t, who)).json();
  const offer: LenderOffer | undefined = answer.lenders?.[0];
  if (!offer) throw new Error(`not approved: ${JSON.stringify(answer)}`);
  const selected = { lenderName: offer.lenderName, matchingEngineLenderId: offer.matchingEngineLenderId, loanTerm: offer.loanTerm, requiredDocuments: offer.requiredDocuments };
  const saved = await save(t, who.caller, { selectedLender: selected });
  if (saved.statusCode !== 200) throw new Error(`selection failed: ${saved.body}`);
  await upload(t, who.caller, 'DRIVER_LICENCE_FRONT', 'licence-front.jpg');
  await upload(t, who.caller, 'DRIVER_LICENCE_BACK', 'licence-back.jpg');
  if (submit) {
    const res = await t.app.inject({ method: 'GET', url: '/api/submit/application', headers: who.caller.headers });
    if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  }
  return { ...who, offer };
}
