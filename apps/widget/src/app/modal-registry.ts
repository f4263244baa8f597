import type { ModalId } from '@kerb/domain/journey/ids';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ModalComponentProps } from './store';

type LazyModal = LazyExoticComponent<ComponentType<ModalComponentProps>>;

export const loadWelcome = () => import('../features/welcome/welcome-modal');
export const loadLogin = () => import('../features/auth/login-modal');
export const loadRegister = () => import('../features/auth/register-modal');
const loadInProgress = () => import('../features/application/application-in-progress-modal');

// The three lender-specific question modals (spec 1 §2): one modal, its questions by modal id.
const lenderQuestions: LazyModal = lazy(() => import('../features/business/lender-questions-modal'));
// spec 1 §2 DISCLAIMER, MCH_DISCLAIMER and CAMPAIGN_DISCLAIMER: one modal, its text by modal id.
const disclaimer: LazyModal = lazy(() => import('../features/disclaimers/disclaimer-modal'));

/** ARCHITECTURE "Modals from state, not URLs": one registry mapping every ModalId to a lazy component. */
export const MODAL_REGISTRY: Record<ModalId, LazyModal> = {
  WELCOME: lazy(loadWelcome),
  LOGIN: lazy(loadLogin),
  REGISTER: lazy(loadRegister),
  APPLICATION_IN_PROGRESS: lazy(loadInProgress),
  CONTACT_DETAILS: lazy(() => import('../features/personal/contact-details-modal')),
  PERSONAL_INFORMATION: lazy(() => import('../features/personal/personal-information-modal')),
  ADDRESS_INFORMATION: lazy(() => import('../features/personal/address-information-modal')),
  WHAT_NEXT: lazy(() => import('../features/application/what-next-modal')),
  SAVINGS_OR_MORE: lazy(() => import('../features/assets/savings-modal')),
  CREDIT_CARDS: lazy(() => import('../features/assets/credit-cards-modal')),
  MOTOR_VEHICLES_ASSETS: lazy(() => import('../features/assets/motor-vehicles-modal')),
  WORK_HISTORY: lazy(() => import('../features/employment/work-history-modal')),
  CONGRATULATIONS: lazy(() => import('../features/application/congratulations-modal')),
  REAL_ESTATES: lazy(() => import('../features/assets/real-estates-modal')),
  PERSONAL_LOANS: lazy(() => import('../features/assets/personal-loans-modal')),
  RETURN_USER: lazy(() => import('../features/application/return-user-modal')),
  LENDER_QUESTIONS_BUSINESS: lenderQuestions,
  LENDER_QUESTIONS_INCOME: lenderQuestions,
  LENDER_QUESTIONS_RESIDENCY: lenderQuestions,
  DEALERSHIP_WELCOME: lazy(() => import('../features/welcome/dealership-welcome-modal')),
  ADD_DEPOSIT: lazy(() => import('../features/quote/add-deposit-modal')),
  PREVIOUS_BUSINESS_CHECK: lazy(() => import('../features/business/previous-business-check-modal')),
  OCR_CHECK_INCOMPLETE: lazy(() => import('../features/personal/ocr-check-incomplete-modal')),
  POSTAPPROVED_PERMISSION_MODAL: lazy(() => import('../features/lenders/postapproved-permission-modal')),
  DISCLAIMER: disclaimer,
  EXPRESS_PRIVACY: lazy(() => import('../features/consents/express-privacy-modal')),
  SCANWARE_CHECK_ASSET: lazy(() => import('../features/stock/check-asset-modal')),
  TEST_DRIVE_CONTACT_DETAILS: lazy(() => import('../features/personal/test-drive-contact-modal')),
  TEST_DRIVE_PERSONAL_INFORMATION: lazy(() => import('../features/personal/test-drive-licence-modal')),
  TEST_DRIVE_AGREEMENT: lazy(() => import('../features/test-drive/test-drive-agreement-modal')),
  IMOTOR_STOCK: lazy(() => import('../features/stock/stock-number-modal')),
  MCH_DISCLAIMER: disclaimer,
  CAMPAIGN_DISCLAIMER: disclaimer,
  NO_AMOUNT: lazy(() => import('../features/quote/no-amount-modal')),
};

/**
 * Warms the chunks of the modals a visitor is likely to open first. Called on the visitor's first touch or
 * key (onFirstInteraction), not with the first screen, whose download stays small (issue 8).
 */
export function preloadLikelyModals(): void {
  void loadWelcome().catch(() => {});
  void loadLogin().catch(() => {});
  void loadRegister().catch(() => {});
}

/** Runs `warm` once, on the first pointer press or key press anywhere in the page. */
export function onFirstInteraction(warm: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    for (const event of events) target.removeEventListener(event, once, true);
    warm();
  };
  for (const event of events) target.addEventListener(event, once, true);
}
