import type { ScreenId } from '@kerb/domain/journey/ids';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export interface ScreenComponentProps {
  screen: ScreenId;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenComponentProps>>;

// Screens built by later issues: a placeholder naming the screen (issue 2 "Shell"). Each later issue
// swaps its entry for its own lazily loaded screen.
const placeholder: LazyScreen = lazy(() => import('../features/placeholder/placeholder-screen'));
// spec 1 §2 "Ineligible screens (novated leases)": one screen, its text by display value.
const ineligible: LazyScreen = lazy(() => import('../features/outcome/ineligible-screen'));

/** Every display value of spec 1 §2 mapped to a lazily loaded screen (the first load stays small). */
export const SCREEN_REGISTRY: Record<ScreenId, LazyScreen> = {
  ASSETS_AND_LIABILITIES: lazy(() => import('../features/assets/assets-screen')),
  BASIC: lazy(() => import('../features/personal/basic-screen')),
  INCOME: lazy(() => import('../features/income/income-screen')),
  EXPENSE: lazy(() => import('../features/income/expense-screen')),
  LOAN: lazy(() => import('../features/quote/loan-details-screen')),
  VEHICLE: lazy(() => import('../features/vehicle/vehicle-screen')),
  SELLER: lazy(() => import('../features/vehicle/seller-screen')),
  SERVICING_SUCCESS: lazy(() => import('../features/income/servicing-success-screen')),
  SERVICING_FAILURE: lazy(() => import('../features/income/servicing-failure-screen')),
  IDENTIFICATION: lazy(() => import('../features/identification/identification-screen')),
  OCR_SUMMARY: lazy(() => import('../features/personal/ocr-summary-screen')),
  APPROVED: lazy(() => import('../features/lenders/approved-screen')),
  REFERRED: lazy(() => import('../features/outcome/referred-screen')),
  TEST_DRIVE_REFERRED: lazy(() => import('../features/outcome/test-drive-referred-screen')),
  DECLINED: lazy(() => import('../features/outcome/declined-screen')),
  SUPPORTING_DOCS: lazy(() => import('../features/documents/supporting-docs-screen')),
  EMPLOYMENT: lazy(() => import('../features/employment/employment-screen')),
  NONE: placeholder,
  MANUAL_VEHICLE: lazy(() => import('../features/vehicle/manual-vehicle-screen')),
  BUSINESS: lazy(() => import('../features/business/business-screen')),
  OCR_ANIMATION: lazy(() => import('../features/identification/ocr-animation-screen')),
  PREPPROVAL_ANIMATION: lazy(() => import('../features/outcome/preapproval-animation-screen')),
  YOUR_SCORES: lazy(() => import('../features/outcome/your-scores-screen')),
  QUICK_CALCULATOR: lazy(() => import('../features/quote/quick-calculator-screen')),
  TEST_DRIVE_LANDING_PAGE: lazy(() => import('../features/test-drive/test-drive-landing-screen')),
  TRUCKSTOP_LANDING_PAGE: lazy(() => import('../features/truckstop/truckstop-landing-screen')),
  NO_LENDER_HOME: lazy(() => import('../features/quote/no-lender-home-screen')),
  TEST_DRIVE_AGREEMENT: lazy(() => import('../features/test-drive/test-drive-agreement-screen')),
  TEST_DRIVE_OCR_SUMMARY: lazy(() => import('../features/personal/test-drive-summary-screen')),
  TEST_DRIVE_READY: lazy(() => import('../features/test-drive/test-drive-ready-screen')),
  CAMPAIGN_LANDING: lazy(() => import('../features/quote/campaign-landing-screen')),
  STORE_SELECTOR: lazy<ComponentType<ScreenComponentProps>>(
    () => import('../features/store-selector/store-selector-screen').then((screen) => screen.withItsStyles()),
  ),
  INELIGIBLE: ineligible,
  EMPLOYMENTINELIGIBLE: ineligible,
  INCOMEINELIGIBLE: ineligible,
  NOVATED_APPROVED: placeholder,
};
