// spec 1 §7: the verification and login calls; status codes of §3 ("Verification status codes").
// The API validates requests with these schemas and the widget parses answers with them.
import { z } from 'zod/mini';
import { isVerificationCode } from '../auth/verification-code';
import { Country, VerificationStatus } from '../enums/index';
import { isValidEmail, isValidMobile, normaliseEmail } from '../identifiers/contact';
import { ModalId } from '../journey/ids';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const blankToUndefined = (v: unknown): unknown => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** spec 1 §9 "Default country AU"; sent in any letter case. */
export const CountryField = z.pipe(
  z.pipe(z.transform((v) => upper(blankToUndefined(v))), z.optional(Country)),
  z.transform((c) => c ?? 'AU'),
);

/** REGISTER (sign up; also logs an existing account in) or LOGIN (existing accounts only, spec 1 §2). */
export const VerificationPurpose = z.enum(['REGISTER', 'LOGIN']);
export type VerificationPurpose = z.infer<typeof VerificationPurpose>;

// The widget sends the id of the modal asking for the code (spec 1 §2 "Modal identifiers"): LOGIN is a
// login; REGISTER and every other modal that collects contact details (CONTACT_DETAILS,
// TEST_DRIVE_CONTACT_DETAILS, ...) is a sign-up.
export const ModalField = z.pipe(
  z.pipe(z.transform(upper), z.string().check(z.refine((v) => ModalId.safeParse(v).success, 'REGISTER, LOGIN or another modal id'))),
  z.transform((modal): VerificationPurpose => (modal === 'LOGIN' ? 'LOGIN' : 'REGISTER')),
);

const MobilePhone = z.pipe(z.string(), z.transform((v) => v.replace(/\s+/g, '')));
const Email = z
  .pipe(z.string(), z.transform(normaliseEmail))
  .check(z.refine(isValidEmail, 'not a valid e-mail address (at most 50 characters)'));
const Code = z.string().check(z.trim(), z.refine(isVerificationCode, 'the code is 6 digits'));
const PartnerId = z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.trim(), z.maxLength(100))));
const OptionalText = (max: number) => z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.trim(), z.maxLength(max))));

// spec 1 §5: "AU mobile: 04 followed by 8 digits. NZ: starts 02, 03, 04, 06, 07 or 09 followed by 7 to 9 digits."
function mobileForCountry<T extends { mobilePhone: string; country: Country }>(value: T, ctx: z.core.$RefinementCtx) {
  if (!isValidMobile(value.mobilePhone, value.country)) {
    ctx.addIssue({ code: 'custom', path: ['mobilePhone'], message: `not a valid ${value.country} mobile number` });
  }
}

export const RequestVerificationRequest = z
  .object({ mobilePhone: MobilePhone, partner: PartnerId, modal: ModalField, country: CountryField })
  .check(z.superRefine(mobileForCountry));
export type RequestVerificationRequest = z.input<typeof RequestVerificationRequest>;

export const RequestVerificationByEmailRequest = z.object({
  email: Email,
  // spec 1 §7 sends only the e-mail; without a modal the request is a sign-up (which also logs in).
  modal: z.pipe(z.pipe(z.transform(blankToUndefined), z.optional(ModalField)), z.transform((m) => m ?? 'REGISTER')),
  partner: PartnerId,
  country: CountryField,
});
export type RequestVerificationByEmailRequest = z.input<typeof RequestVerificationByEmailRequest>;

/** Both code requests answer 200 with this. */
export const RequestVerificationResponse = z.object({ status: z.literal(VerificationStatus.SUCCESSFUL) });
export type RequestVerificationResponse = z.infer<typeof RequestVerificationResponse>;

const verifyFields = {
  code: Code,
  // Saved afterwards by the widget through /api/borrower/createOrUpdate; only its first name is read here
  // when firstName itself is not sent.
  borrower: z.optional(z.unknown()),
  firstName: OptionalText(100),
  termsAndConditionsMessage: OptionalText(5000),
  partner: PartnerId,
  country: CountryField,
  test: z.optional(z.unknown()),
};

export const VerifyRequest = z
  .object({ mobilePhone: MobilePhone, ...verifyFields })
  .check(z.superRefine(mobileForCountry));
export type VerifyRequest = z.input<typeof VerifyRequest>;

export const VerifyByEmailRequest = z.object({ email: Email, ...verifyFields });
export type VerifyByEmailRequest = z.input<typeof VerifyByEmailRequest>;

/** Both verify calls answer 200 with this; the token goes in `Authorization: Bearer`. */
export const VerifyResponse = z.object({
  status: z.literal(VerificationStatus.SUCCESSFUL),
  token: z.string().check(z.minLength(1)),
  firstName: z.string(),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** Every refused verification call (4xx/5xx) answers this; docs/decisions/003-verification-status-codes.md. */
export const VerificationFailure = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  reason: z.optional(z.string()),
  status: z.union([
    z.literal(VerificationStatus.INCORRECT_CODE),
    z.literal(VerificationStatus.INVALID_MOBILE),
    z.literal(VerificationStatus.NOT_REQUESTED),
    z.literal(VerificationStatus.UNEXPECTED_ERROR),
  ]),
});
export type VerificationFailure = z.infer<typeof VerificationFailure>;

// spec 1 §4 Session: "A token in the address with no stored token triggers phone-auth login".
export const PhoneAuthLoginRequest = z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) });
export type PhoneAuthLoginRequest = z.infer<typeof PhoneAuthLoginRequest>;

export const PhoneAuthLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  borrower: z.object({ firstName: z.string() }),
});
export type PhoneAuthLoginResponse = z.infer<typeof PhoneAuthLoginResponse>;

export const LogoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
