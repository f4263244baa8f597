import { z } from 'zod/mini';
import {
  AssetType, CommissionType, Country, LenderDisplayCategory, LenderSorting, LoanType, LoanUsage, UserFlow,
  VehicleCondition,
} from '../enums/index';
import { BankStatementCodes } from '../bank-statements/referral';
import { Webhook } from '../delivery/webhook';
import { EmbedOrigin } from './embedding';
import { LOCAL_MOBILE } from '../identifiers/contact';

// spec 1 §3 "Partner configuration". Field names as the spec spells them, since partners' systems
// send and read them. Optional fields fall back to the defaults of spec 1 §9 (see withPartnerDefaults).
/** A string of at most `max` characters. */
const upTo = (max: number) => z.string().check(z.maxLength(max));
const hexColour = z.string().check(z.regex(/^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'must be a hex colour'));

export const WaterfallTier = z.object({
  name: z.optional(upTo(60)),
  showLenderDetails: z._default(z.boolean(), true),
  lenders: z.array(upTo(80)).check(z.maxLength(100)),
});
export type WaterfallTier = z.infer<typeof WaterfallTier>;

export const Commission = z.object({
  value: z.number().check(z.minimum(0), z.maximum(100_000)),
  type: CommissionType,
});
export type Commission = z.infer<typeof Commission>;

export const AvailableVehicleAssetType = z.object({
  label: upTo(60),
  type: AssetType,
  tooltip: z.optional(upTo(200)),
  category: z.optional(LenderDisplayCategory),
});
export type AvailableVehicleAssetType = z.infer<typeof AvailableVehicleAssetType>;

export const StoreSelectorOption = z.object({
  partnerId: upTo(80),
  name: upTo(100),
  postCode: upTo(10),
  state: upTo(40),
  coordinates: z.object({ lat: z.number().check(z.minimum(-90), z.maximum(90)), lng: z.number().check(z.minimum(-180), z.maximum(180)) }),
});
export type StoreSelectorOption = z.infer<typeof StoreSelectorOption>;

/** A vehicle's price, in whole dollars (the partner's own and its vehicles'). */
const wholeDollars = z.number().check(z.int(), z.minimum(0), z.maximum(999_999));

export const PartnerVehicle = z.object({
  name: upTo(120),
  nvic: upTo(20),
  price: z.optional(wholeDollars),
});
export type PartnerVehicle = z.infer<typeof PartnerVehicle>;

/** What the widget (anyone with the partner's link) reads: the configuration without its server-only part. */
export const PublicPartnerConfig = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  partnerId: z.string().check(z.minLength(1), z.maxLength(80)),
  country: z._default(Country, 'AU'),
  url: z.optional(upTo(300)),
  userFlow: z._default(UserFlow, 'NORMAL'),
  splitTest: z._default(z.boolean(), false),
  splitTestUserFlow: z.optional(UserFlow),
  loanUsage: z.optional(LoanUsage),
  loanTerm: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(7))),
  loanBalloon: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  initialLoanType: z.optional(LoanType),
  dealerName: z.optional(upTo(120)),
  dealerAccountNumber: z.optional(upTo(40)),
  dealerAbn: z.optional(upTo(20)),
  dealerEmail: z.optional(upTo(120)),
  dealerPhone: z.optional(upTo(20)),
  leadEmail: z.optional(upTo(120)),
  price: z.optional(wholeDollars),
  nvic: z.optional(upTo(20)),
  vin: z.optional(upTo(20)),
  vehicleStockNumber: z.optional(upTo(10)),
  vehicleKilometers: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(999_999))),
  privacyText: z.optional(upTo(20_000)),
  testDriveAgreementText: z.optional(upTo(20_000)),
  testDriveAgreement: z.optional(z.boolean()),
  welcomeScreen: z._default(z.boolean(), false),
  assetType: z.optional(AssetType),
  logo: z.optional(upTo(500)),
  whiteLabel: z._default(z.boolean(), false),
  primaryColor: z.optional(hexColour),
  secondaryColor: z.optional(hexColour),
  accentColor: z.optional(hexColour),
  surfaceColor: z.optional(hexColour),
  termsAndConditionsLink: z.optional(upTo(300)),
  hideSelectVehicleScreen: z._default(z.boolean(), false),
  hideSellerScreen: z._default(z.boolean(), false),
  showTotalAmountPayable: z._default(z.boolean(), false),
  sendLeadEmail: z._default(z.boolean(), false),
  sendToDealerSolutions: z._default(z.boolean(), false),
  sendEmailToOnlyCars: z._default(z.boolean(), false),
  sendToFintelligence: z._default(z.boolean(), false),
  waterfallLenders: z.optional(z.array(WaterfallTier).check(z.maxLength(10))),
  makeSpecificLenders: z.optional(z.array(z.object({ make: upTo(60), tierLenders: z.array(WaterfallTier).check(z.maxLength(10)) })).check(z.maxLength(50))),
  lenderSorting: z._default(LenderSorting, 'CHEAPEST'),
  financeTypeCommission: z.optional(z.object({ consumer: Commission, commercial: Commission })),
  availableVehicleAssetTypes: z.optional(z.array(AvailableVehicleAssetType).check(z.maxLength(30))),
  defaultVehicleAssetType: z._default(AssetType, 'PASSENGER_VEHICLE'),
  defaultVehicleAssetCategory: z.optional(LenderDisplayCategory),
  defaultVehicleCondition: z._default(VehicleCondition, 'NEW'),
  requireGlassGuide: z._default(z.boolean(), false),
  disabledGlassesGuideVinLookup: z._default(z.boolean(), false),
  stockIntegration: z.optional(upTo(40)),
  storeSelectorOptions: z.optional(z.array(StoreSelectorOption).check(z.maxLength(200))),
  showQuickQuote: z._default(z.boolean(), true),
  earlyReferredScreen: z._default(z.boolean(), false),
  showNoAmountPopupOnQQ: z._default(z.boolean(), false),
  isDemoMode: z._default(z.boolean(), false),
  manageOrganisationId: z.optional(upTo(80)),
  partnershipConfigId: z.optional(upTo(80)),
  brandId: z.optional(upTo(80)),
  organisationId: z.optional(upTo(80)),
  campaign: z.optional(upTo(80)),
  isScoreToAsset: z._default(z.boolean(), false),
  quoteText: z.optional(upTo(500)),
  showRates: z._default(z.boolean(), true),
  skipExpensesScreen: z._default(z.boolean(), false),
  // spec 1 §5 / §4: what the register modal asks for, and the "business goes to the business page" flag.
  signupOptions: z.optional(
    z.object({
      requireEmail: z._default(z.boolean(), false),
      requirePostCode: z._default(z.boolean(), false),
      goToBasicOnGetFinance: z._default(z.boolean(), false),
      businessFirst: z._default(z.boolean(), false),
    }),
  ),
  isNovatedLease: z._default(z.boolean(), false),
  maxBalloonPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  minDepositPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  minLoanTerm: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(7))),
  maxLoanTerm: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(7))),
  preapprovalLogic: z.optional(z.enum(['skip', 'default'])),
  contactPhone: z.optional(upTo(20)),
  contactEmail: z.optional(upTo(120)),
  locationName: z.optional(upTo(120)),
  addresses: z.optional(z.array(upTo(200)).check(z.maxLength(20))),
  // spec 1 §9 "vehicles (name, nvic)", with the dealer's price where it has one (docs/decisions/063): the test
  // drive's landing offers them, and a quote needs a price.
  vehicles: z.optional(z.array(PartnerVehicle).check(z.maxLength(200))),
  // Honest sample data: sample partners say so, and the widget shows a demo banner.
  isSample: z._default(z.boolean(), false),
});
export type PublicPartnerConfig = z.infer<typeof PublicPartnerConfig>;

/**
 * The whole configuration, as stored and as partners post it: the public part and what only the server uses.
 * Kept out of the public schema, so the widget's first load carries none of it.
 */
export const PartnerConfig = z.extend(PublicPartnerConfig, {
  // docs/decisions/045: the partner's own CRM webhook for lead.created, application.preapproved and
  // application.submitted: its secret signs every delivery.
  crmWebhook: z.optional(Webhook),
  // docs/decisions/046: the partner's brokers' mobiles. An application may name one of them as its broker
  // (application.brokerPhoneNumber) and texts then go to that broker; a number not listed here (nor the
  // dealerPhone or contactPhone) is never stored as an application's broker.
  brokerPhoneNumbers: z.optional(z.array(upTo(20)).check(z.maxLength(200))),
  // docs/decisions/064: the partner's referrer codes at the bank-statements provider, one per period; the
  // server makes the referral link.
  bankStatementCodes: z.optional(BankStatementCodes),
  // docs/decisions/067: the origins whose pages may frame the widget (CSP frame-ancestors).
  embedOrigins: z.optional(z.array(EmbedOrigin).check(z.maxLength(50))),
  // docs/decisions/074: the lead e-mails carry the lead as ADF 1.0 XML too, for the dealer's own systems.
  adfLead: z.optional(z.boolean()),
  // Issue 36 §1 "a new-lead e-mail or text": mobiles (Australian or New Zealand, digits only) texted each new
  // lead besides the e-mail to the partner's console users, for a yard where nobody watches an inbox.
  newLeadTextTo: z.optional(z.array(z.string().check(z.regex(LOCAL_MOBILE, 'must be an Australian or New Zealand mobile, digits only'))).check(z.maxLength(20))),
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

/**
 * What the widget (anyone with the partner's link) may read: the config without the CRM webhook's secret,
 * the brokers' own mobiles (personal numbers, and a list of whom the texts may reach), the referrer codes,
 * the embedding origins (which sites carry the partner is the partner's business), and whom its lead alerts go to.
 */
export function publicPartnerConfig<T extends PartnerConfig>(
  config: T,
): Omit<T, 'crmWebhook' | 'brokerPhoneNumbers' | 'bankStatementCodes' | 'embedOrigins' | 'adfLead' | 'newLeadTextTo'> {
  const {
    crmWebhook: _secret, brokerPhoneNumbers: _brokers, bankStatementCodes: _codes, embedOrigins: _origins, adfLead: _adf, newLeadTextTo: _texts,
    ...rest
  } = config;
  return rest;
}
