import type { ScreenId } from '@kerb/domain/journey/ids';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export interface ScreenComponentProps {
  screen: ScreenId;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenComponentProps>>;

// Screens built by later issues: a placeholder naming the screen (issue 2 "Shell"). Each later issue
// swaps its entry for its own lazily loaded screen.
const placeholder: LazyScreen = lazy(() => import('../features/placeholder/placeholder-screen'));

/** Every display value of spec 1 §2 mapped to a lazily loaded screen (the first load stays small). */
export const SCREEN_REGISTRY: Record<ScreenId, LazyScreen> = {
  ASSETS_AND_LIABILITIES: placeholder,
  BASIC: placeholder,
  INCOME: placeholder,
  EXPENSE: placeholder,
  LOAN: lazy(() => import('../features/quote/loan-details-screen')),
  VEHICLE: placeholder,
  SELLER: placeholder,
  SERVICING_SUCCESS: placeholder,
  SERVICING_FAILURE: placeholder,
  IDENTIFICATION: placeholder,
  OCR_SUMMARY: placeholder,
  APPROVED: lazy(() => import('../features/lenders/approved-screen')),
  REFERRED: lazy(() => import('../features/outcome/referred-screen')),
  TEST_DRIVE_REFERRED: lazy(() => import('../features/outcome/test-drive-referred-screen')),
  DECLINED: lazy(() => import('../features/outcome/declined-screen')),
  SUPPORTING_DOCS: placeholder,
  EMPLOYMENT: placeholder,
  NONE: placeholder,
  MANUAL_VEHICLE: placeholder,
  BUSINESS: placeholder,
  OCR_ANIMATION: placeholder,
  PREPPROVAL_ANIMATION: lazy(() => import('../features/outcome/preapproval-animation-screen')),
  YOUR_SCORES: lazy(() => import('../features/outcome/your-scores-screen')),
  QUICK_CALCULATOR: lazy(() => import('../features/quote/quick-calculator-screen')),
  TEST_DRIVE_LANDING_PAGE: placeholder,
  TRUCKSTOP_LANDING_PAGE: placeholder,
  NO_LENDER_HOME: placeholder,
  TEST_DRIVE_AGREEMENT: placeholder,
  TEST_DRIVE_OCR_SUMMARY: placeholder,
  TEST_DRIVE_READY: placeholder,
  CAMPAIGN_LANDING: lazy(() => import('../features/quote/campaign-landing-screen')),
  STORE_SELECTOR: placeholder,
  INELIGIBLE: placeholder,
  EMPLOYMENTINELIGIBLE: placeholder,
  INCOMEINELIGIBLE: placeholder,
  NOVATED_APPROVED: placeholder,
};
