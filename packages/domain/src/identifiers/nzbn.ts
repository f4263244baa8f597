import { normaliseBusinessNumber } from './abn';

// finance.md "Identifiers": "NZBN, 13 digits (GS1 GTIN-13): weights 1,3,1,3… from the left over 12 digits;
// check = (10 − sum mod 10) mod 10; NZ numbers start with 94." spec 1 §9: NZBN 13 digits.
export function nzbnCheckDigit(firstTwelve: string): number {
  const sum = [...firstTwelve].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidNzbn(value: string): boolean {
  const nzbn = normaliseBusinessNumber(value);
  if (!/^94\d{11}$/.test(nzbn)) return false;
  return nzbnCheckDigit(nzbn.slice(0, 12)) === Number(nzbn[12]);
}
