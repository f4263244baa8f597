import { describe, expect, it } from 'vitest';
import { PlateState } from '../contracts/vehicle-select';
import { autoSelectedOption, catalogueAssetTypes, normalisePlate, PLATE_NOT_FOUND_DESCRIPTION, PLATE_PATTERN } from './select';

describe('vehicle search rules', () => {
  // spec 2 §2 Vehicle details: "A single matching result is chosen automatically."
  it('chooses the only matching option, and none when there are several or none', () => {
    expect(autoSelectedOption([{ nvic: 'A' }])).toEqual({ nvic: 'A' });
    expect(autoSelectedOption([{ nvic: 'A' }, { nvic: 'B' }])).toBeUndefined();
    expect(autoSelectedOption([])).toBeUndefined();
  });

  // spec 1 §8 "Plate lookup failure"; spec 2 §8 "default not-found description".
  it('holds the not-found text verbatim', () => {
    expect(PLATE_NOT_FOUND_DESCRIPTION).toBe(
      'Sorry, we were unable to find that plate. Please check that the Registration Number and State are correct or select the Not Yet option.',
    );
  });

  // spec 2 §5 "Registration number uppercased".
  it('normalises plates and refuses what is not one', () => {
    expect(normalisePlate(' abc 123 ')).toBe('ABC123');
    expect(normalisePlate('ab-12.cd')).toBe('AB12CD');
    expect(PLATE_PATTERN.test('ABC123')).toBe(true);
    expect(PLATE_PATTERN.test('ABC/123')).toBe(false);
    expect(PLATE_PATTERN.test('')).toBe(false);
    expect(PLATE_PATTERN.test('ABCDEFGHIJ')).toBe(false);
  });

  it('takes every Australian state and territory, and NZ', () => {
    expect(PlateState.options).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'NZ']);
  });

  // spec 1 §9 "Car, Van or Ute" is a passenger vehicle for one partner and a commercial one for another.
  it('searches cars, utes and vans for either "Car, Van or Ute" type, motorbikes as motorcycles, loans nowhere', () => {
    expect(catalogueAssetTypes('PASSENGER_VEHICLE')).toEqual(['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T']);
    expect(catalogueAssetTypes('COMMERCIAL_VEHICLE_UNDER_4_5T')).toContain('PASSENGER_VEHICLE');
    expect(catalogueAssetTypes('MOTORBIKE_UNREGISTERED')).toEqual(['MOTORCYCLE']);
    expect(catalogueAssetTypes('UNSECURED_CARAVAN')).toEqual(['CARAVAN']);
    expect(catalogueAssetTypes('PERSONAL_LOAN')).toEqual([]);
  });
});
