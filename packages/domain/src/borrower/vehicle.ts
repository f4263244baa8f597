import { z } from 'zod';
import { AssetType, AuState, LenderDisplayCategory, VehicleCondition } from '../enums/index';
import { amount, text, whole } from './fields';
import {
  ANNUAL_KMS_MAX, ASSET_VALUE_MAX, BUILD_YEAR_MIN, KILOMETRES_MAX, REGISTRATION_MAX_LENGTH, STOCK_NUMBER_MAX_LENGTH,
  URL_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH,
} from './limits';

// spec 2 §3 "make (name and code), model (name and code)"; spec 2 §5: "make, model, variant at most 30".
export const NamedCode = z.strictObject({
  name: text(VEHICLE_NAME_MAX_LENGTH),
  code: text(40).optional(),
});
export type NamedCode = z.infer<typeof NamedCode>;

// The document accepts build years up to 2100; the widget caps at its current maximum year (spec 1 §5).
export const BUILD_YEAR_DOCUMENT_MAX = 2100;

// spec 2 §3 "vehicle".
export const Vehicle = z.strictObject({
  assetType: AssetType.optional(),
  assetCategory: LenderDisplayCategory.optional(),
  isVehicleKnown: z.boolean().optional(),
  isRegistrationKnown: z.boolean().optional(),
  condition: VehicleCondition.optional(),
  // spec 2 §5: "Registration number uppercased, max 50; registration state defaults to NSW" (the default
  // is the form's).
  registrationNumber: text(REGISTRATION_MAX_LENGTH).toUpperCase().optional(),
  registrationState: AuState.optional(),
  buildYear: whole(BUILD_YEAR_DOCUMENT_MAX, BUILD_YEAR_MIN).optional(),
  make: NamedCode.optional(),
  model: NamedCode.optional(),
  variant: text(VEHICLE_NAME_MAX_LENGTH).optional(),
  description: text(300).optional(),
  // spec 2 §5: "Kilometres max 999999"; "annual kms ... max 1,000,000".
  kilometers: whole(KILOMETRES_MAX).optional(),
  annualKms: whole(ANNUAL_KMS_MAX).optional(),
  glassValuation: amount(ASSET_VALUE_MAX).optional(),
  nvic: text(20).optional(),
  vin: text(20).toUpperCase().optional(),
  source: text(40).optional(),
  makeImageUrl: text(URL_MAX_LENGTH).optional(),
  // spec 1 §2: "Stock number max 10 characters, uppercased."
  stockNumber: text(STOCK_NUMBER_MAX_LENGTH).toUpperCase().optional(),
});
export type Vehicle = z.infer<typeof Vehicle>;
