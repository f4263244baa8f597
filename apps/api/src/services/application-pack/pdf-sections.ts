import { fullNameOf } from '@kerb/domain/borrower/person-name';
import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import type { Address } from '@kerb/domain/borrower/address';
import { fields, headedFields, heading, note, table } from './pdf-blocks';
import type { PdfCanvas } from './pdf-canvas';
import { businessNumber, formatAmount, formatDate, formatMoment, formatMoney, formatRate, words, yesNo } from './format';
import type { RGB } from 'pdf-lib';

// The sections of the PDF, in the order a credit assessor reads an application: who, what they borrow and
// from whom, what for, their work and money, what they own and owe, the bureau's view, consents, documents.

type Doc = ApplicationDocument;

export const fullName = (d: Doc) => fullNameOf(d.borrower.personalDetails);

/** Australian numbers grouped as they are read aloud: "0412 345 678", "1300 555 101", "02 9876 5432". */
export function phone(digits: string | undefined): string | undefined {
  if (!digits) return digits;
  if (/^(04\d{8}|1[38]00\d{6})$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return digits;
}

export const addressLine = (a: Address) => {
  const street = [a.unitNumber ? `${a.unitNumber}/${a.streetNumber ?? ''}` : a.streetNumber, a.streetName].filter(Boolean).join(' ');
  return [street, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const period = (years?: number, months?: number) =>
  [years ? plural(years, 'year') : '', months ? plural(months, 'month') : ''].filter(Boolean).join(' ') || undefined;

export function applicantSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  const p = d.borrower.personalDetails;
  headedFields(c, 'Applicant', accent, [
    ['Full name', fullName(d)],
    ['Date of birth', p.birthdate && formatDate(p.birthdate)],
    ['Mobile', phone(p.mobilePhone)],
    ['E-mail', p.email],
    ['Marital status', words(p.maritalStatus)],
    ['Residency', words(p.residency)],
    ['Visa number', p.visaNumber],
    ['Visa expiry', p.visaExpiryDate && formatDate(p.visaExpiryDate)],
    ['Dependent children', p.hasChildren === undefined ? undefined : p.hasChildren ? (p.numberOfChildren ?? 'Yes') : 'None'],
    ['Licence number', p.licenseNumber],
    ['Licence state', p.licenseState],
    ['Licence version', p.licenseVersionNumber],
    ['Licence type', words(p.licenseType)],
    ['Licence expiry', p.licenseExpiry && formatDate(p.licenseExpiry)],
  ]);
  const [current, ...previous] = d.borrower.addresses;
  headedFields(c, 'Address', accent, [
    ['Current address', current && addressLine(current)],
    ['Living status', words(current?.ownershipType)],
  ], { columns: 1 });
  if (previous.length) table(c, [{ header: 'Previous address', width: 0.7 }, { header: 'Living status', width: 0.3 }], previous.map((a) => [addressLine(a), words(a.ownershipType) ?? '']));
}

export function loanSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  const { loan, offer, country } = d;
  const money = (v: number | undefined) => (v === undefined ? undefined : formatAmount(v, country));
  headedFields(c, 'Loan structure', accent, [
    ['Loan purpose', words(loan.loanUsage)],
    ['Purchase price', money(loan.purchasePrice)],
    ['Deposit', money(loan.deposit)],
    ['Trade-in', money(loan.tradeIn)],
    ['Amount to borrow', money(loan.amountToBorrow)],
    ['Balloon', loan.balloon === undefined ? undefined : `${loan.balloon}%`],
    ['Loan term', loan.loanTerm === undefined ? undefined : plural(loan.loanTerm, 'year')],
    ['Repayments', loan.repaymentFrequency],
    ['Loan type', words(loan.loanType)],
    ['Finance type', words(loan.financeType)],
  ]);
  if (!offer) {
    headedFields(c, 'Lender and offer', accent, [['Lender', d.lender.lenderName], ['Lender id', d.lender.matchingEngineLenderId]]);
    note(c, 'The lender no longer quotes this loan; the lender will confirm its terms.');
    return;
  }
  const two = (v: number) => formatMoney(v, country, 2);
  headedFields(c, 'Lender and offer', accent, [
    ['Lender', d.lender.lenderName],
    ['Lender id', d.lender.matchingEngineLenderId],
    ['Monthly repayment', two(offer.monthlyRepaymentAmount)],
    ['Loan term', plural(offer.loanTerm, 'year')],
    ['Fortnightly repayment', two(offer.fortnightlyRepaymentAmount)],
    ['Weekly repayment', two(offer.weeklyRepaymentAmount)],
    ['Interest rate', formatRate(offer.advertisedRateInPercent)],
    ['Comparison rate*', offer.comparisonRateInPercent === undefined ? undefined : formatRate(offer.comparisonRateInPercent)],
    ['Upfront fee', two(offer.upfrontFeeAmount)],
    ['Monthly fee', two(offer.monthlyOngoingFeeAmount)],
    ['Balloon payment', two(offer.balloonAmount)],
    ['Amount financed', two(offer.financeTotal)],
    ['Total of repayments', two(offer.totalPayable)],
    ['Total payable with balloon', offer.balloonAmount > 0 ? two(offer.totalPayableWithBalloon) : undefined],
    ['Turnaround', plural(offer.turnaroundTimeInDays, 'business day')],
  ]);
  if (offer.comparisonRateWarning) {
    c.y -= 4;
    c.paragraph(`*${offer.comparisonRateWarning}`, { size: 7.8 });
  }
}

export function vehicleSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  const v = d.vehicle ?? {};
  const name = [v.buildYear, v.make?.name, v.model?.name, v.variant].filter(Boolean).join(' ');
  headedFields(c, 'Vehicle', accent, [
    ['Vehicle', name || 'Not chosen yet'],
    ['Description', v.description && v.description !== name ? v.description : undefined],
    ['Asset type', words(v.assetType)],
    ['Condition', words(v.condition)],
    ['Registration', [v.registrationNumber, v.registrationState].filter(Boolean).join(' ') || undefined],
    ['Kilometres', v.kilometers === undefined ? undefined : v.kilometers.toLocaleString('en-AU')],
    ['VIN', v.vin],
    ['NVIC', v.nvic],
    ['Valuation', v.glassValuation === undefined ? undefined : formatAmount(v.glassValuation, d.country)],
    ['Stock number', v.stockNumber],
  ]);
  const s = d.seller ?? {};
  headedFields(c, 'Seller', accent, [['Seller type', words(s.type)], ['Name', s.name], ['Contact', s.contactName], ['Phone', phone(s.phone)], ['E-mail', s.email]]);
  // spec 2 §3 "Test drive": the drive booked with the dealer, beside the vehicle it is for (docs/decisions/052).
  const drive = d.testDrives?.[0];
  if (drive) {
    headedFields(c, 'Test drive', accent, [
      ['Date', drive.date], ['Time', drive.time],
      ['Agreement accepted', yesNo(drive.agreedToTestDriveAgreement ?? false)],
      ['Went on to finance', yesNo(drive.proceededToFinance ?? false)],
    ]);
  }
}

export function employmentSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  heading(c, 'Employment', accent);
  table(c, [
    { header: 'Status', width: 0.19 }, { header: 'Occupation', width: 0.2 }, { header: 'Employer', width: 0.29 },
    { header: 'Phone', width: 0.15 }, { header: 'Time there', width: 0.17 },
  ], d.employments.map((e, i) => [
    `${words(e.status) ?? ''}${i === 0 ? ' (current)' : ''}`.trim(),
    e.occupation ?? '',
    [e.employerLookupDetails?.name ?? e.employerName, e.employerLookupDetails?.abn && `ABN ${businessNumber(e.employerLookupDetails.abn)}`].filter(Boolean).join(', '),
    phone(e.employerPhone) ?? '',
    period(e.years, e.months) ?? '',
  ]), 'None given');
}

export function incomeSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  const i = d.income;
  const e = d.expenses;
  const money = (v: number | undefined) => (v === undefined ? undefined : formatAmount(v, d.country));
  headedFields(c, 'Income', accent, [
    ['Pay received', i?.paidAmount === undefined ? undefined : `${money(i.paidAmount)} ${words(i.paidFrequency)?.toLowerCase() ?? ''}`.trim()],
    ['Other income', i?.otherIncome ? money(i.otherIncome) : undefined],
    ['Other income source', words(i?.otherIncomeSource)],
    ['HECS-HELP repayment', i?.hecsDebt ? `${money(i.hecsDebt)} a year` : undefined],
  ]);
  headedFields(c, 'Expenses', accent, [
    ['Paid', words(e?.billsPaidFrequency)],
    ['Shared with partner', yesNo(e?.expensesShared)],
    ['General living', money(e?.general)],
    ['Mortgage or rent', money(e?.mortgageRent)],
    ['Transport and vehicle', money(e?.transportVehicle)],
    ['Education', money(e?.education)],
    ['Healthcare', money(e?.healthcare)],
    ['Other loans', money(e?.otherLoans)],
    ['Foreseeable changes', e?.noForseeableChangesToCircumstances === undefined ? undefined : e.noForseeableChangesToCircumstances ? 'None expected' : 'Yes'],
  ]);
  if (e?.forseeableChangesExplanation) fields(c, [['Explanation', e.forseeableChangesExplanation]], { columns: 1 });
}

export function businessSection(c: PdfCanvas, d: Doc, accent: RGB): void {
  const b = d.business;
  if (!b) return;
  const a = b.primaryAddress;
  headedFields(c, 'Business', accent, [
    ['Business name', b.name], ['Entity type', b.entityTypeName], [d.country === 'NZ' ? 'NZBN' : 'ABN', businessNumber(b.abn)], ['ACN', businessNumber(b.acn)],
    ['Company number', b.companyNumber], ['ABN active from', b.abnStatusEffectiveFrom], ['GST registered from', b.gst],
    ['Industry', b.industry], ['Annual revenue', b.annualRevenue === undefined ? undefined : formatAmount(b.annualRevenue, d.country)],
    ['Directors', b.numberOfDirectors?.toString()], ['Trustee', b.trusteeName], ['Income evidence', words(b.incomeEvidence)],
    ['Address', a && (addressLine(a) || undefined)], ['Time at address', a && period(a.yearsAtAddress, a.monthsAtAddress)],
  ]);
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
