import { describe, expect, it } from 'vitest';
import { formatTypedTestDriveDate, formatTypedTestDriveTime } from '../journey/test-drive-schedule';
import { testDriveHeading } from './register-form';
import { scrolledToAgreementEnd, TEST_DRIVE_SCROLL_TOLERANCE_PX, testDriveLandingErrors } from './test-drive';

describe('test drive agreement scroll', () => {
  // spec 2 §9: "Test-drive agreement scroll tolerance 10 pixels."
  it('has a tolerance of 10 pixels', () => expect(TEST_DRIVE_SCROLL_TOLERANCE_PX).toBe(10));

  // spec 2 §2: "the I Accept button is enabled only once scrolled to within 10 pixels of the end".
  it('is at the end within 10 pixels of it, not before', () => {
    const box = { scrollHeight: 1000, clientHeight: 300 };
    expect(scrolledToAgreementEnd({ ...box, scrollTop: 0 })).toBe(false);
    expect(scrolledToAgreementEnd({ ...box, scrollTop: 689 })).toBe(false);
    expect(scrolledToAgreementEnd({ ...box, scrollTop: 690 })).toBe(true);
    expect(scrolledToAgreementEnd({ ...box, scrollTop: 700 })).toBe(true);
  });

  it('is at the end when the whole text fits', () => {
    expect(scrolledToAgreementEnd({ scrollHeight: 200, clientHeight: 300, scrollTop: 0 })).toBe(true);
  });
});

const TODAY = '2026-11-25';

describe('test drive landing', () => {
  // spec 2 §2 "Test drive landing": "Heading 'Let's Go Driving!' ('Riding' for motorbikes, 'Camping' for caravans)".
  it('heads by vehicle type', () => {
    expect(testDriveHeading('PASSENGER_VEHICLE')).toBe("Let's Go Driving!");
    expect(testDriveHeading(undefined)).toBe("Let's Go Driving!");
    expect(testDriveHeading('MOTORCYCLE')).toBe("Let's Go Riding!");
    expect(testDriveHeading('CARAVAN')).toBe("Let's Go Camping!");
    expect(testDriveHeading('MOTORBIKE_UNREGISTERED')).toBe("Let's Go Riding!");
    expect(testDriveHeading('UNSECURED_CARAVAN')).toBe("Let's Go Camping!");
  });

  // "two date/time inputs in DD/MM/YYYY, terms checkbox"; "Continue needs terms agreed".
  it('needs a DD/MM/YYYY date, an HH:MM time and the terms agreed', () => {
    expect(testDriveLandingErrors({ date: '14/12/2026', time: '10:30', termsAgreed: true }, TODAY)).toEqual({});
    expect(testDriveLandingErrors({ date: '2026-12-14', time: '25:00', termsAgreed: false }, TODAY)).toEqual({
      date: 'Please enter a date as DD/MM/YYYY', time: 'Please enter a time as HH:MM',
      termsAgreed: 'Please agree to the terms to continue',
    });
    expect(testDriveLandingErrors({ date: '31/02/2026', time: '9:15', termsAgreed: true }, TODAY)).toEqual({
      date: 'Please enter a date as DD/MM/YYYY',
    });
  });

  // docs/decisions/051: a drive is booked for today or later.
  it('books today or a later day, never a day gone', () => {
    const on = (date: string) => testDriveLandingErrors({ date, time: '10:30', termsAgreed: true }, TODAY).date;
    expect(on('25/11/2026')).toBeUndefined();
    expect(on('1/1/2027')).toBeUndefined();
    expect(on('24/11/2026')).toBe('Please choose today or a later date');
    expect(on('30/12/2025')).toBe('Please choose today or a later date');
  });
});

// spec 2 §9 "test-drive inputs DD/MM/YYYY", typed on a number keyboard with no slash or colon key.
describe('the date and time as typed', () => {
  it('puts in the slashes', () => {
    expect(formatTypedTestDriveDate('14')).toBe('14');
    expect(formatTypedTestDriveDate('1412')).toBe('14/12');
    expect(formatTypedTestDriveDate('14122026')).toBe('14/12/2026');
    expect(formatTypedTestDriveDate('14/12/2026')).toBe('14/12/2026');
    expect(formatTypedTestDriveDate('141220269')).toBe('14/12/2026');
  });

  it('puts in the colon, keeping one typed', () => {
    expect(formatTypedTestDriveTime('10')).toBe('10');
    expect(formatTypedTestDriveTime('1030')).toBe('10:30');
    expect(formatTypedTestDriveTime('9:05')).toBe('9:05');
    expect(formatTypedTestDriveTime('10:30am')).toBe('10:30');
  });
});
