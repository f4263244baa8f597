import { z } from 'zod/mini';
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
  salary: z.number().check(z.minimum(0), z.maximum(2 * INCOME_MAX * 52)),
  // spec 2 §9: "Novated only when term is 5 years or less."
  term: z.number().check(z.int(), z.minimum(1), z.maximum(NOVATED_MAX_TERM_YEARS)),
  // spec 2 §5: annual kms max 1,000,000.
  km: z.number().check(z.minimum(0), z.maximum(ANNUAL_KMS_MAX)),
  state: AuState,
  hecs: z._default(z.boolean(), false),
  typeOfCar: z._default(NovatedCarType, 'LARGE'),
  isLuxuryCar: z._default(z.boolean(), false),
  // spec 2 §5: purchase price max 999999.
  priceExGst: z.number().check(z.positive(), z.maximum(PURCHASE_PRICE_MAX)),
  isPrivateSale: z._default(z.boolean(), false),
  insuranceBudget: z._default(z.number().check(z.minimum(0), z.maximum(99_999)), INSURANCE_BUDGET_DEFAULT),
});
export type NovatedCostsInput = z.infer<typeof NovatedCostsInput>;
