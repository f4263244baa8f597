import type { ApplicationSection } from '@kerb/domain/contracts/application-sections';
import { businessNumber, formatAmount, formatDate, words, yesNo } from '../format';
import { addressLine, type Doc, fields, fullName, period, phone, section, table } from './parts';

// Issue 36 §2: who the applicant is, where they live, their work, their money and their business, as the
// pack lists them (spec 1 §3, spec 2 §3).

export function applicantSection(d: Doc): ApplicationSection {
  const p = d.borrower.personalDetails;
  return section('applicant', 'Applicant', fields([
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
  ]));
}

/** The current address first; earlier ones in a table under it. */
export function addressSection(d: Doc): ApplicationSection {
  const [current, ...previous] = d.borrower.addresses;
  return section('address', 'Address', fields([
    ['Current address', current && addressLine(current)],
    ['Living status', words(current?.ownershipType)],
  ], 1), ...(previous.length
    ? [table([{ header: 'Previous address', width: 0.7 }, { header: 'Living status', width: 0.3 }], previous.map((a) => [addressLine(a), words(a.ownershipType) ?? '']))]
    : []));
}

export function employmentSection(d: Doc): ApplicationSection {
  return section('employment', 'Employment', table([
    { header: 'Status', width: 0.19 }, { header: 'Occupation', width: 0.2 }, { header: 'Employer', width: 0.29 },
    { header: 'Phone', width: 0.15 }, { header: 'Time there', width: 0.17 },
  ], d.employments.map((e, i) => [
    `${words(e.status) ?? ''}${i === 0 ? ' (current)' : ''}`.trim(),
    e.occupation ?? '',
    [e.employerLookupDetails?.name ?? e.employerName, e.employerLookupDetails?.abn && `ABN ${businessNumber(e.employerLookupDetails.abn)}`].filter(Boolean).join(', '),
    phone(e.employerPhone) ?? '',
    period(e.years, e.months) ?? '',
  ]), 'None given'));
}

export function incomeSection(d: Doc): ApplicationSection {
  const i = d.income;
  const money = (v: number | undefined) => (v === undefined ? undefined : formatAmount(v, d.country));
  return section('income', 'Income', fields([
    ['Pay received', i?.paidAmount === undefined ? undefined : `${money(i.paidAmount)} ${words(i.paidFrequency)?.toLowerCase() ?? ''}`.trim()],
    ['Other income', i?.otherIncome ? money(i.otherIncome) : undefined],
    ['Other income source', words(i?.otherIncomeSource)],
    ['HECS-HELP repayment', i?.hecsDebt ? `${money(i.hecsDebt)} a year` : undefined],
  ]));
}

export function expensesSection(d: Doc): ApplicationSection {
  const e = d.expenses;
  const money = (v: number | undefined) => (v === undefined ? undefined : formatAmount(v, d.country));
  return section('expenses', 'Expenses', fields([
    ['Paid', words(e?.billsPaidFrequency)],
    ['Shared with partner', yesNo(e?.expensesShared)],
    ['General living', money(e?.general)],
    ['Mortgage or rent', money(e?.mortgageRent)],
    ['Transport and vehicle', money(e?.transportVehicle)],
    ['Education', money(e?.education)],
    ['Healthcare', money(e?.healthcare)],
    ['Other loans', money(e?.otherLoans)],
    ['Foreseeable changes', e?.noForseeableChangesToCircumstances === undefined ? undefined : e.noForseeableChangesToCircumstances ? 'None expected' : 'Yes'],
  ]), ...(e?.forseeableChangesExplanation ? [fields([['Explanation', e.forseeableChangesExplanation]], 1)] : []));
}

/** Only for an application with a business (spec 1 §3 "Business"). */
export function businessSection(d: Doc): ApplicationSection | undefined {
  const b = d.business;
  if (!b) return undefined;
  const a = b.primaryAddress;
  return section('business', 'Business', fields([
    ['Business name', b.name], ['Entity type', b.entityTypeName], [d.country === 'NZ' ? 'NZBN' : 'ABN', businessNumber(b.abn)], ['ACN', businessNumber(b.acn)],
    ['Company number', b.companyNumber], ['ABN active from', b.abnStatusEffectiveFrom], ['GST registered from', b.gst],
    ['Industry', b.industry], ['Annual revenue', b.annualRevenue === undefined ? undefined : formatAmount(b.annualRevenue, d.country)],
    ['Directors', b.numberOfDirectors?.toString()], ['Trustee', b.trusteeName], ['Income evidence', words(b.incomeEvidence)],
    ['Address', a && (addressLine(a) || undefined)], ['Time at address', a && period(a.yearsAtAddress, a.monthsAtAddress)],
  ]));
}
