import { z } from 'zod/mini';
import { dmyDate, text } from './fields';
import { ID_MAX_LENGTH } from './limits';
import { parseTestDriveDate, parseTestDriveTime } from '../journey/test-drive-schedule';

// spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
// proceededToFinance"; spec 2 §9 "test-drive inputs DD/MM/YYYY".
export const TestDrive = z.strictObject({
  date: z.optional(dmyDate),
  time: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM'))),
  agreedToTestDriveAgreement: z.optional(z.boolean()),
  proceededToFinance: z.optional(z.boolean()),
});
export type TestDrive = z.infer<typeof TestDrive>;

/**
 * The borrower went on from the test drive to a personalised quote ("Test drive ready": Get Personalised
 * Quote sets proceededToFinance on the test drive being booked, the first entry; docs/decisions/052).
 */
export const proceededToFinance = (testDrives: readonly TestDrive[] | null | undefined): boolean =>
  testDrives?.[0]?.proceededToFinance === true;

// spec 2 §3 "selected store entry: storeId, storeSelectorId" (the store selector's choice).
export const SelectedStore = z.strictObject({
  storeId: text(ID_MAX_LENGTH),
  storeSelectorId: z.optional(text(ID_MAX_LENGTH)),
});
export type SelectedStore = z.infer<typeof SelectedStore>;

/** spec 2 §9: "Test-drive agreement scroll tolerance 10 pixels." */
export const TEST_DRIVE_SCROLL_TOLERANCE_PX = 10;

/** The agreement box's scroll position, as the browser measures it. */
export interface ScrollMeasure {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * spec 2 §2 "Test drive agreement": "the I Accept button is enabled only once scrolled to within 10 pixels of
 * the end". A text short enough to show whole is at its end already.
 */
export const scrolledToAgreementEnd = ({ scrollTop, scrollHeight, clientHeight }: ScrollMeasure): boolean =>
  scrollHeight - clientHeight - scrollTop <= TEST_DRIVE_SCROLL_TOLERANCE_PX;

/** "DD/MM/YYYY" → "YYYY-MM-DD", which compares in date order. */
const isoOfDmy = (dmy: string) => `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;

export interface TestDriveLandingForm {
  date: string;
  time: string;
  termsAgreed: boolean;
}

export type TestDriveLandingErrors = Partial<Record<keyof TestDriveLandingForm | 'vehicle', string>>;

/**
 * spec 2 §2 "Test drive landing": "two date/time inputs in DD/MM/YYYY, terms checkbox"; "Continue needs terms
 * agreed". The date and time are checked as the inputs show them (spec 2 §9 "test-drive inputs DD/MM/YYYY").
 * A drive is booked for today or later (docs/decisions/051); `today` is YYYY-MM-DD in the borrower's zone.
 * When the landing offers the partner's vehicles, one is picked (docs/decisions/063: "vehicle details").
 */
export function testDriveLandingErrors(
  form: TestDriveLandingForm, today: string, { vehicleMissing = false }: { vehicleMissing?: boolean } = {},
): TestDriveLandingErrors {
  const errors: TestDriveLandingErrors = {};
  if (vehicleMissing) errors.vehicle = 'Please choose the vehicle you would like to drive';
  const date = parseTestDriveDate(form.date);
  if (!date) errors.date = 'Please enter a date as DD/MM/YYYY';
  else if (isoOfDmy(date) < today) errors.date = 'Please choose today or a later date';
  if (!parseTestDriveTime(form.time)) errors.time = 'Please enter a time as HH:MM';
  if (!form.termsAgreed) errors.termsAgreed = 'Please agree to the terms to continue';
  return errors;
}
