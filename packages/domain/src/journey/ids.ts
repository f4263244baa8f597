// spec 1 §2 "Screen identifiers (display values)" and "Modal identifiers", exactly as listed
// (PREPPROVAL_ANIMATION included).
import { z } from 'zod/mini';

export const SCREEN_IDS = [
  'ASSETS_AND_LIABILITIES', 'BASIC', 'INCOME', 'EXPENSE', 'LOAN', 'VEHICLE', 'SELLER', 'SERVICING_SUCCESS',
  'SERVICING_FAILURE', 'IDENTIFICATION', 'OCR_SUMMARY', 'APPROVED', 'REFERRED', 'TEST_DRIVE_REFERRED', 'DECLINED',
  'SUPPORTING_DOCS', 'EMPLOYMENT', 'NONE', 'MANUAL_VEHICLE', 'BUSINESS', 'OCR_ANIMATION', 'PREPPROVAL_ANIMATION',
  'YOUR_SCORES', 'QUICK_CALCULATOR', 'TEST_DRIVE_LANDING_PAGE', 'TRUCKSTOP_LANDING_PAGE', 'NO_LENDER_HOME',
  'TEST_DRIVE_AGREEMENT', 'TEST_DRIVE_OCR_SUMMARY', 'TEST_DRIVE_READY', 'CAMPAIGN_LANDING', 'STORE_SELECTOR',
  'INELIGIBLE', 'EMPLOYMENTINELIGIBLE', 'INCOMEINELIGIBLE', 'NOVATED_APPROVED',
] as const;
export const ScreenId = z.enum(SCREEN_IDS);
export type ScreenId = z.infer<typeof ScreenId>;

// spec 1 §2: "Initial display is BASIC until the starting screen rule below applies."
export const INITIAL_SCREEN: ScreenId = 'BASIC';

// The three lender-specific question modals are unnamed in the spec; ours, in docs/decisions/002. NO_AMOUNT is
// the quick calculator's popup of spec 1 §3 showNoAmountPopupOnQQ, which the spec names but does not show
// (docs/decisions/010).
export const MODAL_IDS = [
  'WELCOME', 'LOGIN', 'REGISTER', 'CONTACT_DETAILS', 'PERSONAL_INFORMATION', 'ADDRESS_INFORMATION', 'WHAT_NEXT',
  'SAVINGS_OR_MORE', 'CREDIT_CARDS', 'MOTOR_VEHICLES_ASSETS', 'WORK_HISTORY', 'CONGRATULATIONS',
  'APPLICATION_IN_PROGRESS', 'REAL_ESTATES', 'PERSONAL_LOANS', 'RETURN_USER', 'LENDER_QUESTIONS_BUSINESS',
  'LENDER_QUESTIONS_INCOME', 'LENDER_QUESTIONS_RESIDENCY', 'DEALERSHIP_WELCOME', 'ADD_DEPOSIT',
  'PREVIOUS_BUSINESS_CHECK', 'OCR_CHECK_INCOMPLETE', 'POSTAPPROVED_PERMISSION_MODAL', 'DISCLAIMER',
  'EXPRESS_PRIVACY', 'SCANWARE_CHECK_ASSET', 'TEST_DRIVE_CONTACT_DETAILS', 'TEST_DRIVE_PERSONAL_INFORMATION',
  'TEST_DRIVE_AGREEMENT', 'IMOTOR_STOCK', 'MCH_DISCLAIMER', 'CAMPAIGN_DISCLAIMER', 'NO_AMOUNT',
] as const;
export const ModalId = z.enum(MODAL_IDS);
export type ModalId = z.infer<typeof ModalId>;

// spec 1 §2 "Modal identifiers": WELCOME is the initial modal.
export const INITIAL_MODAL: ModalId = 'WELCOME';
