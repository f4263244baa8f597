// finance.md "Identifiers": "ABN, 11 digits: subtract 1 from the first digit, weights 10,1,3,5,7,9,11,13,15,
// 17,19, sum mod 89 = 0." spec 1 §9: ABN 11 digits. People type ABNs with spaces; they are ignored.
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Digits only: "51 824 753 556" → "51824753556". */
export const normaliseBusinessNumber = (value: string) => value.replace(/[\s-]/g, '');

const weightedSum = (digits: number[]) => digits.reduce((sum, d, i) => sum + d * (ABN_WEIGHTS[i] ?? 0), 0);

export function isValidAbn(value: string): boolean {
  const abn = normaliseBusinessNumber(value);
  // The two check digits run 10 to 99, so an ABN never starts with 0.
  if (!/^[1-9]\d{10}$/.test(abn)) return false;
  const digits = [...abn].map(Number);
  digits[0] = digits[0]! - 1;
  return weightedSum(digits) % 89 === 0;
}

/**
 * finance.md: "A company's ABN is a two-digit prefix and its ACN." The prefix is the one pair of check digits
 * that makes the ABN valid.
 */
export function abnFromAcn(acn: string): string {
  const rest = [...normaliseBusinessNumber(acn)].map(Number);
  const tail = rest.reduce((sum, d, i) => sum + d * (ABN_WEIGHTS[i + 2] ?? 0), 0);
  // (first − 1) × 10 + second ≡ −tail (mod 89), with the pair read as one number from 0 to 88.
  const v = (89 - (tail % 89)) % 89;
  return `${Math.floor(v / 10) + 1}${v % 10}${rest.join('')}`;
}
