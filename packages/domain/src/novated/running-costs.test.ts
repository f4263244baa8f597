import { describe, expect, it } from 'vitest';
import { AU_STATES } from '../enums/index';
import { DEFAULT_NOVATED_RATE_TABLE, NOVATED_CAR_TYPES } from './rate-table';
import { annualRunningCosts, totalRunningCosts, withoutGst } from './running-costs';

describe('running costs (spec 2 §3 "Novated cost result" rows)', () => {
  it('prices every state (spec 2 §9 "Australian states") and every car type', () => {
    for (const state of AU_STATES) expect(DEFAULT_NOVATED_RATE_TABLE.registrationByState[state]).toBeGreaterThan(0);
    for (const type of NOVATED_CAR_TYPES) expect(DEFAULT_NOVATED_RATE_TABLE.cars[type].energyPer100Km).toBeGreaterThan(0);
  });

  it('works fuel by kilometres, registration by state and the insurance budget', () => {
    // spec 2 §7: a large car, insuranceBudget 2350. 15,000 km × 9.5 L/100 km × $1.95 = $2,778.75.
    const costs = annualRunningCosts({ km: 15_000, state: 'VIC', typeOfCar: 'LARGE', insuranceBudget: 2350 }, DEFAULT_NOVATED_RATE_TABLE);
    expect(costs.fuel).toBeCloseTo(2_778.75, 9);
    expect(costs.registration).toBe(DEFAULT_NOVATED_RATE_TABLE.registrationByState.VIC);
    expect(costs.maintenanceRepairs).toBeCloseTo(900, 9);
    expect(costs.tyres).toBeCloseTo(330, 9);
    expect(costs.insurance).toBe(2350);
    // 15,000 km × 16 kWh/100 km × $0.33 = $792 for an electric car.
    expect(annualRunningCosts({ km: 15_000, state: 'NSW', typeOfCar: 'ELECTRIC', insuranceBudget: 0 }, DEFAULT_NOVATED_RATE_TABLE).fuel).toBeCloseTo(792, 9);
  });

  // finance.md: "running costs and rentals are paid GST-exclusive through the employer".
  it('takes GST out of every cost except registration', () => {
    const costs = { fuel: 1100, registration: 900, maintenanceRepairs: 550, tyres: 220, insurance: 2200 };
    const ex = withoutGst(costs);
    expect(ex.registration).toBe(900);
    expect(totalRunningCosts(ex)).toBeCloseTo(1000 + 900 + 500 + 200 + 2000, 9);
  });
});
