// spec 1 §3 "Enumerations": values exactly as the spec spells them (typos included),
// because partners' systems send them.
import { z } from 'zod/mini';

export const Country = z.enum(['AU', 'NZ']);
export type Country = z.infer<typeof Country>;

export const Housing = z.enum(['OWNER', 'MORTGAGE', 'RENTING', 'BOARDING', 'LIVING_WITH_RELATIVES', 'OTHER']);
export type Housing = z.infer<typeof Housing>;

export const PayFrequency = z.enum(['WEEKLY', 'FORTNIGHTLY', 'MONTHLY']);
export type PayFrequency = z.infer<typeof PayFrequency>;

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const AuState = z.enum(AU_STATES);
export type AuState = z.infer<typeof AuState>;
/** A registration plate's state: an Australian state or territory, or NZ for New Zealand's national plates. */
export const RegistrationState = z.enum([...AU_STATES, 'NZ']);
export type RegistrationState = z.infer<typeof RegistrationState>;

export const NZ_REGIONS = [
  'Auckland', 'Wellington', 'Canterbury', 'Waikato', 'Bay of Plenty', 'Otago', 'Manawatu-Wanganui',
  "Hawke's Bay", 'Taranaki', 'Southland', 'Nelson', 'Northland', 'Gisborne', 'Marlborough', 'Tasman',
  'West Coast',
] as const;
export const NzRegion = z.enum(NZ_REGIONS);
export type NzRegion = z.infer<typeof NzRegion>;

export const EmploymentType = z.enum(['PERMANENT', 'CASUAL', 'OTHER']);
export type EmploymentType = z.infer<typeof EmploymentType>;

export const UserFlow = z.enum([
  'NORMAL', 'EARLY_SIGNUP', 'TRUCKSTOP_NEW_SCREEN', 'TRUCKSTOP_NORMAL', 'CAMPAIGN',
  'NO_LENDER_EARLY_SIGNUP', 'NO_LENDER', 'INSTANT_LEAD_CAPTURE', 'TEST_DRIVE',
]);
export type UserFlow = z.infer<typeof UserFlow>;

export const InitialJourney = z.enum(['FINANCE', 'TEST_DRIVE']);
export type InitialJourney = z.infer<typeof InitialJourney>;

export const OtherIncomeSource = z.enum(['RENTAL_OR_INVESMENT', 'GOVERNMENT_BENEFITS', 'OTHER']);
export type OtherIncomeSource = z.infer<typeof OtherIncomeSource>;

export const SaleType = z.enum(['PRIVATE', 'DEALERSHIP', 'ASSET_OWNER', 'BALLOON_REFINANCE', 'MID_TERM_FINANCE']);
export type SaleType = z.infer<typeof SaleType>;

export const AssetSituation = z.enum(['ASSET_KNOWN', 'PRE_APPROVAL', 'ASSET_OWNER']);
export type AssetSituation = z.infer<typeof AssetSituation>;

// spec 1 §3: "COMMERCIAL (low, full and alt doc variants), commercial lease variants" — the variant names
// are not shown; these are ours, recorded in docs/decisions/002-finance-type-variants.md.
export const FinanceType = z.enum([
  'CONSUMER', 'COMMERCIAL', 'COMMERCIAL_LOW_DOC', 'COMMERCIAL_FULL_DOC', 'COMMERCIAL_ALT_DOC',
  'COMMERCIAL_LEASE', 'COMMERCIAL_LEASE_LOW_DOC', 'COMMERCIAL_LEASE_FULL_DOC', 'COMMERCIAL_LEASE_ALT_DOC',
  'PERSONAL_USE', 'PAYG_CHATTEL_MORTGAGE', 'CONSUMER_UNSECURED', 'BUSINESS_USE', 'COMMERCIAL_START_UP',
  'COMMERCIAL_REP_LEND', 'NOVATED_LEASE',
]);
export type FinanceType = z.infer<typeof FinanceType>;

export const CommissionType = z.enum(['DOLLAR', 'PERCENTAGE']);
export type CommissionType = z.infer<typeof CommissionType>;

export const LoanType = z.enum(['LEASE_RENTAL', 'CHATTEL_MORTGAGE']);
export type LoanType = z.infer<typeof LoanType>;

export const LoanUsage = z.enum(['PERSONAL', 'BUSINESS', 'NOVATED']);
export type LoanUsage = z.infer<typeof LoanUsage>;

export const LicenceType = z.enum(['LEARNER', 'RESTRICTED', 'PROVISIONAL', 'FULL', 'HEAVY_VEHICLE', 'NONE']);
export type LicenceType = z.infer<typeof LicenceType>;

export const Residency = z.enum(['AUSTRALIAN_CITIZEN', 'NEWZETLAND_CITIZEN', 'PERMANENT_RESIDENT', 'VISA_HOLDER']);
export type Residency = z.infer<typeof Residency>;

export const MaritalStatus = z.enum(['MARRIED', 'SINGLE', 'DIVORCED', 'SEPARATED', 'WIDOWED', 'DE_FACTO']);
export type MaritalStatus = z.infer<typeof MaritalStatus>;

export const SelfAssessedCredit = z.enum(['GREAT', 'DECENT', 'POOR']);
export type SelfAssessedCredit = z.infer<typeof SelfAssessedCredit>;

export const CreditHistory = z.enum([
  'FIRST_TIME', 'CLEAR_CREDIT', 'PAID_DEFAULTS', 'UNPAID_DEFAULTS', 'PREV_COMP_CREDIT', 'EX_BANKRUPT', 'BANKRUPT',
]);
export type CreditHistory = z.infer<typeof CreditHistory>;

export const SellerType = z.enum(['DEALERSHIP', 'PRIVATE', 'UNKNOWN']);
export type SellerType = z.infer<typeof SellerType>;

export const VehicleCondition = z.enum(['NEW', 'USED', 'DEMO']);
export type VehicleCondition = z.infer<typeof VehicleCondition>;

// spec 1 §3 "Document codes": the wire names are not shown; ours, in docs/decisions/002.
export const DocumentCode = z.enum([
  'DRIVER_LICENCE_FRONT', 'DRIVER_LICENCE_BACK', 'BANK_STATEMENTS_3_MONTHS', 'BANK_STATEMENTS_6_MONTHS',
  'BANK_STATEMENTS_12_MONTHS', 'PRIVACY_FORM', 'LENDER_PRIVACY_FORM', 'RATES_NOTICE',
]);
export type DocumentCode = z.infer<typeof DocumentCode>;

export const PreApprovalVerdict = z.enum(['APPROVED', 'REFERRED', 'DECLINED']);
export type PreApprovalVerdict = z.infer<typeof PreApprovalVerdict>;

export const LenderSorting = z.enum(['CHEAPEST', 'LOW_DOC']);
export type LenderSorting = z.infer<typeof LenderSorting>;

export const RepaymentFrequency = z.enum(['Monthly', 'Weekly', 'Fortnightly']);
export type RepaymentFrequency = z.infer<typeof RepaymentFrequency>;

export const LenderCardSortKey = z.enum([
  'Repayment', 'Advertised Rate', 'Comparison Rate', 'Upfront Fee', 'Ongoing Fee', 'Turnaround Time',
]);
export type LenderCardSortKey = z.infer<typeof LenderCardSortKey>;

// spec 1 §3 "Verification status codes"
export const VerificationStatus = {
  SUCCESSFUL: 0,
  INCORRECT_CODE: 1,
  INVALID_MOBILE: 2,
  NOT_REQUESTED: 3,
  UNEXPECTED_ERROR: 4,
} as const;
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];

export const MobileOrEmail = z.enum(['MOBILE', 'EMAIL']);
export type MobileOrEmail = z.infer<typeof MobileOrEmail>;

// spec 1 §3 "Asset types": the spec names a long list without wire values; ours, in docs/decisions/002.
export const AssetType = z.enum([
  'PASSENGER_VEHICLE', 'MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED', 'BOAT', 'CARAVAN',
  'UNSECURED_CARAVAN', 'TRUCK', 'PRIME_MOVER', 'TRAILER', 'COMMERCIAL_VEHICLE_UNDER_4_5T', 'PLANT_EQUIPMENT',
  'PERSONAL_LOAN', 'WORKING_CAPITAL', 'JET_SKI', 'AIRCRAFT', 'AGRICULTURAL_EQUIPMENT', 'MEDICAL_EQUIPMENT',
  'IT_EQUIPMENT', 'OFFICE_EQUIPMENT', 'OTHER',
]);
export type AssetType = z.infer<typeof AssetType>;

// spec 1 §3 "Lender-display vehicle categories"
export const LenderDisplayCategory = z.enum([
  'PASSENGER', 'LUXURY', 'MOTORBIKES', 'GREY_IMPORTS', 'TRUCKS_UNDER_4_5T', 'TRUCKS_OVER_4_5T', 'PRIME_MOVERS',
]);
export type LenderDisplayCategory = z.infer<typeof LenderDisplayCategory>;
