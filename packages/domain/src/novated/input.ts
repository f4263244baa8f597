import { z } from 'zod';
import { AuState } from '../enums/index';
import { ANNUAL_KMS_MAX, INCOME_MAX, PURCHASE_PRICE_MAX } from '../borrower/limits';
import { NOVATED_MAX_TERM_YEARS } from './residuals';
import { NovatedCarType } from './rate-table';

// spec 2 §7 "POST /api/novatedCosts" payload: salary, term, km, state, hecs, typeOfCar, isLuxuryCar, priceExGst,
// isPrivateSale, insuranceBudget. "Payload details": salary is pay plus other income annualised; hecs is true
// when debt is over zero; typeOfCar a fixed large car; isLuxuryCar false; insuranceBudget 2350.
export const INSURANCE_BUDGET_DEFAULT = 2350;

export const NovatedCostsInput = z.object({
  // Pay and other income are each at most 99999 a week (spec 2 §5), so at most 2 × 99999 × 52 a year.
  salary: z.number().min(0).max(2 * INCOME_MAX * 52),
  // spec 2 §9: "Novated only when term is 5 years or less."
  term: z.number().int().min(1).max(NOVATED_MAX_TERM_YEARS),
  // spec 2 §5: annual kms max 1,000,000.
  km: z.number().min(0).max(ANNUAL_KMS_MAX),
  state: AuState,
  hecs: z.boolean().default(false),
  typeOfCar: NovatedCarType.default('LARGE'),
  isLuxuryCar: z.boolean().default(false),
  // spec 2 §5: purchase price max 999999.
  priceExGst: z.number().positive().max(PURCHASE_PRICE_MAX),
  isPrivateSale: z.boolean().default(false),
  insuranceBudget: z.number().min(0).max(99_999).default(INSURANCE_BUDGET_DEFAULT),
});
export type NovatedCostsInput = z.infer<typeof NovatedCostsInput>;
