import type { AssetType, LoanUsage, UserFlow } from '../enums/index';
import { isCampaignFlow } from '../journey/flows';
import type { ModalId, ScreenId } from '../journey/ids';
import type { AvailableVehicleAssetType, PartnerConfig } from '../partner/config';

// spec 2 §2 "Quick calculator": purchase price (or, for a personal loan, how much to borrow), asset type
// or self-assessed credit history, store person name, and Get Personalised Quote, which acts by user flow.

export const PERSONAL_LOAN_ASSET: AssetType = 'PERSONAL_LOAN';

export type QuoteAction = { screen: ScreenId; modal?: undefined } | { modal: ModalId; screen?: undefined };

export interface QuickQuoteContext {
  userFlow: UserFlow;
  isLoggedIn: boolean;
  /** A store is chosen (the store selector's choice or a storeId startup parameter). */
  storeChosen: boolean;
  /** The partner has a store selector (storeSelectorOptions). */
  storeSelectorConfigured: boolean;
  assetType: AssetType | undefined;
  loanUsage: LoanUsage | undefined;
  vehicleKnown: boolean;
}

const SIGN_UP_FIRST: readonly UserFlow[] = ['EARLY_SIGNUP', 'INSTANT_LEAD_CAPTURE'];
/** The flows that sign the visitor up before loan details ("EARLY_SIGNUP or INSTANT_LEAD_CAPTURE"). */
export const signsUpFirst = (userFlow: UserFlow): boolean => SIGN_UP_FIRST.includes(userFlow);

/**
 * Where Get Personalised Quote leads, each of spec 2 §2's rules as one guard, in this order:
 * 1. "With a store selector configured and no store chosen, the store selector shows."
 * 2. "EARLY_SIGNUP or INSTANT_LEAD_CAPTURE: goes to loan if registered or a store is in play, else opens the
 *    register modal."
 * 3. "A personal-loan asset goes to basic."
 * 4. "A novated lease goes to vehicle, or to basic when the vehicle is already known."
 * 5. "NORMAL: goes to loan" (and every other flow that reaches the calculator).
 */
export function quickQuoteAction(ctx: QuickQuoteContext): QuoteAction {
  if (ctx.storeSelectorConfigured && !ctx.storeChosen) return { screen: 'STORE_SELECTOR' };
  if (signsUpFirst(ctx.userFlow) && !ctx.isLoggedIn && !ctx.storeChosen) return { modal: 'REGISTER' };
  if (ctx.assetType === PERSONAL_LOAN_ASSET) return { screen: 'BASIC' };
  if (ctx.loanUsage === 'NOVATED') return { screen: ctx.vehicleKnown ? 'BASIC' : 'VEHICLE' };
  return { screen: 'LOAN' };
}

/**
 * spec 2 §2: "A campaign-specific path shows only a loading logo." (docs/decisions/009) A visitor in the
 * campaign journey belongs on the campaign landing (spec 1 §2 rule 1); reaching the calculator anyway (a
 * logout returns there, spec 1 §2; a screen parameter; a Back), it shows only the partner's logo while it
 * forwards there.
 */
export const campaignForward = (userFlow: UserFlow): ScreenId | null => (isCampaignFlow(userFlow) ? 'CAMPAIGN_LANDING' : null);

/**
 * spec 1 §3 showNoAmountPopupOnQQ (docs/decisions/010): with it on, Get Personalised Quote without a
 * purchase price (or amount to borrow) asks for one in a popup, which also lets the borrower go on
 * without; with it off, the missing price is flagged on the field (spec 2 §5).
 */
export const asksForAmountFirst = (
  partner: Pick<PartnerConfig, 'showNoAmountPopupOnQQ'> | null | undefined, purchasePrice: number | undefined,
): boolean => Boolean(partner?.showNoAmountPopupOnQQ) && !(purchasePrice !== undefined && purchasePrice > 0);

/**
 * spec 1 §9 "Default asset type passenger vehicle"; the asset types a partner offers when it lists none.
 * spec 2 §6: "plant and equipment appears only for business".
 */
export const DEFAULT_ASSET_TYPE_OPTIONS: readonly AvailableVehicleAssetType[] = [
  { label: 'Car', type: 'PASSENGER_VEHICLE', category: 'PASSENGER' },
  { label: 'Motorcycle', type: 'MOTORCYCLE', category: 'MOTORBIKES' },
  { label: 'Caravan', type: 'CARAVAN' },
  { label: 'Boat', type: 'BOAT' },
  { label: 'Plant equipment', type: 'PLANT_EQUIPMENT' },
  { label: 'Personal loan', type: 'PERSONAL_LOAN' },
];

export function assetTypeOptions(
  partner: Partial<Pick<PartnerConfig, 'availableVehicleAssetTypes'>> | null | undefined, loanUsage: LoanUsage | undefined,
): AvailableVehicleAssetType[] {
  const list = partner?.availableVehicleAssetTypes?.length ? partner.availableVehicleAssetTypes : DEFAULT_ASSET_TYPE_OPTIONS;
  return list.filter((option) => option.type !== 'PLANT_EQUIPMENT' || loanUsage === 'BUSINESS');
}

/**
 * "asset type or self-assessed credit history": the calculator asks which asset when the partner leaves a
 * choice; a partner (or address) that fixes the asset has nothing to ask there, so the calculator asks
 * for the credit history instead, which prices the estimate.
 */
export const asksForAssetType = (assetFixed: boolean, options: readonly unknown[]): boolean => !assetFixed && options.length > 1;

/** spec 2 §2: "Purchase price (or, for a personal loan, how much to borrow)". */
export const priceLabel = (assetType: AssetType | undefined): string =>
  assetType === PERSONAL_LOAN_ASSET ? 'How much would you like to borrow?' : 'Purchase price';

/** A partner's quote text (spec 1 §3 quoteText, e.g. "Ride away from $X per week*") with the amount in. */
export const quoteTextWith = (quoteText: string, amount: string): string => quoteText.replace('$X', () => `$${amount}`);
