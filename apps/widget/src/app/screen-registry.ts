import type { ShownScreen } from '@kerb/domain/journey/shown-screen';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export interface ScreenComponentProps {
  screen: ShownScreen;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenComponentProps>>;
type ScreenModule = Promise<{ default: ComponentType<ScreenComponentProps> }>;

// spec 1 §2 "Ineligible screens (novated leases)": one screen, its text by display value.
const ineligible = () => import('../features/outcome/ineligible-screen');

/**
 * Every display value that has a screen (journey/shown-screen: NOVATED_APPROVED is shown as APPROVED, NONE is
 * never shown) mapped to the import of its script. Each is a chunk of its own: the first load stays small.
 */
const SCREEN_SCRIPTS: Record<ShownScreen, () => ScreenModule> = {
  ASSETS_AND_LIABILITIES: () => import('../features/assets/assets-screen'),
  BASIC: () => import('../features/personal/basic-screen'),
  INCOME: () => import('../features/income/income-screen'),
  EXPENSE: () => import('../features/income/expense-screen'),
  LOAN: () => import('../features/quote/loan-details-screen'),
  VEHICLE: () => import('../features/vehicle/vehicle-screen'),
  SELLER: () => import('../features/vehicle/seller-screen'),
  SERVICING_SUCCESS: () => import('../features/income/servicing-success-screen'),
  SERVICING_FAILURE: () => import('../features/income/servicing-failure-screen'),
  IDENTIFICATION: () => import('../features/identification/identification-screen'),
  OCR_SUMMARY: () => import('../features/personal/ocr-summary-screen'),
  APPROVED: () => import('../features/lenders/approved-screen'),
  REFERRED: () => import('../features/outcome/referred-screen'),
  TEST_DRIVE_REFERRED: () => import('../features/outcome/test-drive-referred-screen'),
  DECLINED: () => import('../features/outcome/declined-screen'),
  SUPPORTING_DOCS: () => import('../features/documents/supporting-docs-screen'),
  EMPLOYMENT: () => import('../features/employment/employment-screen'),
  MANUAL_VEHICLE: () => import('../features/vehicle/manual-vehicle-screen'),
  BUSINESS: () => import('../features/business/business-screen'),
  OCR_ANIMATION: () => import('../features/identification/ocr-animation-screen'),
  PREPPROVAL_ANIMATION: () => import('../features/outcome/preapproval-animation-screen'),
  YOUR_SCORES: () => import('../features/outcome/your-scores-screen'),
  QUICK_CALCULATOR: () => import('../features/quote/quick-calculator-screen'),
  TEST_DRIVE_LANDING_PAGE: () => import('../features/test-drive/test-drive-landing-screen'),
  TRUCKSTOP_LANDING_PAGE: () => import('../features/truckstop/truckstop-landing-screen'),
  NO_LENDER_HOME: () => import('../features/quote/no-lender-home-screen'),
  TEST_DRIVE_AGREEMENT: () => import('../features/test-drive/test-drive-agreement-screen'),
  TEST_DRIVE_OCR_SUMMARY: () => import('../features/personal/test-drive-summary-screen'),
  TEST_DRIVE_READY: () => import('../features/test-drive/test-drive-ready-screen'),
  CAMPAIGN_LANDING: () => import('../features/quote/campaign-landing-screen'),
  STORE_SELECTOR: () => import('../features/store-selector/store-selector-screen').then((screen) => screen.withItsStyles()),
  INELIGIBLE: ineligible,
  EMPLOYMENTINELIGIBLE: ineligible,
  INCOMEINELIGIBLE: ineligible,
};

/** The lazily loaded component of each screen, the same one on every render until its script is asked again. */
export const SCREEN_REGISTRY = Object.fromEntries(
  (Object.keys(SCREEN_SCRIPTS) as ShownScreen[]).map((screen) => [screen, lazy(SCREEN_SCRIPTS[screen])]),
) as Record<ShownScreen, LazyScreen>;

/**
 * Asks for a screen's script again (issue 33 §7 "Try again must really retry"): React keeps a lazy component's
 * first answer for good, a failed import included, so the screen gets a new one once the script has arrived,
 * which then renders at once. Rejects when it still cannot be had (the connection is still down, or the server
 * was rebuilt and the script's name is no more).
 */
export async function loadScreenAgain(screen: ShownScreen): Promise<void> {
  await SCREEN_SCRIPTS[screen]();
  SCREEN_REGISTRY[screen] = lazy(SCREEN_SCRIPTS[screen]);
}
