import type { LoanUsage, UserFlow } from '../enums/index';
import type { Address } from './address';
import { type DetailsErrors, visaErrors } from './details-summary';
import { ANNUAL_KMS_MAX } from './limits';
import type { PersonalDetails } from './personal-details';
import type { Vehicle } from './vehicle';

// spec 2 §5 "Basic details required: marriage status, living status, residency status. Visa holders (non-NZ):
// visa number ... and visa expiry ... Personal loans: kids answer, and if yes the number of kids (1, 2, 3+).
// Novated: annual kms required, max 1,000,000 (message 'Please enter annual kilometers'). Campaign: vehicle
// required." Living status is the first address's ownershipType (spec 2 §3 "address (first entry used)";
// spec 1 §3 "Housing").

export const ANNUAL_KMS_MESSAGE = 'Please enter annual kilometers';

export interface BasicDetailsContext {
  country: 'AU' | 'NZ';
  /** YYYY-MM-DD */
  today: string;
  loanUsage: LoanUsage | undefined;
  userFlow: UserFlow;
}

export interface BasicDetailsAnswers {
  personalDetails?: PersonalDetails | null | undefined;
  address?: ReadonlyArray<Address> | null | undefined;
  vehicle?: Vehicle | null | undefined;
}

/** spec 2 §2 "a vehicle picker (campaign without a vehicle)": a campaign borrower with no vehicle chosen. */
export const campaignNeedsVehicle = (userFlow: UserFlow, vehicle: Vehicle | null | undefined) =>
  userFlow === 'CAMPAIGN' && !vehicle?.nvic && !vehicle?.description;

/** Personal loans ask about kids; a loan with no usage yet is a consumer loan (journey-context isConsumer). */
export const asksAboutKids = (loanUsage: LoanUsage | undefined) => loanUsage !== 'BUSINESS' && loanUsage !== 'NOVATED';

export function basicDetailsErrors(answers: BasicDetailsAnswers, ctx: BasicDetailsContext): DetailsErrors {
  const d = answers.personalDetails ?? {};
  const errors: DetailsErrors = {};
  if (!answers.address?.[0]?.ownershipType) errors.ownershipType = 'Please choose your living status';
  if (!d.maritalStatus) errors.maritalStatus = 'Please choose your marital status';
  if (!d.residency) errors.residency = 'Please choose your residency status';
  Object.assign(errors, visaErrors(d, ctx));
  if (asksAboutKids(ctx.loanUsage)) {
    if (d.hasChildren === undefined) errors.hasChildren = 'Please tell us whether you have kids';
    else if (d.hasChildren && !d.numberOfChildren) errors.numberOfChildren = 'Please choose how many kids you have';
  }
  if (ctx.loanUsage === 'NOVATED') {
    const kms = answers.vehicle?.annualKms;
    if (kms === undefined || kms <= 0 || kms > ANNUAL_KMS_MAX) errors.annualKms = ANNUAL_KMS_MESSAGE;
  }
  if (campaignNeedsVehicle(ctx.userFlow, answers.vehicle)) errors.vehicle = 'Please choose a vehicle';
  return errors;
}

/** Answering "no" to kids drops a number given earlier, so the document never says both (ours). */
export function answerKids(details: PersonalDetails, hasChildren: boolean): PersonalDetails {
  if (hasChildren) return { ...details, hasChildren };
  const { numberOfChildren: _n, ...rest } = details;
  return { ...rest, hasChildren };
}
