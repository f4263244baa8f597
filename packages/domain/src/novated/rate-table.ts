import { z } from 'zod/mini';
import type { AuState } from '../enums/index';
import type { IncomeYear } from '../tax/income-year';

// spec 2 §7: "typeOfCar is a fixed large car" (the widget sends LARGE). Our other values let an operator price
// other cars; ELECTRIC also brings the FBT exemption of finance.md.
export const NOVATED_CAR_TYPES = ['SMALL', 'MEDIUM', 'LARGE', 'SUV', 'ELECTRIC'] as const;
export const NovatedCarType = z.enum(NOVATED_CAR_TYPES);
export type NovatedCarType = z.infer<typeof NovatedCarType>;

export interface CarRunningCosts {
  /** Litres of fuel (or kWh for ELECTRIC) per 100 km. */
  energyPer100Km: number;
  /** Servicing and repairs, dollars per km. */
  maintenancePerKm: number;
  /** Tyres, dollars per km. */
  tyresPerKm: number;
}

/**
 * Everything novatedCosts assumes, as data. SAMPLE VALUES: indicative figures in the range published by the
 * motoring clubs' yearly running-cost surveys, the ACCC petrol monitoring reports and the state registration
 * authorities (registration plus CTP for a private passenger car); the operator replaces them with its own.
 * Fuel, servicing, tyres and insurance are GST-inclusive retail prices; registration is a government charge
 * (no GST).
 */
export interface NovatedRateTable {
  /** The year the sample prices are for, and the tax year used when a call names none (the API names today's). */
  incomeYear: IncomeYear;
  /** The novated financier's rate, % a year; lease rentals are paid monthly in advance. */
  novatedAnnualRatePercent: number;
  /** The standard consumer car loan compared against (spec 2 "Indicatively approved": "a standard 5yr consumer loan"). */
  consumerAnnualRatePercent: number;
  consumerTermYears: number;
  /** Balloon of the consumer loan, % of the price: by default the 5-year ATO residual, so neither side is flattered. */
  consumerBalloonPercent: number;
  fuelPricePerLitre: number;
  electricityPricePerKwh: number;
  cars: Readonly<Record<NovatedCarType, CarRunningCosts>>;
  registrationByState: Readonly<Record<AuState, number>>;
  /** The salary-packaging provider's fee, GST-exclusive, per month (novated only). */
  adminFeeMonthlyExGst: number;
}

export const DEFAULT_NOVATED_RATE_TABLE: NovatedRateTable = {
  incomeYear: '2025-26',
  novatedAnnualRatePercent: 7.95,
  consumerAnnualRatePercent: 8.95,
  consumerTermYears: 5,
  consumerBalloonPercent: 28.13,
  fuelPricePerLitre: 1.95,
  electricityPricePerKwh: 0.33,
  cars: {
    SMALL: { energyPer100Km: 6.5, maintenancePerKm: 0.045, tyresPerKm: 0.015 },
    MEDIUM: { energyPer100Km: 7.8, maintenancePerKm: 0.05, tyresPerKm: 0.018 },
    LARGE: { energyPer100Km: 9.5, maintenancePerKm: 0.06, tyresPerKm: 0.022 },
    SUV: { energyPer100Km: 9.0, maintenancePerKm: 0.06, tyresPerKm: 0.025 },
    ELECTRIC: { energyPer100Km: 16, maintenancePerKm: 0.035, tyresPerKm: 0.025 },
  },
  registrationByState: { ACT: 1_150, NSW: 1_100, NT: 700, QLD: 880, SA: 900, TAS: 750, VIC: 950, WA: 950 },
  adminFeeMonthlyExGst: 15,
};
