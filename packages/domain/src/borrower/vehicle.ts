import { z } from 'zod/mini';
import { AssetType, LenderDisplayCategory, RegistrationState, VehicleCondition } from '../enums/index';
import { amount, text, whole } from './fields';
import {
  ANNUAL_KMS_MAX, ASSET_VALUE_MAX, BUILD_YEAR_MIN, KILOMETRES_MAX, REGISTRATION_MAX_LENGTH, STOCK_NUMBER_MAX_LENGTH,
  URL_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH,
} from './limits';

// spec 2 §3 "make (name and code), model (name and code)"; spec 2 §5: "make, model, variant at most 30".
export const NamedCode = z.strictObject({
  name: text(VEHICLE_NAME_MAX_LENGTH),
  code: z.optional(text(40)),
});
export type NamedCode = z.infer<typeof NamedCode>;

// The document accepts build years up to 2100; the widget caps at its current maximum year (spec 1 §5).
export const BUILD_YEAR_DOCUMENT_MAX = 2100;

// spec 2 §3 "vehicle".
export const Vehicle = z.strictObject({
  assetType: z.optional(AssetType),
  assetCategory: z.optional(LenderDisplayCategory),
  isVehicleKnown: z.optional(z.boolean()),
  isRegistrationKnown: z.optional(z.boolean()),
  condition: z.optional(VehicleCondition),
  // spec 2 §5: "Registration number uppercased, max 50; registration state defaults to NSW" (the default
  // is the form's).
  registrationNumber: z.optional(text(REGISTRATION_MAX_LENGTH).check(z.toUpperCase())),
  // An NZ plate is national: its state is NZ, as the plate look-up answers (contracts/vehicle-select).
  registrationState: z.optional(RegistrationState),
  buildYear: z.optional(whole(BUILD_YEAR_DOCUMENT_MAX, BUILD_YEAR_MIN)),
  make: z.optional(NamedCode),
  model: z.optional(NamedCode),
  variant: z.optional(text(VEHICLE_NAME_MAX_LENGTH)),
  description: z.optional(text(300)),
  // spec 2 §5: "Kilometres max 999999"; "annual kms ... max 1,000,000".
  kilometers: z.optional(whole(KILOMETRES_MAX)),
  annualKms: z.optional(whole(ANNUAL_KMS_MAX)),
  glassValuation: z.optional(amount(ASSET_VALUE_MAX)),
  nvic: z.optional(text(20)),
  vin: z.optional(text(20).check(z.toUpperCase())),
  source: z.optional(text(40)),
  makeImageUrl: z.optional(text(URL_MAX_LENGTH)),
  // spec 1 §2: "Stock number max 10 characters, uppercased."
  stockNumber: z.optional(text(STOCK_NUMBER_MAX_LENGTH).check(z.toUpperCase())),
});
export type Vehicle = z.infer<typeof Vehicle>;
