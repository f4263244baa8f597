import type { LoanUsage } from '../enums/index';
import type { QuoteAction } from './quick-calculator';

// spec 2 §2 "Campaign landing": purchase price, balloon, deposit, amount to borrow (read-only), loan term
// slider, loan purpose, estimated quote and a Get Personalised Quote button.
// The button's target is not given for the landing itself; spec 1 §4 "Verification and login" says
// "Campaign landing moves to business or basic" once the code is verified, so an anonymous visitor
// registers first and a logged-in one moves straight on.
export function campaignQuoteAction({ isLoggedIn, loanUsage }: { isLoggedIn: boolean; loanUsage: LoanUsage | undefined }): QuoteAction {
  if (!isLoggedIn) return { modal: 'REGISTER' };
  return { screen: loanUsage === 'BUSINESS' ? 'BUSINESS' : 'BASIC' };
}
