// Our vehicle valuation call (spec 2 §7 "a vehicle valuation lookup (path not shown)"; docs/decisions/011):
// POST /api/vehicle/valuation. Unknown keys are refused, so a typo is a 400 naming it.
import { z } from 'zod';
import { BUILD_YEAR_MIN, KILOMETRES_MAX } from '../borrower/limits';
import { BUILD_YEAR_DOCUMENT_MAX } from '../borrower/vehicle';
import { VehicleCondition } from '../enums/index';
import { VIN_PATTERN } from '../vehicle/vin';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

export const VehicleValuationRequest = z
  .strictObject({
    partnerId: z.string().trim().min(1, 'is required').max(80),
    nvic: z.preprocess(upper, z.string().min(1).max(20).regex(/^[A-Z0-9]+$/, 'letters and digits only')).optional(),
    vin: z.preprocess(upper, z.string().regex(VIN_PATTERN, '17 letters and digits (no I, O or Q)')).optional(),
    buildYear: z.number().int().min(BUILD_YEAR_MIN).max(BUILD_YEAR_DOCUMENT_MAX).optional(),
    condition: VehicleCondition.optional(),
    kilometers: z.number().int().min(0).max(KILOMETRES_MAX).optional(),
  })
  .refine((r) => r.nvic !== undefined || r.vin !== undefined, { path: ['nvic'], message: 'nvic or vin is required' });
export type VehicleValuationRequest = z.output<typeof VehicleValuationRequest>;
export type VehicleValuationRequestInput = z.input<typeof VehicleValuationRequest>;

export const VehicleValuationResponse = z.object({
  /** The vehicle's value in whole dollars (spec 2 §3 vehicle.glassValuation). */
  glassValuation: z.number().min(0),
  nvic: z.string().max(20),
  description: z.string().max(300),
  /** The build year valued. */
  buildYear: z.number().int().optional(),
});
export type VehicleValuationResponse = z.infer<typeof VehicleValuationResponse>;
