import type { PartnerConfig } from '../partner/config';
import type { ModalId, ScreenId } from './ids';

// spec 1 §2 "Welcome modal", texts verbatim.
export const WELCOME_HEADLINE = 'Need finance? Get approved in 60 seconds';
export const weeklyRepaymentHint = (weeklyAmount: string) => `Own this vehicle for $${weeklyAmount} per week*`;

/**
 * The price the hint quotes: "Own this vehicle" is the vehicle on the page: the price in the address, else a
 * car confirmed from the dealer's stock (a scanned windscreen QR code, docs/decisions/047: "the welcome modal,
 * which then quotes the car"), else the partner's own vehicle price.
 */
export function welcomeHintPrice(
  params: { price?: number | undefined } | null | undefined,
  borrower: { vehicle?: { source?: string | undefined } | undefined; loan?: { purchasePrice?: number | undefined } | undefined },
  partner: { price?: number | undefined } | null | undefined,
): number | undefined {
  const stockPrice = borrower.vehicle?.source === 'stock' ? borrower.loan?.purchasePrice : undefined;
  return params?.price ?? (stockPrice || undefined) ?? partner?.price;
}

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
