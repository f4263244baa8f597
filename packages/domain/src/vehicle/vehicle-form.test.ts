import { describe, expect, it } from 'vitest';
import {
  changeVehicleField, defaultRegistrationState, manualVehicleErrors, registrationNumberOf, vehicleDetailsErrors,
} from './vehicle-form';

const chosen = {
  isRegistrationKnown: false, buildYear: 2022, make: { name: 'Toyota', code: 'TOYO' }, model: { name: 'Corolla', code: 'COR' },
  variant: 'Ascent Sport', description: '2022 Toyota Corolla Ascent Sport', nvic: 'S1', glassValuation: 25_000,
  registrationNumber: 'ABC123', registrationState: 'VIC' as const, kilometers: 12_000,
};

describe('vehicle cascades (spec 2 §4)', () => {
  // spec 2 §4: "build year clears make, model, variant, description"
  it('a new build year clears make, model, variant and description', () => {
    const next = changeVehicleField(chosen, 'buildYear', 2021);
    expect(next).toMatchObject({ buildYear: 2021, registrationNumber: 'ABC123' });
    expect(next).not.toHaveProperty('make');
    expect(next).not.toHaveProperty('model');
    expect(next).not.toHaveProperty('variant');
    expect(next).not.toHaveProperty('description');
    expect(next).not.toHaveProperty('nvic');
  });
  // spec 2 §4: "make clears model, variant, description; model clears variant, description; variant clears description"
  it('make, model and variant clear what depends on them', () => {
    expect(changeVehicleField(chosen, 'make', { name: 'Mazda', code: 'MAZD' })).toEqual({
      isRegistrationKnown: false, buildYear: 2022, make: { name: 'Mazda', code: 'MAZD' }, registrationNumber: 'ABC123',
      registrationState: 'VIC', kilometers: 12_000,
    });
    const model = changeVehicleField(chosen, 'model', { name: 'Camry', code: 'CAM' });
    expect(model.make).toEqual(chosen.make);
    expect(model).not.toHaveProperty('variant');
    const variant = changeVehicleField(chosen, 'variant', 'SX');
    expect(variant).toMatchObject({ model: chosen.model, variant: 'SX' });
    expect(variant).not.toHaveProperty('description');
  });
  // spec 2 §4: "registration number or state clears description"
  it('a new plate or state clears the description found for the old one', () => {
    expect(changeVehicleField(chosen, 'registrationNumber', 'XYZ999')).not.toHaveProperty('description');
    expect(changeVehicleField(chosen, 'registrationState', 'NSW')).not.toHaveProperty('description');
  });
  it('a new plate also clears the vehicle the old plate found (docs/decisions/032)', () => {
    const found = { ...chosen, source: 'PLATE' };
    expect(changeVehicleField(found, 'registrationNumber', 'XYZ999')).toEqual({
      isRegistrationKnown: false, registrationNumber: 'XYZ999', registrationState: 'VIC', kilometers: 12_000,
    });
  });
  // spec 2 §4: "toggling registration-known clears build year, make, model, variant, description,
  // registration number, state and kilometres"
  it('toggling registration-known starts the search again', () => {
    expect(changeVehicleField(chosen, 'isRegistrationKnown', true)).toEqual({ isRegistrationKnown: true });
  });
  it('an unchanged value clears nothing', () => {
    expect(changeVehicleField(chosen, 'buildYear', 2022)).toBe(chosen);
  });
});

describe('vehicle details Next (spec 2 §2 "Vehicle details")', () => {
  // "Next requires either (build year, make, model, variant) or (registration number, kilometres,
  // registration state), unless the vehicle-known flag is set."
  it('asks for year, make, model and variant when searching by year', () => {
    expect(vehicleDetailsErrors({ isRegistrationKnown: false, buildYear: 2022 }, false)).toEqual({ make: true, model: true, variant: true });
    expect(vehicleDetailsErrors(chosen, false)).toEqual({});
  });
  it('asks for the plate, kilometres and state when searching by registration', () => {
    expect(vehicleDetailsErrors({ isRegistrationKnown: true, registrationNumber: 'ABC123' }, false))
      .toEqual({ kilometers: true, registrationState: true });
  });
  it('asks for nothing when the vehicle is already known and described', () => {
    expect(vehicleDetailsErrors({ description: '2022 Toyota Corolla SX', nvic: 'S1' }, true)).toEqual({});
    // Only said to be found: still asked which vehicle (docs/decisions/032).
    expect(vehicleDetailsErrors({ isRegistrationKnown: false }, true)).toEqual({ buildYear: true, make: true, model: true, variant: true });
  });
  // spec 2 §5: "Registration number uppercased, max 50; registration state defaults to NSW."
  it('uppercases the plate, caps it at 50 and defaults the state to NSW (NZ plates are national)', () => {
    expect(registrationNumberOf('abc123')).toBe('ABC123');
    expect(registrationNumberOf('x'.repeat(60))).toHaveLength(50);
    expect(defaultRegistrationState('AU')).toBe('NSW');
    expect(defaultRegistrationState('NZ')).toBe('NZ');
  });
});

describe('manual vehicle (spec 2 §2, §5)', () => {
  // "Next needs a 4-digit build year"; "build year 4 digits, capped by a maximum year"
  it('needs a 4-digit build year no later than the maximum', () => {
    expect(manualVehicleErrors({}, 2027).buildYear).toBe('Please enter the 4-digit build year');
    expect(manualVehicleErrors({ buildYear: 202 }, 2027).buildYear).toBe('Please enter the 4-digit build year');
    expect(manualVehicleErrors({ buildYear: 2028 }, 2027).buildYear).toBe('Please enter a year from 1900 to 2027');
    expect(manualVehicleErrors({ buildYear: 2019 }, 2027)).toEqual({});
  });
  // "make, model, variant at most 30 characters"
  it('caps make, model and variant at 30 characters', () => {
    const long = 'x'.repeat(31);
    expect(Object.keys(manualVehicleErrors({ buildYear: 2019, make: { name: long }, model: { name: long }, variant: long }, 2027)))
      .toEqual(['make', 'model', 'variant']);
  });
});
