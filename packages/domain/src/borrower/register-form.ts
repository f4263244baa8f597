import { isVerificationCode } from '../auth/verification-code';
import type { AssetType, Country, LoanUsage, MobileOrEmail } from '../enums/index';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidMobile, mobileMaxLength } from '../identifiers/contact';
import type { PartnerConfig } from '../partner/config';
import { NAME_MAX_LENGTH } from './limits';
import { personNameError } from './person-name';

// spec 1 §5 "Register and login": the field rules of the register and login modals.
// The first name follows the one name rule (person-name.ts, docs/decisions/058) rather than spec 1 §5's
// "max 12 characters … longer than 3", which refused Wei, Amy and Li.
export const FIRST_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const POST_CODE_LENGTH = 4;
// AU and NZ post codes are four digits.
const POST_CODE = /^\d{4}$/;

export type FieldReason = 'required' | 'too_long' | 'too_short' | 'pattern' | 'invalid' | 'not_agreed';
export type RegisterField = 'firstName' | 'mobile' | 'email' | 'postCode' | 'businessConsent' | 'code';
export type FieldErrors<F extends string> = Partial<Record<F, FieldReason>>;

export interface RegisterFormValues {
  firstName: string;
  mobile: string;
  email?: string;
  postCode?: string;
  businessConsent?: boolean;
  code?: string;
}

export interface RegisterFormContext {
  country: Country;
  loanUsage?: LoanUsage | undefined;
  signupOptions?: PartnerConfig['signupOptions'];
  /** Check the code too (verifying); leave it out while the code is being requested. */
  withCode?: boolean;
}

export const firstNameError = (value: string): FieldReason | undefined => personNameError(value);

// "Mobile: digits only, max 10 (AU) or 11 (NZ), must pass a phone check".
export function mobileError(value: string, country: Country): FieldReason | undefined {
  if (!value) return 'required';
  if (!/^\d+$/.test(value)) return 'pattern';
  if (value.length > mobileMaxLength(country)) return 'too_long';
  return isValidMobile(value, country) ? undefined : 'invalid';
}

// "Email: max 50, valid email pattern (case-insensitive). Required only if the partner requires it."
export function emailError(value: string | undefined, required: boolean): FieldReason | undefined {
  const email = value?.trim() ?? '';
  if (!email) return required ? 'required' : undefined;
  if (email.length > EMAIL_MAX_LENGTH) return 'too_long';
  return isValidEmail(email) ? undefined : 'pattern';
}

// "Post code: exactly 4 characters, required only if the partner needs a zipcode."
export function postCodeError(value: string | undefined, required: boolean): FieldReason | undefined {
  const postCode = value?.trim() ?? '';
  if (!postCode) return required ? 'required' : undefined;
  return POST_CODE.test(postCode) ? undefined : 'invalid';
}

// "Verification code: 6 digits."
export function codeError(value: string | undefined): FieldReason | undefined {
  if (!value) return 'required';
  return isVerificationCode(value) ? undefined : 'invalid';
}

export function validateRegisterForm(values: RegisterFormValues, ctx: RegisterFormContext): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {
    firstName: firstNameError(values.firstName),
    mobile: mobileError(values.mobile, ctx.country),
    email: emailError(values.email, ctx.signupOptions?.requireEmail ?? false),
    postCode: postCodeError(values.postCode, ctx.signupOptions?.requirePostCode ?? false),
    // "Business consent must be agreed for business."
    businessConsent: ctx.loanUsage === 'BUSINESS' && !values.businessConsent ? 'not_agreed' : undefined,
    code: ctx.withCode ? codeError(values.code) : undefined,
  };
  return compact(errors);
}

export type LoginField = 'mobile' | 'email' | 'code';

export interface LoginFormValues {
  mode: MobileOrEmail;
  mobile?: string;
  email?: string;
  code?: string;
}

export function validateLoginForm(
  values: LoginFormValues,
  ctx: { country: Country; withCode?: boolean },
): FieldErrors<LoginField> {
  return compact({
    mobile: values.mode === 'MOBILE' ? mobileError(values.mobile ?? '', ctx.country) : undefined,
    email: values.mode === 'EMAIL' ? emailError(values.email, true) : undefined,
    code: ctx.withCode ? codeError(values.code) : undefined,
  });
}

export const isFormValid = (errors: FieldErrors<string>) => Object.keys(errors).length === 0;

function compact<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, reason]) => reason !== undefined)) as FieldErrors<F>;
}

// spec 1 §2 "Register modal": "The Send Code button is disabled when the form is invalid, while sending,
// or after sending. Shown states: Sending..., Checking ..., Code Sent."
export const SEND_CODE = 'Send Code';
export const SENDING = 'Sending...';
export const CHECKING = 'Checking ...';
export const CODE_SENT = 'Code Sent';

export const canSendCode = (state: { valid: boolean; sending: boolean; sent: boolean }) =>
  state.valid && !state.sending && !state.sent;

export function sendCodeLabel(state: { sending: boolean; checking: boolean; sent: boolean }): string {
  if (state.checking) return CHECKING;
  if (state.sending) return SENDING;
  return state.sent ? CODE_SENT : SEND_CODE;
}

const MOTORBIKES: readonly AssetType[] = ['MOTORCYCLE', 'MOTORBIKE_REGISTERED', 'MOTORBIKE_UNREGISTERED'];
const CARAVANS: readonly AssetType[] = ['CARAVAN', 'UNSECURED_CARAVAN'];

// spec 1 §2 "Register modal": "Title varies by asset: riding for motorbikes, camping for caravans,
// "Let's Get Started!" for personal loan, otherwise driving."
export function registerTitle(assetType: AssetType | undefined): string {
  if (assetType && MOTORBIKES.includes(assetType)) return "Let's Get Riding!";
  if (assetType && CARAVANS.includes(assetType)) return "Let's Get Camping!";
  if (assetType === 'PERSONAL_LOAN') return "Let's Get Started!";
  return "Let's Get Driving!";
}

// spec 2 §2 "Test drive landing": "Heading 'Let's Go Driving!' ('Riding' for motorbikes, 'Camping' for
// caravans)".
export function testDriveHeading(assetType: AssetType | undefined): string {
  if (assetType && MOTORBIKES.includes(assetType)) return "Let's Go Riding!";
  if (assetType && CARAVANS.includes(assetType)) return "Let's Go Camping!";
  return "Let's Go Driving!";
}
