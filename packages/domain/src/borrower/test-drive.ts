import { z } from 'zod';
import { dmyDate, text } from './fields';
import { ID_MAX_LENGTH } from './limits';

// spec 2 §3 "Test drive: date (day-month-year), time (hour:minute), agreedToTestDriveAgreement,
// proceededToFinance"; spec 2 §9 "test-drive inputs DD/MM/YYYY".
export const TestDrive = z.strictObject({
  date: dmyDate.optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM').optional(),
  agreedToTestDriveAgreement: z.boolean().optional(),
  proceededToFinance: z.boolean().optional(),
});
export type TestDrive = z.infer<typeof TestDrive>;

// spec 2 §3 "selected store entry: storeId, storeSelectorId" (the store selector's choice).
export const SelectedStore = z.strictObject({
  storeId: text(ID_MAX_LENGTH),
  storeSelectorId: text(ID_MAX_LENGTH).optional(),
});
export type SelectedStore = z.infer<typeof SelectedStore>;
