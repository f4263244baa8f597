import type { PartnerConfig } from '../partner/config';
import type { ModalId, ScreenId } from './ids';

// spec 1 §2 "Welcome modal", texts verbatim.
export const WELCOME_HEADLINE = 'Need finance? Get approved in 60 seconds';
export const weeklyRepaymentHint = (weeklyAmount: string) => `Own this vehicle for $${weeklyAmount} per week*`;

export type WelcomeButton = 'GET_FINANCE' | 'RETURN_USER';

export interface WelcomeAction {
  closeModal: boolean;
  openModal?: ModalId;
  screen?: ScreenId;
}

// spec 1 §2: "GET FINANCE (goes to basic if a flag is set, else loan)"; the flag is the partner's
// signupOptions.goToBasicOnGetFinance.
export function getFinanceTarget(partner: Pick<PartnerConfig, 'signupOptions'>): ScreenId {
  return partner.signupOptions?.goToBasicOnGetFinance ? 'BASIC' : 'LOAN';
}

// spec 1 §2: "RETURN USER (opens login)".
export const RETURN_USER_MODAL: ModalId = 'LOGIN';

export function welcomeAction(button: WelcomeButton, partner: Pick<PartnerConfig, 'signupOptions'>): WelcomeAction {
  if (button === 'RETURN_USER') return { closeModal: false, openModal: RETURN_USER_MODAL };
  return { closeModal: true, screen: getFinanceTarget(partner) };
}
