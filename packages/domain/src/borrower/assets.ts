import { z } from 'zod';
import { amount, text } from './fields';
import {
  ASSET_VALUE_MAX, CREDIT_CARD_MAX, LOAN_BALANCE_MAX, REAL_ESTATE_BALANCE_MAX, REAL_ESTATE_VALUE_MAX, REPAYMENT_MAX,
  TEXT_MAX_LENGTH,
} from './limits';

// spec 2 §3 assets and liabilities, with the caps of spec 2 §5: "Credit card ... caps 999999";
// "personal loan and vehicle balances and repayments 9999999; real estate balance and value 999999999 and
// 999999999999, repayment 9999999; other asset values 999999999".
const lenderName = text(TEXT_MAX_LENGTH).optional();

export const CreditCard = z.strictObject({
  lenderName,
  creditCardLimit: amount(CREDIT_CARD_MAX).optional(),
  creditCardBalance: amount(CREDIT_CARD_MAX).optional(),
});
export type CreditCard = z.infer<typeof CreditCard>;

export const PersonalLoan = z.strictObject({
  lenderName,
  monthlyRepayment: amount(REPAYMENT_MAX).optional(),
  loanBalance: amount(LOAN_BALANCE_MAX).optional(),
});
export type PersonalLoan = z.infer<typeof PersonalLoan>;

export const MotorVehicle = z.strictObject({
  assetValue: amount(ASSET_VALUE_MAX).optional(),
  isLoanPresent: z.boolean().optional(),
  isWishToPayLoan: z.boolean().optional(),
  lenderName,
  monthlyRepayment: amount(REPAYMENT_MAX).optional(),
  loanBalance: amount(LOAN_BALANCE_MAX).optional(),
});
export type MotorVehicle = z.infer<typeof MotorVehicle>;

export const RealEstate = z.strictObject({
  assetValue: amount(REAL_ESTATE_VALUE_MAX).optional(),
  isLoanPresent: z.boolean().optional(),
  isInvestmentProperty: z.boolean().optional(),
  lenderName,
  monthlyRepayment: amount(REPAYMENT_MAX).optional(),
  loanBalance: amount(REAL_ESTATE_BALANCE_MAX).optional(),
});
export type RealEstate = z.infer<typeof RealEstate>;

// spec 2 §3 "otherAssets: plantandEquipment (business only), homeandContents, savings, superandShares, other".
const otherAsset = amount(ASSET_VALUE_MAX).optional();
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
