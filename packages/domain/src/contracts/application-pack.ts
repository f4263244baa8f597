// The application pack's JSON document (docs/decisions/044): what a lender receives when a borrower submits
// (spec 2 §7 "GET /api/submit/application"), beside the PDF of the same application. Its JSON Schema is
// generated from this schema and published at APPLICATION_SCHEMA_PATH; every document names it in `$schema`.
// The borrower's parts are the stored document's own schemas (spec 1 §3, spec 2 §3), so a field the journey
// collects reaches the lender under the name the spec gives it. Money is dollars to the cent; rates percent.
import { z } from 'zod/mini';
import { BankStatementsResult } from './bank-statements';
import { Address } from '../borrower/address';
import { Agreements } from '../borrower/agreements';
import { CreditCard, MotorVehicle, OtherAssets, PersonalLoan, RealEstate } from '../borrower/assets';
import { Business } from '../borrower/business';
import { Employment } from '../borrower/employment';
import { Expenses } from '../borrower/expenses';
import { timestamp } from '../borrower/fields';
import { Income } from '../borrower/income';
import { Loan } from '../borrower/loan';
import { PersonalDetails } from '../borrower/personal-details';
import { Scores } from '../borrower/scores';
import { TestDrive } from '../borrower/test-drive';
import { Seller } from '../borrower/seller';
import { Vehicle } from '../borrower/vehicle';
import { Country, DocumentCode, RepaymentFrequency } from '../enums/index';
import { COMPARISON_RATE_WARNING } from '../finance/comparison-rate';

/** Where the schema is served, on every Kerb host; the version is in the name, so a URL never changes meaning. */
export const APPLICATION_SCHEMA_PATH = '/api/schemas/application-v1.json';

const Money = z.number();
const Percent = z.number();

export const PackPartner = z.strictObject({
  id: z.nullable(z.string()),
  /** The dealer's, broker's or brand's name the borrower applied through; "Kerb" without a partner. */
  name: z.string(),
  abn: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type PackPartner = z.infer<typeof PackPartner>;

// spec 2 §3 "selectedLender: lenderName, matchingEngineLenderId".
export const PackLender = z.strictObject({
  lenderName: z.string(),
  matchingEngineLenderId: z.string(),
});
export type PackLender = z.infer<typeof PackLender>;

/**
 * spec 1 §3 "Lender offer" for the chosen lender, quoted afresh on the stored loan, with the repayment at the
 * borrower's frequency, the balloon and the total payable (spec 1 §4 "Total payable = term years x 12 x
 * monthly repayment", as the cards show it), with the balloon added as totalPayableWithBalloon. The comparison rate and its warning are there only where the cards show them
 * (spec 1 §4: "business or NZ hides comparison rate; novated hides … comparison rate").
 */
export const PackOffer = z.strictObject({
  repaymentFrequency: RepaymentFrequency,
  repaymentAmount: Money,
  monthlyRepaymentAmount: Money,
  fortnightlyRepaymentAmount: Money,
  weeklyRepaymentAmount: Money,
  advertisedRateInPercent: Percent,
  comparisonRateInPercent: z.optional(Percent),
  comparisonRateWarning: z.optional(z.literal(COMPARISON_RATE_WARNING)),
  upfrontFeeAmount: Money,
  monthlyOngoingFeeAmount: Money,
  balloonAmount: Money,
  financeTotal: Money,
  totalPayable: Money,
  totalPayableWithBalloon: Money,
  /** Years. */
  loanTerm: z.number().check(z.int()),
  turnaroundTimeInDays: z.number().check(z.int()),
  productId: z.string(),
});
export type PackOffer = z.infer<typeof PackOffer>;

/** One uploaded supporting document (spec 2 §3 "supportingDocs"); the files travel beside the pack. */
export const PackDocument = z.strictObject({
  id: z.string(),
  code: DocumentCode,
  label: z.string(),
  filename: z.string(),
  contentType: z.nullable(z.string()),
  sizeBytes: z.nullable(z.number().check(z.int(), z.minimum(0))),
  uploadedAt: z.nullable(timestamp),
});
export type PackDocument = z.infer<typeof PackDocument>;

export const ApplicationDocument = z.strictObject({
  $schema: z.string(),
  /** The application's id (spec 1 §3 "application: id or applicationId"). */
  reference: z.string(),
  country: Country,
  generatedAt: timestamp,
  submittedAt: z.nullable(timestamp),
  status: z.strictObject({ isPreApproved: z.boolean(), isSubmitted: z.boolean(), isDeclined: z.boolean() }),
  partner: PackPartner,
  borrower: z.strictObject({
    personalDetails: PersonalDetails,
    /** spec 2 §3 "address (first entry used)": the current address first. */
    addresses: z.array(Address),
  }),
  // spec 2 §5: "amount to borrow = purchase price minus deposit minus trade-in".
  loan: z.extend(Loan, { amountToBorrow: z.optional(Money) }),
  lender: PackLender,
  /** Null when the chosen lender no longer quotes this loan (its product was retired since). */
  offer: z.nullable(PackOffer),
  vehicle: z.optional(Vehicle),
  seller: z.optional(Seller),
  /** spec 2 §3 "Test drive: date, time, agreedToTestDriveAgreement, proceededToFinance": the drives booked, for
   * the dealer (docs/decisions/052). */
  testDrives: z.optional(z.array(TestDrive)),
  income: z.optional(Income),
  expenses: z.optional(Expenses),
  employments: z.array(Employment),
  business: z.optional(Business),
  assets: z.strictObject({
    otherAssets: z.optional(OtherAssets),
    realEstates: z.array(RealEstate),
    motorVehicles: z.array(MotorVehicle),
  }),
  liabilities: z.strictObject({
    creditCards: z.array(CreditCard),
    personalLoans: z.array(PersonalLoan),
  }),
  scores: z.optional(Scores),
  consents: z.optional(Agreements),
  documents: z.array(PackDocument),
  /** docs/decisions/064: the bank statements the lender needs, shared through the provider (not uploaded):
   * the months, whether they were received and when. Left out when the lender needs none and none were shared. */
  bankStatements: z.optional(BankStatementsResult),
  /** docs/decisions/070: the ports this pack's server answered from Kerb's sample providers (credit bureau,
   * registers, vehicle data…): what came from them is sample data, not real. Left out when there are none. */
  sample: z.optional(z.array(z.string())),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocument>;

/** The published JSON Schema (draft 2020-12), its `$id` the address it is served at. */
export function applicationJsonSchema(schemaUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ApplicationDocument, { target: 'draft-2020-12' }),
    $id: schemaUrl,
    title: 'Kerb finance application',
    description: 'A vehicle or asset finance application as submitted to the chosen lender, with the lender\'s offer. Money in dollars to the cent, rates in percent per annum, dates ISO 8601.',
  };
}
