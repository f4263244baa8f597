import type { JourneySlice } from './slices/journey-slice';

/**
 * The lender count the journey's routing reads (journey.ts, after-login.ts): the one kept from the last quote,
 * else lenders are assumed to exist. "No lenders" is never assumed, or a novated lease nobody has quoted yet
 * would be routed to the ineligible screens. Out of the store's own module, so the first load stays small.
 */
export const lenderCountOf = (state: Pick<JourneySlice, 'lenderCount'>): number => state.lenderCount ?? 1;
