import { z } from 'zod/mini';
import { STOCK_NUMBER_MAX_LENGTH } from '../borrower/limits';

// spec 1 §2 "Stock number (stock system)": "Stock number max 10 characters, uppercased." spec 2 §9: "stock
// number 10 uppercase characters". Dealers' stock systems number cars with letters, digits and the odd
// hyphen or slash (docs/decisions/047); nothing else can be a stock number, so nothing else is sent.

export { STOCK_NUMBER_MAX_LENGTH };

const STOCK_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]*$/;

/** What the stock number field holds while typed: upper case, cut at 10 characters. */
export const typedStockNumber = (input: string): string => input.toUpperCase().slice(0, STOCK_NUMBER_MAX_LENGTH);

/** A stock number as looked up and stored: trimmed, uppercased, 1 to 10 letters, digits, hyphens or slashes. */
export const StockNumber = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(
    z.minLength(1, 'is required'),
    z.maxLength(STOCK_NUMBER_MAX_LENGTH, `must be at most ${STOCK_NUMBER_MAX_LENGTH} characters`),
    z.regex(STOCK_NUMBER_PATTERN, 'must be letters and digits (a hyphen or slash inside)'),
  ),
);

/** True when the typed value can be looked up (the modal's button waits for it). */
export const isStockNumber = (input: string): boolean => z.safeParse(StockNumber, input).success;

// The printed QR on a car carries an id the stock system gave it (docs/decisions/047): letters, digits,
// hyphens and underscores, up to 64 characters, compared as printed.
export const QrId = z.string().check(
  z.minLength(1, 'is required'),
  z.maxLength(64, 'must be at most 64 characters'),
  z.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, hyphens or underscores'),
);

// The integration named in GET /api/{integration}/{n} (spec 1 §7) and a partner's stockIntegration:
// a stock system's short name.
export const StockIntegration = z.string().check(
  z.minLength(1, 'is required'),
  z.maxLength(40, 'must be at most 40 characters'),
  z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'must be a name of letters and digits'),
);

/** The integration the spec names in its own path (spec 1 §7 "GET /api/iMotor/stockNumber/{n}"). */
export const IMOTOR = 'iMotor';
