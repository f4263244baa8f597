// Vehicle identification numbers (ISO 3779): 17 characters, digits and capital letters without I, O and Q.
// The tenth character codes the model year on a 30-year cycle (A = 1980 or 2010 … Y = 2000 or 2030,
// 1 to 9 = 2001 to 2009, then again 2031 to 2039).
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const CYCLE = 30;

export const isVin = (text: string): boolean => VIN_PATTERN.test(text);

/**
 * The model year the VIN's tenth character codes: the latest year of its 30-year cycle that is not after
 * `latestYear` (next year, for a vehicle on sale now), or undefined when the character is not a year code.
 */
export function vinModelYear(vin: string, latestYear: number): number | undefined {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return undefined;
  let year = 1980 + index;
  while (year + CYCLE <= latestYear) year += CYCLE;
  return year;
}
