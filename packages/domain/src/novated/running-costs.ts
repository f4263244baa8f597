import type { AuState } from '../enums/index';
import { GST_RATE } from './vehicle-tax';
import type { NovatedCarType, NovatedRateTable } from './rate-table';

export interface RunningCosts {
  fuel: number;
  registration: number;
  maintenanceRepairs: number;
  tyres: number;
  insurance: number;
}

/** A year's running costs at retail prices (GST-inclusive; registration has none), from the rate table. */
export function annualRunningCosts(
  { km, state, typeOfCar, insuranceBudget }: { km: number; state: AuState; typeOfCar: NovatedCarType; insuranceBudget: number },
  table: NovatedRateTable,
): RunningCosts {
  const car = table.cars[typeOfCar];
  const energyPrice = typeOfCar === 'ELECTRIC' ? table.electricityPricePerKwh : table.fuelPricePerLitre;
  return {
    fuel: (km / 100) * car.energyPer100Km * energyPrice,
    registration: table.registrationByState[state],
    maintenanceRepairs: km * car.maintenancePerKm,
    tyres: km * car.tyresPerKm,
    // spec 2 §7: insuranceBudget (2350), a yearly premium.
    insurance: insuranceBudget,
  };
}

/**
 * finance.md: "running costs and rentals are paid GST-exclusive through the employer": the employer claims
 * the GST credits, so a novated lease pays the costs without GST. Registration carries no GST.
 */
export const withoutGst = (costs: RunningCosts): RunningCosts => ({
  fuel: costs.fuel / (1 + GST_RATE),
  registration: costs.registration,
  maintenanceRepairs: costs.maintenanceRepairs / (1 + GST_RATE),
  tyres: costs.tyres / (1 + GST_RATE),
  insurance: costs.insurance / (1 + GST_RATE),
});

export const totalRunningCosts = (c: RunningCosts) => c.fuel + c.registration + c.maintenanceRepairs + c.tyres + c.insurance;
