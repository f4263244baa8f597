import type { InitialJourney, UserFlow } from '../enums/index';

/** The raw startup values journey detection reads (query text, before any parsing). */
export interface JourneyParams {
  testDriveFlow?: string | null | undefined;
  journey?: string | null | undefined;
}

// spec 1 §4 "Startup order": TEST_DRIVE "if the test-drive-flow parameter is true or 1".
const TEST_DRIVE_FLOW_VALUES = new Set(['true', '1']);

/**
 * spec 1 §4 / spec 2 §2: the journey parameter selects test drive "in any letter case"; we also accept
 * the usual word separators ("test_drive", "test-drive", "test drive", "testdrive") since partners write
 * it all those ways.
 */
export function isTestDriveJourneyText(text: string): boolean {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, '') === 'testdrive';
}

/** spec 1 §4: TEST_DRIVE if test-drive flow is "true" or "1", or the journey is test drive; else FINANCE. */
export function detectJourney(params: JourneyParams): InitialJourney {
  const flow = params.testDriveFlow?.trim().toLowerCase();
  if (flow !== undefined && TEST_DRIVE_FLOW_VALUES.has(flow)) return 'TEST_DRIVE';
  if (params.journey && isTestDriveJourneyText(params.journey)) return 'TEST_DRIVE';
  return 'FINANCE';
}

/** How a visitor starts: the journey the address chose and the flow the partner (or its split test) chose. */
export interface JourneyStart {
  journey: InitialJourney;
  userFlow: UserFlow;
}

/**
 * "test drive", the one place it is decided: the test-drive journey, or the TEST_DRIVE user flow, which starts
 * on the test drive landing too (spec 1 §2 "Starting screen" rule 5), so a dealer whose flow is the test drive
 * is in the test-drive journey everywhere the spec says so (spec 1 §4 "Startup order"; docs/decisions/026).
 */
export const isTestDrive = (start: JourneyStart) => start.journey === 'TEST_DRIVE' || start.userFlow === 'TEST_DRIVE';
