import {
  BuildYearsResponse, MakesResponse, ModelsResponse, PlateLookupResponse, VariantsResponse, VehicleOptionsResponse,
} from '@kerb/domain/contracts/vehicle-select';
import type { AssetType, RegistrationState } from '@kerb/domain/enums/index';
import { api } from '#lib/api-client';

// spec 2 §7 the vehicle screen's look-ups (contracts/vehicle-select): each list narrows the next one.
const path = (partnerId: string, assetType: AssetType, ...parts: Array<string | number>) =>
  `/api/asset/select/${[partnerId, assetType, ...parts].map((p) => encodeURIComponent(String(p))).join('/')}`;

const options = { ignoreUnauthorized: true } as const;

export const fetchBuildYears = (partnerId: string, assetType: AssetType) =>
  api.get(path(partnerId, assetType), { ...options, schema: BuildYearsResponse });
export const fetchMakes = (partnerId: string, assetType: AssetType, year: number) =>
  api.get(path(partnerId, assetType, year), { ...options, schema: MakesResponse });
export const fetchModels = (partnerId: string, assetType: AssetType, year: number, make: string) =>
  api.get(path(partnerId, assetType, year, make), { ...options, schema: ModelsResponse });
export const fetchVariants = (partnerId: string, assetType: AssetType, year: number, make: string, model: string) =>
  api.get(path(partnerId, assetType, year, make, model), { ...options, schema: VariantsResponse });
export const fetchVehicleOptions = (partnerId: string, assetType: AssetType, year: number, make: string, model: string, variant: string) =>
  api.get(path(partnerId, assetType, year, make, model, variant), { ...options, schema: VehicleOptionsResponse });

/** spec 2 §7 POST …/plate/{registration}/{state}: always answers; `found` false carries the not-found text. */
export const lookUpPlate = (partnerId: string, registration: string, state: RegistrationState) =>
  api.post(`/api/asset/select/${encodeURIComponent(partnerId)}/plate/${encodeURIComponent(registration)}/${state}`, {}, {
    ...options, schema: PlateLookupResponse,
  });
