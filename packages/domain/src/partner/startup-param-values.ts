// The value rules of spec 1 §5 "Startup parameters", one small parser each. Every parser takes the raw
// text (or undefined when the parameter is absent) and returns a valid value or undefined.

// spec 1 §5 / §9: "Loan term parameter maximum 7".
export const MAX_LOAN_TERM_PARAM_YEARS = 7;
export const MIN_BUILD_YEAR = 1900;

// "Numeric" means a plain decimal number: no hex ("0x10"), exponents, "Infinity" or trailing text,
// all of which Number() would otherwise accept.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^\d+$/;
const HEX_COLOUR = /^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

export function parseNumeric(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  return trimmed !== undefined && DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

// spec 1 §5: "Price and kilometres must parse as integers" — strictly: "12abc" and "12.5" are rejected.
// A negative price or odometer reading is meaningless, so those are rejected too.
export function parseInteger(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || !INTEGER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

// spec 1 §5: "Loan term: numeric, above 0 and at most 7 years, else the partner default" (caller applies it).
export function parseLoanTerm(text: string | undefined): number | undefined {
  const value = parseNumeric(text);
  return value !== undefined && value > 0 && value <= MAX_LOAN_TERM_PARAM_YEARS ? value : undefined;
}

// spec 1 §5: "Deposit and trade-in: numeric and above 0."
export function parsePositive(text: string | undefined): number | undefined {
  const value = parseNumeric(text);
  return value !== undefined && value > 0 ? value : undefined;
}

// spec 1 §5: "Balloon percentage: numeric, above 0 and at most 100."
export function parseBalloon(text: string | undefined): number | undefined {
  const value = parseNumeric(text);
  return value !== undefined && value > 0 && value <= 100 ? value : undefined;
}

/**
 * spec 1 §5: "Build year: integer from 1900 to a current maximum year". The maximum is next year:
 * manufacturers release the following model year during the current calendar year, so a dealer can
 * list a new "2027" vehicle in 2026. The year is read in UTC so the rule does not depend on the server's
 * zone; AU/NZ are ahead of UTC, and next year's headroom covers their New Year's Day.
 */
export const maxBuildYear = (now: Date) => now.getUTCFullYear() + 1;

export function parseBuildYear(text: string | undefined, now: Date): number | undefined {
  const value = parseInteger(text);
  return value !== undefined && value >= MIN_BUILD_YEAR && value <= maxBuildYear(now) ? value : undefined;
}

// spec 1 §5: "Colour parameters are hex without the leading #." Returned with "#" for CSS.
export function parseHexColour(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed !== undefined && HEX_COLOUR.test(trimmed) ? `#${trimmed.toLowerCase()}` : undefined;
}

/** Plain pass-through text: trimmed, empty dropped, overlong values rejected rather than cut. */
export function parseText(text: string | undefined, maxLength = 200): string | undefined {
  const trimmed = text?.trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined;
}

// spec 1 §5: 'The text "undefined" is ignored for kilometres, nvic and vin' (pages that build the link
// from an empty script variable send it).
export function parseOptionalText(text: string | undefined): string | undefined {
  const value = parseText(text);
  return value === undefined || value.toLowerCase() === 'undefined' ? undefined : value;
}
