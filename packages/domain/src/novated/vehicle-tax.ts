import { forIncomeYear, type IncomeYear } from '../tax/income-year';

export const GST_RATE = 0.1;

export interface VehicleTaxLimits {
  /** ATO car limit: the most on which a GST credit (and depreciation) is allowed. */
  carLimit: number;
  /** Luxury car tax threshold for fuel-efficient cars (also the EV FBT exemption limit). */
  lctThresholdFuelEfficient: number;
  /** Luxury car tax threshold for other cars. */
  lctThresholdOther: number;
  lctRate: number;
}

// finance.md "Novated leases": car limit $69,674 in 2024-25 and 2025-26, so at most $6,334 of GST credit;
// LCT threshold for fuel-efficient cars $91,387 in 2024-25 and 2025-26. ATO "Luxury car tax rate and
// thresholds": other cars $80,567 in both years; rate 33%.
const LIMITS_2024: VehicleTaxLimits = { carLimit: 69_674, lctThresholdFuelEfficient: 91_387, lctThresholdOther: 80_567, lctRate: 0.33 };
export const VEHICLE_TAX_LIMITS: Readonly<Partial<Record<IncomeYear, VehicleTaxLimits>>> = {
  '2024-25': LIMITS_2024,
  '2025-26': LIMITS_2024,
};

export const vehicleTaxLimits = (year: IncomeYear) => forIncomeYear(VEHICLE_TAX_LIMITS, year);

/** The most GST credit on a car: one eleventh of the car limit (finance.md: $6,334). */
export const maxCarGstCredit = (year: IncomeYear) => Math.floor(vehicleTaxLimits(year).carLimit / 11);

/**
 * finance.md: "the financier claims the GST credit on the car (car limit …, so at most $6,334)". A private
 * seller charges no GST, so there is nothing to claim.
 */
export function carGstCredit({ priceExGst, isPrivateSale, year }: { priceExGst: number; isPrivateSale: boolean; year: IncomeYear }): number {
  if (isPrivateSale) return 0;
  return Math.min(priceExGst * GST_RATE, maxCarGstCredit(year));
}

/**
 * ATO luxury car tax: 33% of the GST-inclusive value above the threshold, GST taken out (× 10/11). Only when
 * the payload says the car is a luxury car (spec 2 §7 isLuxuryCar; the widget sends false).
 */
export function luxuryCarTax({ priceInclGst, isLuxuryCar, fuelEfficient, year }: {
  priceInclGst: number; isLuxuryCar: boolean; fuelEfficient: boolean; year: IncomeYear;
}): number {
  if (!isLuxuryCar) return 0;
  const limits = vehicleTaxLimits(year);
  const threshold = fuelEfficient ? limits.lctThresholdFuelEfficient : limits.lctThresholdOther;
  return Math.max(0, priceInclGst - threshold) * (10 / 11) * limits.lctRate;
}
