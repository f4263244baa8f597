import { describe, expect, it } from 'vitest';
import { applyApplicationWrite, mergeProgressPercent } from './application';
import { stampAgreements, allConsentsAgreed } from './agreements';
import { Borrower, BorrowerDocument, BorrowerPatch, splitBorrowerPatch } from './index';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.code}`) ?? [];

describe('Borrower schema (spec 1 §3 "Borrower", spec 2 §3)', () => {
  it('an empty borrower is valid: every part is optional, the borrower fills it progressively', () => {
    expect(Borrower.safeParse({}).success).toBe(true);
  });

  // spec 2 §2 "Vehicle details": search by registration (number plus state); a New Zealand plate's state is
  // NZ, as the plate look-up answers it (contracts/vehicle-select).
  it('keeps a plate state of an Australian state or territory, or NZ, and refuses anything else', () => {
    expect(Borrower.safeParse({ vehicle: { registrationNumber: 'ABC123', registrationState: 'NZ' } }).success).toBe(true);
    expect(Borrower.safeParse({ vehicle: { registrationState: 'TAS' } }).success).toBe(true);
    expect(issuesOf(Borrower.safeParse({ vehicle: { registrationState: 'Auckland' } }))).toEqual(['vehicle.registrationState:invalid_value']);
  });

  it('accepts a complete borrower', () => {
    const b = {
      personalDetails: { firstName: 'Ann', lastName: 'Lee', birthdate: '1990-02-28', residency: 'VISA_HOLDER', visaNumber: '482', visaExpiryDate: '2027-06-30', licenseState: 'VIC', numberOfChildren: '3+' },
      address: [{ ownershipType: 'RENTING', streetNumber: '12', streetName: 'Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' }],
      addressIndex: 0,
      employments: [{ status: 'CASUAL', occupation: 'Barista', employerPhone: '0390001234', years: 1, months: 6 }],
      currentEmploymentIndex: 0,
      income: { paidAmount: 1_200, paidFrequency: 'WEEKLY', otherIncome: 0 },
      expenses: { general: 1_000, mortgageRent: 1_600, noForseeableChangesToCircumstances: true },
      loan: { loanUsage: 'PERSONAL', loanTerm: 5, purchasePrice: 35_000, deposit: 5_000, balloon: 0 },
      vehicle: { assetType: 'PASSENGER_VEHICLE', buildYear: 2021, make: { name: 'Toyota', code: 'TOYO' } },
      seller: { type: 'DEALERSHIP', name: 'Sample Motors', phone: '0390000000' },
      creditCards: [{ lenderName: 'Bank', creditCardLimit: 5_000, creditCardBalance: 0 }],
      creditCardIndex: 0,
      realEstates: [{ assetValue: 999_999_999_999 }],
      business: { abn: '51824753556', numberOfDirectors: 2, gst: '01/07/2020', primaryAddress: { suburb: 'Carlton', postcode: '3053' } },
      supportingDocs: { DRIVER_LICENCE_FRONT: [{ id: 'd1', filename: 'front.jpg', url: '/api/documents/d1' }] },
      selectedLender: { lenderName: 'Sample Lender', matchingEngineLenderId: 'L1', loanTerm: 5, requiredDocuments: { RATES_NOTICE: 'Rates notice' } },
      shownLenders: [{ screenShown: 'APPROVED', shownLenders: [{ lenderName: 'Not shown to user', monthlyRepaymentAmount: 600 }] }],
      testDrives: [{ date: '24/12/2026', time: '09:30', agreedToTestDriveAgreement: true }],
      agreements: { marketing: { agreed: true, date: '2026-01-01T00:00:00.000Z' }, insuranceOptIn: { clauseAgreed: true, version: '1.0' } },
      scores: { creditScore: 720, selfAssessedCreditHistory: 'GREAT' },
    };
    const r = Borrower.safeParse(b);
    expect(issuesOf(r)).toEqual([]);
  });

  it('refuses unknown keys at the top level and inside parts (typos are caught)', () => {
    expect(issuesOf(Borrower.safeParse({ lona: {} }))).toEqual([':unrecognized_keys']);
    expect(issuesOf(Borrower.safeParse({ loan: { loanTerms: 5 } }))).toEqual(['loan:unrecognized_keys']);
  });

  it.each([
    // spec 2 §5 "Loan": purchase price max 999999; trade-in max 999999; term 1 to 7.
    [{ loan: { purchasePrice: 1_000_000 } }, 'loan.purchasePrice:too_big'],
    [{ loan: { tradeIn: 1_000_000 } }, 'loan.tradeIn:too_big'],
    [{ loan: { loanTerm: 8 } }, 'loan.loanTerm:too_big'],
    // spec 2 §5 "Income": amounts max 99999.
    [{ income: { paidAmount: 100_000 } }, 'income.paidAmount:too_big'],
    // spec 2 §5 "Expenses": amounts max 99999; explanation max 180 characters.
    [{ expenses: { general: 100_000 } }, 'expenses.general:too_big'],
    [{ expenses: { forseeableChangesExplanation: 'x'.repeat(181) } }, 'expenses.forseeableChangesExplanation:too_big'],
    // spec 1 §5 "Number of directors numeric 1 to 99".
    [{ business: { numberOfDirectors: 100 } }, 'business.numberOfDirectors:too_big'],
    [{ business: { numberOfDirectors: 0 } }, 'business.numberOfDirectors:too_small'],
    // spec 1 §5: "Business suburb max 12 characters; business postcode numeric, 4 digits".
    [{ business: { primaryAddress: { suburb: 'Thirteen chrs' } } }, 'business.primaryAddress.suburb:too_big'],
    [{ business: { primaryAddress: { postcode: '30a5' } } }, 'business.primaryAddress.postcode:invalid_format'],
    // spec 2 §5: visa number max 3 characters; employment months cap 12, years cap 99.
    [{ personalDetails: { visaNumber: '1234' } }, 'personalDetails.visaNumber:too_big'],
    [{ employments: [{ months: 13 }] }, 'employments.0.months:too_big'],
    [{ employments: [{ years: 100 }] }, 'employments.0.years:too_big'],
    // spec 2 §5 "Manual vehicle": make, model, variant at most 30 characters; kilometres max 999999.
    [{ vehicle: { variant: 'v'.repeat(31) } }, 'vehicle.variant:too_big'],
    [{ vehicle: { kilometers: 1_000_000 } }, 'vehicle.kilometers:too_big'],
    // spec 2 §5 "Seller": contact name at most 20; phone at most 10 digits.
    [{ seller: { contactName: 'c'.repeat(21) } }, 'seller.contactName:too_big'],
    [{ seller: { phone: '03 9000 0000' } }, 'seller.phone:invalid_format'],
    // spec 2 §5 credit card caps 999999; real estate balance 999999999.
    [{ creditCards: [{ creditCardLimit: 1_000_000 }] }, 'creditCards.0.creditCardLimit:too_big'],
    [{ realEstates: [{ loanBalance: 1_000_000_000 }] }, 'realEstates.0.loanBalance:too_big'],
    // enums from spec 1 §3, spelled as the spec does.
    [{ personalDetails: { residency: 'NEW_ZEALAND_CITIZEN' } }, 'personalDetails.residency:invalid_value'],
    [{ personalDetails: { birthdate: '1990-02-30' } }, 'personalDetails.birthdate:custom'],
    [{ supportingDocs: { PASSPORT: [] } }, 'supportingDocs:unrecognized_keys'],
  ])('refuses %j', (input, issue) => {
    expect(issuesOf(Borrower.safeParse(input))).toContain(issue);
  });

  it('uppercases registration and stock numbers (spec 2 §5, spec 1 §2)', () => {
    const r = BorrowerDocument.parse({ vehicle: { registrationNumber: 'abc123', stockNumber: 'st-9' } });
    expect(r.vehicle).toEqual({ registrationNumber: 'ABC123', stockNumber: 'ST-9' });
  });
});

describe('BorrowerPatch', () => {
  it('takes null to clear and partial nested parts, with the same caps', () => {
    expect(BorrowerPatch.safeParse({ loan: { loanTerm: null }, agreements: { marketing: { date: null } } }).success).toBe(true);
    expect(issuesOf(BorrowerPatch.safeParse({ loan: { purchasePrice: 1_000_000 } }))).toEqual(['loan.purchasePrice:too_big']);
    expect(issuesOf(BorrowerPatch.safeParse({ loan: { loanTerms: 1 } }))).toEqual(['loan:unrecognized_keys']);
  });
  it('separates the application from the document', () => {
    const p = BorrowerPatch.parse({ loan: { loanTerm: 3 }, application: { applicationId: 'x', progressPercent: 20 } });
    expect(splitBorrowerPatch(p)).toEqual({ document: { loan: { loanTerm: 3 } }, application: { applicationId: 'x', progressPercent: 20 } });
  });

  // spec 2 §7 documents: the uploads and deletes alone write supportingDocs.
  it('leaves supportingDocs out of a save: only uploads and deletes change the list', () => {
    const p = BorrowerPatch.parse({ loan: { loanTerm: 3 }, supportingDocs: { PRIVACY_FORM: [{ id: 'forged', filename: 'x.pdf', url: '/api/documents/forged' }] } });
    expect(splitBorrowerPatch(p).document).toEqual({ loan: { loanTerm: 3 } });
  });
});

describe('application writes (spec 1 §3 "application", §4 "Progress percent by screen")', () => {
  it('"It only ever increases"', () => {
    expect(mergeProgressPercent(35, 20)).toBe(35);
    expect(mergeProgressPercent(35, 45)).toBe(45);
    expect(mergeProgressPercent(35, undefined)).toBe(35);
  });
  it('takes progress, partner overwrite and broker phone; ignores the rest', () => {
    const stored = { progressPercent: 20, partnerOverwriteId: null, brokerPhoneNumber: null };
    expect(applyApplicationWrite(stored, { isSubmitted: true, progressPercent: 5, partnerOverwriteId: 'broker-1' }))
      .toEqual({ progressPercent: 20, partnerOverwriteId: 'broker-1', brokerPhoneNumber: null });
    expect(applyApplicationWrite({ ...stored, partnerOverwriteId: 'b' }, { partnerOverwriteId: null }).partnerOverwriteId).toBeNull();
    expect(applyApplicationWrite({ ...stored, partnerOverwriteId: 'b' }, {}).partnerOverwriteId).toBe('b');
  });
  // spec 2 §6 "A broker phone number on the application triggers text notifications"; docs/decisions/046:
  // only a number the partner vouches for is taken, any other is dropped and the save goes on.
  it('takes a broker phone only when the application\'s partner vouches for it', () => {
    const stored = { progressPercent: 20, partnerOverwriteId: null, brokerPhoneNumber: '0412345678' };
    const partner = { dealerPhone: '1300555101', brokerPhoneNumbers: ['0412345678', '0422 222 222'] };
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: '0422222222' }, partner).brokerPhoneNumber).toBe('0422222222');
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: '0400000001' }, partner).brokerPhoneNumber).toBe('0412345678');
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: '0422222222' }, null).brokerPhoneNumber).toBe('0412345678');
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: '0422222222' }).brokerPhoneNumber).toBe('0412345678');
    expect(applyApplicationWrite(stored, { progressPercent: 30 }, partner).brokerPhoneNumber).toBe('0412345678');
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: null }, partner).brokerPhoneNumber).toBeNull();
    expect(applyApplicationWrite(stored, { brokerPhoneNumber: '' }, partner).brokerPhoneNumber).toBeNull();
  });
});

describe('agreements (spec 1 §3 "Consents")', () => {
  it('dates an agreed consent that came without a date; insurance opt-in is version 1.0', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(stampAgreements({ marketing: { agreed: true }, defaultPrivacy: { agreed: false }, insuranceOptIn: { clauseAgreed: true } }, now)).toEqual({
      marketing: { agreed: true, date: '2026-03-01T10:00:00.000Z' },
      defaultPrivacy: { agreed: false },
      insuranceOptIn: { clauseAgreed: true, date: '2026-03-01T10:00:00.000Z', version: '1.0' },
    });
  });
  it('spec 2 §5: express privacy needs privacy, marketing and verification-exchange all agreed', () => {
    expect(allConsentsAgreed({ defaultPrivacy: { agreed: true }, marketing: { agreed: true } })).toBe(false);
    expect(allConsentsAgreed({ defaultPrivacy: { agreed: true }, marketing: { agreed: true }, creditBureauVerificationExchange: { agreed: true } })).toBe(true);
  });
});
