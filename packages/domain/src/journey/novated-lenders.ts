import type { LoanUsage } from '../enums/index';
import type { ScreenId } from './ids';

// spec 2 §2: a novated lease is quoted again on the way, and "no lenders" routes it to the ineligible screens:
// vehicle ("A novated lease with no lenders goes to register (unregistered) or ineligible (registered)"), manual
// vehicle (routed as vehicle, docs/decisions/026), basic ("novated loans check for lenders and, if none, go to
// ineligible (registered) or register") and income ("A novated lease with no lenders, registered, goes to
// employment-ineligible (casual) or income-ineligible"); spec 1 §4 routes the same pages after login.

export const NOVATED_LENDER_CHECK_SCREENS: readonly ScreenId[] = ['VEHICLE', 'MANUAL_VEHICLE', 'BASIC', 'INCOME'];

/** Whether Next from `screen` quotes the loan first and routes by the number of lenders that answered. */
export const checksNovatedLenders = (screen: ScreenId, loanUsage: LoanUsage | undefined): boolean =>
  loanUsage === 'NOVATED' && NOVATED_LENDER_CHECK_SCREENS.includes(screen);
