import type { TestDrive } from '@kerb/domain/borrower/test-drive';
import { useAppStore } from '#app/store';

// spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
// proceededToFinance". The test drive being booked is the first entry (startup-borrower fills it from the
// startup parameters); the landing and the agreement both write to it.

/** The test drive being booked, as stored. */
export const currentTestDrive = (): TestDrive => useAppStore.getState().borrower.testDrives?.[0] ?? {};

/** Merges `changes` into the test drive being booked. */
export function updateTestDrive(changes: Partial<TestDrive>): void {
  useAppStore.getState().updateBorrower((b) => {
    const [first = {}, ...rest] = b.testDrives ?? [];
    return { ...b, testDrives: [{ ...first, ...changes }, ...rest] };
  });
}
