import { z } from 'zod/mini';
import { dmyDate, text } from './fields';
import { ID_MAX_LENGTH } from './limits';

// spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
// proceededToFinance"; spec 2 §9 "test-drive inputs DD/MM/YYYY".
export const TestDrive = z.strictObject({
  date: z.optional(dmyDate),
  time: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM'))),
  agreedToTestDriveAgreement: z.optional(z.boolean()),
  proceededToFinance: z.optional(z.boolean()),
});
export type TestDrive = z.infer<typeof TestDrive>;

// spec 2 §3 "selected store entry: storeId, storeSelectorId" (the store selector's choice).
export const SelectedStore = z.strictObject({
  storeId: text(ID_MAX_LENGTH),
  storeSelectorId: z.optional(text(ID_MAX_LENGTH)),
});
export type SelectedStore = z.infer<typeof SelectedStore>;
