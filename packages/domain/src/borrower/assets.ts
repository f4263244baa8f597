import { z } from 'zod/mini';
import { amount, text } from './fields';
import {
  ASSET_VALUE_MAX, CREDIT_CARD_MAX, LOAN_BALANCE_MAX, REAL_ESTATE_BALANCE_MAX, REAL_ESTATE_VALUE_MAX, REPAYMENT_MAX,
  TEXT_MAX_LENGTH,
} from './limits';

// spec 2 §3 assets and liabilities, with the caps of spec 2 §5: "Credit card ... caps 999999";
// "personal loan and vehicle balances and repayments 9999999; real estate balance and value 999999999 and
// 999999999999, repayment 9999999; other asset values 999999999".
const lenderName = z.optional(text(TEXT_MAX_LENGTH));

export const CreditCard = z.strictObject({
  lenderName,
  creditCardLimit: z.optional(amount(CREDIT_CARD_MAX)),
  creditCardBalance: z.optional(amount(CREDIT_CARD_MAX)),
});
export type CreditCard = z.infer<typeof CreditCard>;

export const PersonalLoan = z.strictObject({
  lenderName,
  monthlyRepayment: z.optional(amount(REPAYMENT_MAX)),
  loanBalance: z.optional(amount(LOAN_BALANCE_MAX)),
});
export type PersonalLoan = z.infer<typeof PersonalLoan>;

export const MotorVehicle = z.strictObject({
  assetValue: z.optional(amount(ASSET_VALUE_MAX)),
  isLoanPresent: z.optional(z.boolean()),
  isWishToPayLoan: z.optional(z.boolean()),
  lenderName,
  monthlyRepayment: z.optional(amount(REPAYMENT_MAX)),
  loanBalance: z.optional(amount(LOAN_BALANCE_MAX)),
});
export type MotorVehicle = z.infer<typeof MotorVehicle>;

export const RealEstate = z.strictObject({
  assetValue: z.optional(amount(REAL_ESTATE_VALUE_MAX)),
  isLoanPresent: z.optional(z.boolean()),
  isInvestmentProperty: z.optional(z.boolean()),
  lenderName,
  monthlyRepayment: z.optional(amount(REPAYMENT_MAX)),
  loanBalance: z.optional(amount(REAL_ESTATE_BALANCE_MAX)),
});
export type RealEstate = z.infer<typeof RealEstate>;

// spec 2 §3 "otherAssets: plantandEquipment (business only), homeandContents, savings, superandShares, other".
const otherAsset = z.optional(amount(ASSET_VALUE_MAX));
export const OtherAssets = z.strictObject({
  plantandEquipment: otherAsset,
  homeandContents: otherAsset,
  savings: otherAsset,
  superandShares: otherAsset,
  other: otherAsset,
});
export type OtherAssets = z.infer<typeof OtherAssets>;

/** The four asset card lists of spec 1 §4 / spec 2 §4, each with an active index. */
export const ASSET_LISTS = ['creditCards', 'personalLoans', 'motorVehicles', 'realEstates'] as const;
export type AssetList = (typeof ASSET_LISTS)[number];
export const ASSET_LIST_INDEX = {
  creditCards: 'creditCardIndex',
  personalLoans: 'personalLoanIndex',
  motorVehicles: 'motorVehicleIndex',
  realEstates: 'realEstateIndex',
} as const satisfies Record<AssetList, string>;
