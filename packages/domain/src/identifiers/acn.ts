import { abnFromAcn, isValidAbn, normaliseBusinessNumber } from './abn';

// finance.md "Identifiers": "ACN, 9 digits: weights 8..1 on the first 8; check = (10 − sum mod 10) mod 10."
export function acnCheckDigit(firstEight: string): number {
  const sum = [...firstEight].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidAcn(value: string): boolean {
  const acn = normaliseBusinessNumber(value);
  if (!/^\d{9}$/.test(acn)) return false;
  return acnCheckDigit(acn.slice(0, 8)) === Number(acn[8]);
}

/** finance.md: "A company's ABN is a two-digit prefix and its ACN." */
export function isAbnOfAcn(abn: string, acn: string): boolean {
  const a = normaliseBusinessNumber(abn);
  const c = normaliseBusinessNumber(acn);
  return isValidAbn(a) && isValidAcn(c) && a.slice(2) === c && abnFromAcn(c) === a;
}
