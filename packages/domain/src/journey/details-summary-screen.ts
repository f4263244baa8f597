import type { ScreenId } from './ids';
import { isTestDrive, type JourneyContext } from './journey-context';

/**
 * Which details summary "OCR summary" means. spec 2 §2 gives the test drive its own one ("Test drive OCR
 * summary": "Cards for personal information (name, phone, e-mail, address) and licence details"), so in the
 * test-drive journey the landing's, identification's and the OCR animation's "OCR summary" is that screen
 * (docs/decisions/052).
 */
export const detailsSummaryScreen = (ctx: JourneyContext): ScreenId =>
  (isTestDrive(ctx) ? 'TEST_DRIVE_OCR_SUMMARY' : 'OCR_SUMMARY');
