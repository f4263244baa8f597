import { z } from 'zod/mini';
import { Address } from './address';
import { Agreements } from './agreements';
import { Application, ApplicationWrite } from './application';
import { CreditCard, MotorVehicle, OtherAssets, PersonalLoan, RealEstate } from './assets';
import { Business } from './business';
import { Employment } from './employment';
import { Expenses } from './expenses';
import { activeIndex } from './fields';
import { Income } from './income';
import { SelectedLender, ShownLendersRecord } from './lenders';
import { LIST_MAX } from './limits';
import { Loan } from './loan';
import { patchSchemaOf, type DeepPatch } from './patch';
import { PersonalDetails } from './personal-details';
import { Scores } from './scores';
import { Seller } from './seller';
import { SupportingDocs } from './supporting-docs';
import { SelectedStore, TestDrive } from './test-drive';
import { Vehicle } from './vehicle';

// spec 1 §3 "Borrower (top level)": personalDetails, address list with addressIndex, employments with
// currentEmploymentIndex, income, expenses, loan, seller, vehicle, supportingDocs, otherAssets,
// creditCards, personalLoans, motorVehicles, realEstates (each a list plus an active index), business,
// scores, application, testDrives, selectedLender, shownLenders, agreements. Plus the store selector's
// choice (spec 2 §3 "selected store entry").
// Every part is optional (the borrower fills the document as they go) but typed and capped, and unknown
// keys are refused at every level, so a typo is a 400 naming it rather than silently lost data.
const documentShape = {
  personalDetails: z.optional(PersonalDetails),
  address: z.optional(z.array(Address).check(z.maxLength(10))),
  addressIndex: z.optional(activeIndex),
  employments: z.optional(z.array(Employment).check(z.maxLength(20))),
  currentEmploymentIndex: z.optional(activeIndex),
  income: z.optional(Income),
  expenses: z.optional(Expenses),
  loan: z.optional(Loan),
  seller: z.optional(Seller),
  vehicle: z.optional(Vehicle),
  supportingDocs: z.optional(SupportingDocs),
  otherAssets: z.optional(OtherAssets),
  creditCards: z.optional(z.array(CreditCard).check(z.maxLength(LIST_MAX))),
  creditCardIndex: z.optional(activeIndex),
  personalLoans: z.optional(z.array(PersonalLoan).check(z.maxLength(LIST_MAX))),
  personalLoanIndex: z.optional(activeIndex),
  motorVehicles: z.optional(z.array(MotorVehicle).check(z.maxLength(LIST_MAX))),
  motorVehicleIndex: z.optional(activeIndex),
  realEstates: z.optional(z.array(RealEstate).check(z.maxLength(LIST_MAX))),
  realEstateIndex: z.optional(activeIndex),
  business: z.optional(Business),
  scores: z.optional(Scores),
  testDrives: z.optional(z.array(TestDrive).check(z.maxLength(10))),
  selectedLender: z.optional(SelectedLender),
  shownLenders: z.optional(z.array(ShownLendersRecord).check(z.maxLength(200))),
  agreements: z.optional(Agreements),
  selectedStore: z.optional(SelectedStore),
};

/** The stored borrower document: everything but the server-owned application. */
export const BorrowerDocument = z.strictObject(documentShape);
export type BorrowerDocument = z.infer<typeof BorrowerDocument>;

/** The borrower as the API returns it: the document plus its current application. */
export const Borrower = z.strictObject({ ...documentShape, application: z.optional(Application) });
export type Borrower = z.infer<typeof Borrower>;

/** A document patch: objects merge, arrays and scalars replace, null clears (see mergeBorrower). */
export type BorrowerDocumentPatch = DeepPatch<BorrowerDocument>;
export const BorrowerDocumentPatch = patchSchemaOf(BorrowerDocument) as z.ZodMiniType<BorrowerDocumentPatch>;

/** What the widget posts as `borrower`: a document patch, plus the application it was given (read-only
 * except the fields ApplicationWrite lets through). */
export type BorrowerPatch = BorrowerDocumentPatch & { application?: ApplicationWrite | null };
export const BorrowerPatch = z.strictObject({
  ...(patchSchemaOf(BorrowerDocument) as z.ZodMiniObject).shape,
  application: z.nullish(ApplicationWrite),
}) as unknown as z.ZodMiniType<BorrowerPatch>;

/**
 * Separates the application (server-owned) from the document patch, and leaves out supportingDocs: the
 * list is written only by the document uploads and deletes (spec 2 §7, §4 "stored per code and deleted by
 * document id"), so a stale or forged save can neither drop a document nor name one that was never uploaded.
 */
export function splitBorrowerPatch(patch: BorrowerPatch): { document: BorrowerDocumentPatch; application: ApplicationWrite | null } {
  const { application, supportingDocs: _writtenByUploads, ...document } = patch;
  return { document, application: application ?? null };
}

export { mergeBorrower } from './merge';
