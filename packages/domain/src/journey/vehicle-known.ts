import { isTestDrive, type JourneyStart } from './detect-journey';

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
 * Partner-configured vin/nvic count too: merge them into the params before calling. "The test-drive journey"
 * is isTestDrive's, so a dealer whose own flow is TEST_DRIVE counts as well as the journey parameter.
 */
export function isVehicleKnown(params: VehicleParams, start: JourneyStart): boolean {
  if (params.vin || params.nvic) return true;
  if (params.make && params.model && params.variant) return true;
  if (isTestDrive(start)) {
    return Boolean(params.make || params.model || params.variant || params.buildYear !== undefined);
  }
  return false;
}
