import type { InitialJourney } from '../enums/index';

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
