import { isBusiness, toScreen, vehicleScreenUsed, type JourneyContext, type Step } from './journey-context';

// spec 2 §2 "Seller details": the screen gives no Next or Back; the vehicle step's "seller, basic or
// business" and loan details' "goes to seller, business or basic" place it between them (docs/decisions/026).

/** "goes to seller, business or basic": after the seller, business loans go to business, others to basic. */
export const sellerNext = (ctx: JourneyContext): Step => toScreen(isBusiness(ctx) ? 'BUSINESS' : 'BASIC');

/** Back returns to the vehicle screen the borrower filled in, else to loan details (vehicle screen hidden). */
export const sellerBack = (ctx: JourneyContext): Step => toScreen(vehicleScreenUsed(ctx) ?? 'LOAN');
