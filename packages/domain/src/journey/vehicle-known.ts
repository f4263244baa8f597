import type { InitialJourney } from '../enums/index';

/** The parsed vehicle startup values (see partner/startup-params) that identify a vehicle. */
export interface VehicleParams {
  vin?: string | undefined;
  nvic?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
  variant?: string | undefined;
  buildYear?: number | undefined;
}

/**
 * spec 1 §4 "Startup order": "Vehicle-known flag is set when vin, nvic or make/model/variant data is
 * given; in the test-drive journey any vehicle detail sets it; otherwise it is cleared."
 * Outside test drive we read "make/model/variant data" as all three together: a make alone does not
 * identify a vehicle to value or finance. A stock id is deliberately not a vehicle detail: in test drive
 * a stock id with an unknown vehicle is what opens the stock-system modal (same section).
 * Partner-configured vin/nvic count too: merge them into the params before calling.
 */
export function isVehicleKnown(params: VehicleParams, journey: InitialJourney): boolean {
  if (params.vin || params.nvic) return true;
  if (params.make && params.model && params.variant) return true;
  if (journey === 'TEST_DRIVE') {
    return Boolean(params.make || params.model || params.variant || params.buildYear !== undefined);
  }
  return false;
}
