import { describe, expect, it } from 'vitest';
import { detectJourney, isTestDrive } from './detect-journey';
import { parseTestDriveDate, parseTestDriveTime } from './test-drive-schedule';
import { isVehicleKnown } from './vehicle-known';

describe('journey detection', () => {
  // spec 1 §4 "Startup order": "Journey is TEST_DRIVE if the test-drive-flow parameter is true or 1".
  it.each(['true', '1', 'TRUE'])('is TEST_DRIVE when testDriveFlow is %j', (testDriveFlow) => {
    expect(detectJourney({ testDriveFlow })).toBe('TEST_DRIVE');
  });
  // "... or the journey parameter (any letter case) is test drive"; spec 2 §2 the same.
  it.each(['test_drive', 'TEST_DRIVE', 'testdrive', 'test drive', 'Test-Drive', ' TestDrive '])(
    'is TEST_DRIVE when journey is %j',
    (journey) => expect(detectJourney({ journey })).toBe('TEST_DRIVE'),
  );
  // "otherwise FINANCE".
  it.each([{}, { testDriveFlow: 'false' }, { testDriveFlow: '0' }, { journey: 'finance' }, { journey: 'test' }])(
    'is FINANCE for %j',
    (params) => expect(detectJourney(params)).toBe('FINANCE'),
  );
});

const finance = { journey: 'FINANCE', userFlow: 'NORMAL' } as const;
const testDrive = { journey: 'TEST_DRIVE', userFlow: 'NORMAL' } as const;
// A dealer whose own flow is the test drive, opened without parameters (the `test-drive` sample partner).
const testDriveDealer = { journey: 'FINANCE', userFlow: 'TEST_DRIVE' } as const;

// spec 1 §4 "Startup order": "Journey is TEST_DRIVE if ..."; the TEST_DRIVE user flow starts on the test drive
// landing too (spec 1 §2 "Starting screen" rule 5), so it is the test-drive journey for every rule.
describe('test drive', () => {
  it('is the test-drive journey or the TEST_DRIVE user flow', () => {
    expect(isTestDrive(testDrive)).toBe(true);
    expect(isTestDrive(testDriveDealer)).toBe(true);
    expect(isTestDrive(finance)).toBe(false);
  });
});

describe('vehicle-known flag', () => {
  // spec 1 §4: "Vehicle-known flag is set when vin, nvic or make/model/variant data is given".
  it('is set by a vin, an nvic, or make, model and variant together', () => {
    expect(isVehicleKnown({ vin: 'JT1' }, finance)).toBe(true);
    expect(isVehicleKnown({ nvic: '0AB1' }, finance)).toBe(true);
    expect(isVehicleKnown({ make: 'Mazda', model: 'CX-5', variant: 'Maxx' }, finance)).toBe(true);
  });
  // "otherwise it is cleared".
  it('is cleared by partial make/model data outside test drive', () => {
    expect(isVehicleKnown({ make: 'Mazda' }, finance)).toBe(false);
    expect(isVehicleKnown({ make: 'Mazda', model: 'CX-5', buildYear: 2022 }, finance)).toBe(false);
    expect(isVehicleKnown({}, finance)).toBe(false);
  });
  // "in the test-drive journey any vehicle detail sets it".
  it('is set by any vehicle detail in test drive', () => {
    expect(isVehicleKnown({ make: 'Mazda' }, testDrive)).toBe(true);
    expect(isVehicleKnown({ buildYear: 2024 }, testDrive)).toBe(true);
    expect(isVehicleKnown({}, testDrive)).toBe(false);
  });
  // spec 1 §4 "Startup order": "in the test-drive journey any vehicle detail sets it" also for a dealer whose
  // own flow is the test drive, with no journey parameter.
  it('is set by any vehicle detail for a dealer whose flow is the test drive', () => {
    expect(isVehicleKnown({ make: 'Mazda' }, testDriveDealer)).toBe(true);
    expect(isVehicleKnown({ model: 'CX-5' }, testDriveDealer)).toBe(true);
    expect(isVehicleKnown({}, testDriveDealer)).toBe(false);
  });
});

describe('test-drive date and time', () => {
  // spec 1 §5: "Test-drive date is day-month-year"; spec 2 §9: inputs DD/MM/YYYY.
  it('accepts real day-month-year dates with / or -', () => {
    expect(parseTestDriveDate('29/02/2028')).toBe('29/02/2028');
    expect(parseTestDriveDate('1-3-2026')).toBe('01/03/2026');
  });
  it.each(['29/02/2026', '31/04/2026', '00/01/2026', '12/13/2026', '2026-03-01', '1/3/26', '01.03.2026'])(
    'rejects %j',
    (text) => expect(parseTestDriveDate(text)).toBeUndefined(),
  );
  // "time is hour:minute".
  it('accepts hour:minute from 00:00 to 23:59', () => {
    expect(parseTestDriveTime('00:00')).toBe('00:00');
    expect(parseTestDriveTime('23:59')).toBe('23:59');
    expect(parseTestDriveTime('7:05')).toBe('07:05');
  });
  it.each(['24:00', '12:60', '12', '12:5', '12:30pm', '-1:30'])('rejects %j', (text) => {
    expect(parseTestDriveTime(text)).toBeUndefined();
  });
});
