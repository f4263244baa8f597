import { z } from 'zod';
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
  personalDetails: PersonalDetails.optional(),
  address: z.array(Address).max(10).optional(),
  addressIndex: activeIndex.optional(),
  employments: z.array(Employment).max(20).optional(),
  currentEmploymentIndex: activeIndex.optional(),
  income: Income.optional(),
  expenses: Expenses.optional(),
  loan: Loan.optional(),
  seller: Seller.optional(),
  vehicle: Vehicle.optional(),
  supportingDocs: SupportingDocs.optional(),
  otherAssets: OtherAssets.optional(),
  creditCards: z.array(CreditCard).max(LIST_MAX).optional(),
  creditCardIndex: activeIndex.optional(),
  personalLoans: z.array(PersonalLoan).max(LIST_MAX).optional(),
  personalLoanIndex: activeIndex.optional(),
  motorVehicles: z.array(MotorVehicle).max(LIST_MAX).optional(),
  motorVehicleIndex: activeIndex.optional(),
  realEstates: z.array(RealEstate).max(LIST_MAX).optional(),
  realEstateIndex: activeIndex.optional(),
  business: Business.optional(),
  scores: Scores.optional(),
  testDrives: z.array(TestDrive).max(10).optional(),
  selectedLender: SelectedLender.optional(),
  shownLenders: z.array(ShownLendersRecord).max(200).optional(),
  agreements: Agreements.optional(),
  selectedStore: SelectedStore.optional(),
};

/** The stored borrower document: everything but the server-owned application. */
export const BorrowerDocument = z.strictObject(documentShape);
export type BorrowerDocument = z.infer<typeof BorrowerDocument>;

/** The borrower as the API returns it: the document plus its current application. */
export const Borrower = z.strictObject({ ...documentShape, application: Application.optional() });
export type Borrower = z.infer<typeof Borrower>;

/** A document patch: objects merge, arrays and scalars replace, null clears (see mergeBorrower). */
export type BorrowerDocumentPatch = DeepPatch<BorrowerDocument>;
export const BorrowerDocumentPatch = patchSchemaOf(BorrowerDocument) as z.ZodType<BorrowerDocumentPatch>;

/** What the widget posts as `borrower`: a document patch, plus the application it was given (read-only
 * except the fields ApplicationWrite lets through). */
export type BorrowerPatch = BorrowerDocumentPatch & { application?: ApplicationWrite | null };
export const BorrowerPatch = z.strictObject({
  ...(patchSchemaOf(BorrowerDocument) as z.ZodObject).shape,
  application: ApplicationWrite.nullish(),
}) as unknown as z.ZodType<BorrowerPatch>;

/** Separates the application (server-owned) from the document patch. */
export function splitBorrowerPatch(patch: BorrowerPatch): { document: BorrowerDocumentPatch; application: ApplicationWrite | null } {
  const { application, ...document } = patch;
  return { document, application: application ?? null };
}

export { mergeBorrower } from './merge';
