import { describe, expect, it } from 'vitest';
import { builtInPartnerConfig } from '../partner/samples';
import { testDriveLandingErrors } from './test-drive';
import { offersPartnerVehicles, pickedPartnerVehicle, vehicleName, vehiclePicked } from './test-drive-vehicle';

const cars = builtInPartnerConfig('test-drive').vehicles!;
const mazda = cars.find((c) => c.nvic === 'SJZ31B')!;

// issue 33 §5: the landing's vehicle comes from the stock number or the partner's vehicles; docs/decisions/063.
describe('the test drive landing\'s vehicle', () => {
  it('offers the partner\'s vehicles, with prices, while no vehicle is named', () => {
    expect(cars.every((c) => c.price! > 0)).toBe(true);
    expect(offersPartnerVehicles(undefined, cars)).toBe(true);
    expect(offersPartnerVehicles({ assetType: 'PASSENGER_VEHICLE' }, cars)).toBe(true);
    expect(offersPartnerVehicles(undefined, [])).toBe(false);
    expect(offersPartnerVehicles(undefined, undefined)).toBe(false);
  });

  it('keeps offering them once one is picked, so the borrower can change their mind', () => {
    const picked = vehiclePicked({ assetType: 'PASSENGER_VEHICLE' }, mazda);
    expect(picked).toEqual({ assetType: 'PASSENGER_VEHICLE', isVehicleKnown: true, description: mazda.name, nvic: 'SJZ31B' });
    expect(pickedPartnerVehicle(picked, cars)).toBe(mazda);
    expect(offersPartnerVehicles(picked, cars)).toBe(true);
  });

  it('names a vehicle from a stock number or the link instead of offering the list', () => {
    const stock = { buildYear: 2025, make: { name: 'Toyota' }, model: { name: 'HiLux' }, variant: 'Workmate', source: 'stock' };
    expect(vehicleName(stock)).toBe('2025 Toyota HiLux Workmate');
    expect(offersPartnerVehicles(stock, cars)).toBe(false);
    expect(pickedPartnerVehicle(stock, cars)).toBeUndefined();
    expect(vehicleName({ description: 'Sample Roadster 900' })).toBe('Sample Roadster 900');
    // The stock's own Mazda3 is the same car as the list's: from stock, the list is not offered.
    expect(offersPartnerVehicles({ ...vehiclePicked(undefined, mazda), source: 'stock' }, cars)).toBe(false);
  });

  it('needs one picked before Continue when they are offered', () => {
    const form = { date: '14/12/2026', time: '10:30', termsAgreed: true };
    expect(testDriveLandingErrors(form, '2026-11-25', { vehicleMissing: true })).toEqual({ vehicle: 'Please choose the vehicle you would like to drive' });
    expect(testDriveLandingErrors(form, '2026-11-25')).toEqual({});
  });
});
