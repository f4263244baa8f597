// spec 1 §5 "Verification code: 6 digits"; §9 "Code length 6".
export const CODE_LENGTH = 6;
const CODE = /^\d{6}$/;

export const isVerificationCode = (value: string) => CODE.test(value);

// Issue 2: "at most 5 wrong tries each" — every try counts, so a code can be tried five times in all.
export const MAX_CODE_TRIES = 5;
