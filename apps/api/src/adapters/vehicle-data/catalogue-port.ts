import type {
  BuildYearsResponse, NamedCodeOption, PlateLookupRequest, PlateState, PlateVehicle, VehicleOptionsResponse,
} from '@kerb/domain/contracts/vehicle-select';
import type { AssetType } from '@kerb/domain/enums/index';

// The vehicle catalogue port (docs/decisions/025): spec 2 §7's search by build year, make, model and
// variant, and by plate. Adapters: the catalogue in the database (catalogue-sample.ts, the default and every
// sample partner's) and a provider's HTTP gateway (catalogue-http.ts). Unknown values answer empty lists or a
// null plate; a source that cannot answer throws VehicleDataError (port.ts).

export interface CatalogueQuery {
  partnerId: string;
  assetType: AssetType;
  year?: number;
  makeCode?: string;
  modelCode?: string;
  variant?: string;
}

export interface PlateQuery {
  partnerId: string;
  registration: string;
  state: PlateState;
  billingData?: PlateLookupRequest['billingData'];
}

export type { PlateVehicle };

export interface VehicleCatalogue {
  readonly name: string;
  buildYears(query: CatalogueQuery): Promise<BuildYearsResponse>;
  makes(query: CatalogueQuery & { year: number }): Promise<NamedCodeOption[]>;
  models(query: CatalogueQuery & { year: number; makeCode: string }): Promise<NamedCodeOption[]>;
  variants(query: CatalogueQuery & { year: number; makeCode: string; modelCode: string }): Promise<string[]>;
  options(query: CatalogueQuery & { year: number; makeCode: string; modelCode: string; variant: string }): Promise<VehicleOptionsResponse>;
  /** The plate's vehicle, or null when the register does not know the plate. */
  plate(query: PlateQuery): Promise<PlateVehicle | null>;
}
