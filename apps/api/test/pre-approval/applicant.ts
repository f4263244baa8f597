import type { TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';

// A borrower saved through POST /api/borrower/createOrUpdate, ready for pre-approval: the identity the OCR
// summary confirms (spec 2 §5), an AU car loan, income and expenses that service it.

export const LOAN = { purchasePrice: 32_000, deposit: 2_000, tradeIn: 0, balloon: 0, loanTerm: 5, loanUsage: 'PERSONAL' } as const;
export const VEHICLE = { assetType: 'PASSENGER_VEHICLE', condition: 'USED', buildYear: 2021 } as const;

export function auBorrower(lastName: string, over: { personalDetails?: object; scores?: object; [part: string]: unknown } = {}) {
  const { personalDetails, scores, ...rest } = over;
  return {
    personalDetails: {
      firstName: 'Alex', lastName, birthdate: '1988-03-14', licenseNumber: '034512876', licenseState: 'VIC',
      residency: 'AUSTRALIAN_CITIZEN', ...personalDetails,
    },
    address: [{ streetNumber: '1', streetName: 'Wharf Road', suburb: 'Docklands', state: 'VIC', postcode: '3008', ownershipType: 'RENTING' }],
    loan: LOAN,
    vehicle: VEHICLE,
    scores: { selfAssessedCreditHistory: 'GREAT', ...scores },
    employments: [{ status: 'PERMANENT' }],
    income: { paidAmount: 9_000, paidFrequency: 'MONTHLY' },
    expenses: { billsPaidFrequency: 'MONTHLY', general: 800, mortgageRent: 1_600, transportVehicle: 200, education: 0, healthcare: 100, otherLoans: 0, expensesShared: false },
    ...rest,
  };
}

export interface SavedApplicant {
  caller: TestCaller;
  applicationId: string;
}

export async function saveApplicant(t: TestApp, borrower: object, { partnerId = 'demo', country = 'AU' } = {}): Promise<SavedApplicant> {
  const caller = await createCaller(t.handle.db);
  const res = await t.app.inject({
    method: 'POST', url: '/api/borrower/createOrUpdate', headers: caller.headers, payload: { partnerId, country, borrower },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return { caller, applicationId: res.json().borrower.application.applicationId };
}

export function preApprove(t: TestApp, who: SavedApplicant | null, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST', url: '/api/submit/preApproval', headers: who?.caller.headers ?? {},
    payload: { applicationId: who?.applicationId ?? '00000000-0000-4000-8000-000000000000', monthlyRepayment: 700, sendLeadEmail: false, isDemoMode: false, ...body },
  });
}

export async function readBorrower(t: TestApp, who: SavedApplicant) {
  const res = await t.app.inject({ method: 'POST', url: '/api/borrower/get', headers: who.caller.headers, payload: { partnerId: 'demo' } });
  return res.json().borrower;
}
