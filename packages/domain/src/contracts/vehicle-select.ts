// spec 2 §7: the vehicle screen's look-ups (docs/decisions/025-vehicle-catalogue.md).
//   GET  /api/asset/select/{partner}/{assetType}                                   → build years
//   GET  /api/asset/select/{partner}/{assetType}/{year}                            → makes (name, code)
//   GET  /api/asset/select/{partner}/{assetType}/{year}/{makeCode}                 → models (name, code)
//   GET  /api/asset/select/{partner}/{assetType}/{year}/{makeCode}/{modelCode}     → variants
//   GET  /api/asset/select/{partner}/{assetType}/{year}/{makeCode}/{modelCode}/{variant} → options
//   POST /api/asset/select/{partner}/plate/{registration}/{state} {billingData?}   → the plate's vehicle
import { z } from 'zod/mini';
import { AssetType, RegistrationState } from '../enums/index';

const code = z.string().check(z.minLength(1), z.maxLength(40));

/** Build years, newest first. */
export const BuildYearsResponse = z.array(z.number().check(z.int()));
export type BuildYearsResponse = z.infer<typeof BuildYearsResponse>;

/** spec 2 §3 "make (name and code), model (name and code)". */
export const NamedCodeOption = z.object({ name: z.string(), code });
export type NamedCodeOption = z.infer<typeof NamedCodeOption>;

export const MakesResponse = z.array(NamedCodeOption);
export const ModelsResponse = z.array(NamedCodeOption);
/** spec 2 §7 "variants (array)": the variants' names. */
export const VariantsResponse = z.array(z.string());

/** spec 2 §7 "options (description, glassValuation, nvic, makeImageUrl)". */
export const VehicleOption = z.object({
  description: z.string(),
  /** Whole dollars; the sample catalogue's figures are sample figures, not market values. */
  glassValuation: z.number().check(z.minimum(0)),
  nvic: z.string().check(z.maxLength(20)),
  /** The make's image: a provider's logo, or the catalogue's plain badge; null when a provider has none. */
  makeImageUrl: z.nullable(z.string()),
});
export type VehicleOption = z.infer<typeof VehicleOption>;
export const VehicleOptionsResponse = z.array(VehicleOption);
export type VehicleOptionsResponse = z.infer<typeof VehicleOptionsResponse>;

export const PlateState = RegistrationState;
export type PlateState = RegistrationState;

/** spec 2 §7 billingData: who a paid provider's look-up is billed to; passed on, never required. */
export const PlateLookupRequest = z.object({
  billingData: z.optional(z.nullable(z.object({
    service: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
    youxAccountUsed: z.optional(z.nullable(z.union([z.boolean(), z.string().check(z.maxLength(120))]))),
    source: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
    externalPartner: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
    externalReferenceId: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
    managePartnerToBillId: z.optional(z.nullable(z.string().check(z.maxLength(120)))),
  }))),
});
export type PlateLookupRequest = z.output<typeof PlateLookupRequest>;

/** A plate's vehicle: spec 2 §7 "description, makeImageUrl", with the facts the vehicle screen fills. */
export const PlateVehicle = z.object({
  description: z.string().check(z.maxLength(300)),
  makeImageUrl: z.nullable(z.string()),
  assetType: z.optional(AssetType),
  buildYear: z.optional(z.number().check(z.int())),
  make: z.optional(NamedCodeOption),
  model: z.optional(NamedCodeOption),
  variant: z.optional(z.string()),
  nvic: z.optional(z.string().check(z.maxLength(20))),
  vin: z.optional(z.string().check(z.maxLength(20))),
  glassValuation: z.optional(z.number().check(z.minimum(0))),
});
export type PlateVehicle = z.infer<typeof PlateVehicle>;

/**
 * The plate look-up's answer, always 200: `found` false carries spec 2 §8's "default not-found description"
 * (vehicle/select PLATE_NOT_FOUND_DESCRIPTION, spec 1 §8's text) and no vehicle facts.
 */
export const PlateLookupResponse = z.extend(PlateVehicle, {
  found: z.boolean(),
  registrationNumber: z.string(),
  registrationState: PlateState,
});
export type PlateLookupResponse = z.infer<typeof PlateLookupResponse>;

/**
 * The vehicle look-ups' path parts (GET /api/asset/select/{partner}/{assetType}/{year}/{makeCode}/{modelCode}/{variant},
 * POST /api/asset/select/{partner}/plate/{registration}/{state}). Each is read further by the route, which
 * names the part at fault: the asset type in any letter case, the year against today's latest build year.
 */
const pathPart = z.string().check(z.minLength(1), z.maxLength(100));
export const AssetSelectPath = z.object({
  partner: pathPart,
  assetType: pathPart,
  year: pathPart,
  makeCode: pathPart,
  modelCode: pathPart,
  variant: pathPart,
  registration: pathPart,
  state: pathPart,
});
