// Our vehicle valuation call (spec 2 §7 "a vehicle valuation lookup (path not shown)"; docs/decisions/011):
// POST /api/vehicle/valuation. Unknown keys are refused, so a typo is a 400 naming it.
import { z } from 'zod/mini';
import { BUILD_YEAR_MIN, KILOMETRES_MAX } from '../borrower/limits';
import { BUILD_YEAR_DOCUMENT_MAX } from '../borrower/vehicle';
import { VehicleCondition } from '../enums/index';
import { VIN_PATTERN } from '../vehicle/vin';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

export const VehicleValuationRequest = z
  .strictObject({
    partnerId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(80)),
    nvic: z.optional(z.pipe(z.transform(upper), z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[A-Z0-9]+$/, 'letters and digits only')))),
    vin: z.optional(z.pipe(z.transform(upper), z.string().check(z.regex(VIN_PATTERN, '17 letters and digits (no I, O or Q)')))),
    buildYear: z.optional(z.number().check(z.int(), z.minimum(BUILD_YEAR_MIN), z.maximum(BUILD_YEAR_DOCUMENT_MAX))),
    condition: z.optional(VehicleCondition),
    kilometers: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(KILOMETRES_MAX))),
  }).check(z.refine((r) => r.nvic !== undefined || r.vin !== undefined, { path: ['nvic'], message: 'nvic or vin is required' }));
export type VehicleValuationRequest = z.output<typeof VehicleValuationRequest>;
export type VehicleValuationRequestInput = z.input<typeof VehicleValuationRequest>;

export const VehicleValuationResponse = z.object({
  /** The vehicle's value in whole dollars (spec 2 §3 vehicle.glassValuation). */
  glassValuation: z.number().check(z.minimum(0)),
  nvic: z.string().check(z.maxLength(20)),
  description: z.string().check(z.maxLength(300)),
  /** The build year valued. */
  buildYear: z.optional(z.number().check(z.int())),
});
export type VehicleValuationResponse = z.infer<typeof VehicleValuationResponse>;
