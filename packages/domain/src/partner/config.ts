import { z } from 'zod';
import {
  AssetType, CommissionType, Country, LenderDisplayCategory, LenderSorting, LoanType, LoanUsage, UserFlow,
  VehicleCondition,
} from '../enums/index';

// spec 1 §3 "Partner configuration". Field names as the spec spells them, since partners' systems
// send and read them. Optional fields fall back to the defaults of spec 1 §9 (see withPartnerDefaults).
const hexColour = z.string().regex(/^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'must be a hex colour');

export const WaterfallTier = z.object({
  name: z.string().max(60).optional(),
  showLenderDetails: z.boolean().default(true),
  lenders: z.array(z.string().max(80)).max(100),
});
export type WaterfallTier = z.infer<typeof WaterfallTier>;

export const Commission = z.object({
  value: z.number().min(0).max(100_000),
  type: CommissionType,
});
export type Commission = z.infer<typeof Commission>;

export const AvailableVehicleAssetType = z.object({
  label: z.string().max(60),
  type: AssetType,
  tooltip: z.string().max(200).optional(),
  category: LenderDisplayCategory.optional(),
});
export type AvailableVehicleAssetType = z.infer<typeof AvailableVehicleAssetType>;

export const StoreSelectorOption = z.object({
  partnerId: z.string().max(80),
  name: z.string().max(100),
  postCode: z.string().max(10),
  state: z.string().max(40),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type StoreSelectorOption = z.infer<typeof StoreSelectorOption>;

export const PartnerConfig = z.object({
  id: z.string().min(1).max(80),
  partnerId: z.string().min(1).max(80),
  country: Country.default('AU'),
  url: z.string().max(300).optional(),
  userFlow: UserFlow.default('NORMAL'),
  splitTest: z.boolean().default(false),
  splitTestUserFlow: UserFlow.optional(),
  loanUsage: LoanUsage.optional(),
  loanTerm: z.number().int().min(1).max(7).optional(),
  loanBalloon: z.number().min(0).max(100).optional(),
  initialLoanType: LoanType.optional(),
  dealerName: z.string().max(120).optional(),
  dealerAccountNumber: z.string().max(40).optional(),
  dealerAbn: z.string().max(20).optional(),
  dealerEmail: z.string().max(120).optional(),
  dealerPhone: z.string().max(20).optional(),
  leadEmail: z.string().max(120).optional(),
  price: z.number().int().min(0).max(999_999).optional(),
  nvic: z.string().max(20).optional(),
  vin: z.string().max(20).optional(),
  vehicleStockNumber: z.string().max(10).optional(),
  vehicleKilometers: z.number().int().min(0).max(999_999).optional(),
  privacyText: z.string().max(20_000).optional(),
  testDriveAgreementText: z.string().max(20_000).optional(),
  testDriveAgreement: z.boolean().optional(),
  welcomeScreen: z.boolean().default(false),
  assetType: AssetType.optional(),
  logo: z.string().max(500).optional(),
  whiteLabel: z.boolean().default(false),
  primaryColor: hexColour.optional(),
  secondaryColor: hexColour.optional(),
  accentColor: hexColour.optional(),
  surfaceColor: hexColour.optional(),
  termsAndConditionsLink: z.string().max(300).optional(),
  hideSelectVehicleScreen: z.boolean().default(false),
  hideSellerScreen: z.boolean().default(false),
  showTotalAmountPayable: z.boolean().default(false),
  sendLeadEmail: z.boolean().default(false),
  sendToDealerSolutions: z.boolean().default(false),
  sendEmailToOnlyCars: z.boolean().default(false),
  sendToFintelligence: z.boolean().default(false),
  waterfallLenders: z.array(WaterfallTier).max(10).optional(),
  makeSpecificLenders: z.array(z.object({ make: z.string().max(60), tierLenders: z.array(WaterfallTier).max(10) })).max(50).optional(),
  lenderSorting: LenderSorting.default('CHEAPEST'),
  financeTypeCommission: z.object({ consumer: Commission, commercial: Commission }).optional(),
  availableVehicleAssetTypes: z.array(AvailableVehicleAssetType).max(30).optional(),
  defaultVehicleAssetType: AssetType.default('PASSENGER_VEHICLE'),
  defaultVehicleAssetCategory: LenderDisplayCategory.optional(),
  defaultVehicleCondition: VehicleCondition.default('NEW'),
  requireGlassGuide: z.boolean().default(false),
  disabledGlassesGuideVinLookup: z.boolean().default(false),
  stockIntegration: z.string().max(40).optional(),
  storeSelectorOptions: z.array(StoreSelectorOption).max(200).optional(),
  showQuickQuote: z.boolean().default(true),
  earlyReferredScreen: z.boolean().default(false),
  showNoAmountPopupOnQQ: z.boolean().default(false),
  isDemoMode: z.boolean().default(false),
  manageOrganisationId: z.string().max(80).optional(),
  partnershipConfigId: z.string().max(80).optional(),
  brandId: z.string().max(80).optional(),
  organisationId: z.string().max(80).optional(),
  campaign: z.string().max(80).optional(),
  isScoreToAsset: z.boolean().default(false),
  quoteText: z.string().max(500).optional(),
  showRates: z.boolean().default(true),
  skipExpensesScreen: z.boolean().default(false),
  // spec 1 §5 / §4: what the register modal asks for, and the "business goes to the business page" flag.
  signupOptions: z
    .object({
      requireEmail: z.boolean().default(false),
      requirePostCode: z.boolean().default(false),
      goToBasicOnGetFinance: z.boolean().default(false),
      businessFirst: z.boolean().default(false),
    })
    .optional(),
  isNovatedLease: z.boolean().default(false),
  maxBalloonPercent: z.number().min(0).max(100).optional(),
  minDepositPercent: z.number().min(0).max(100).optional(),
  minLoanTerm: z.number().int().min(1).max(7).optional(),
  maxLoanTerm: z.number().int().min(1).max(7).optional(),
  preapprovalLogic: z.enum(['skip', 'default']).optional(),
  contactPhone: z.string().max(20).optional(),
  contactEmail: z.string().max(120).optional(),
  locationName: z.string().max(120).optional(),
  addresses: z.array(z.string().max(200)).max(20).optional(),
  vehicles: z.array(z.object({ name: z.string().max(120), nvic: z.string().max(20) })).max(200).optional(),
  bankStatementCodes: z
    .object({ threeMonths: z.string().max(40), sixMonths: z.string().max(40), twelveMonths: z.string().max(40) })
    .optional(),
  // Honest sample data: sample partners say so, and the widget shows a demo banner.
  isSample: z.boolean().default(false),
});
export type PartnerConfig = z.infer<typeof PartnerConfig>;
export type PartnerConfigInput = z.input<typeof PartnerConfig>;

// spec 1 §9: default commission consumer 3 and commercial 3, type PERCENTAGE; default loan term 5.
export const DEFAULT_COMMISSION = {
  consumer: { value: 3, type: 'PERCENTAGE' },
  commercial: { value: 3, type: 'PERCENTAGE' },
} as const satisfies PartnerConfig['financeTypeCommission'];
export const DEFAULT_LOAN_TERM_YEARS = 5;

/** Parses a stored or posted config, applying the spec's defaults. */
export const parsePartnerConfig = (input: unknown): PartnerConfig => PartnerConfig.parse(input);
