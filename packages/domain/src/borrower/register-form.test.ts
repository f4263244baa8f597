import { describe, expect, it } from 'vitest';
import {
  canSendCode, CHECKING, CODE_SENT, registerTitle, sendCodeLabel, SENDING, testDriveHeading, validateLoginForm,
  validateRegisterForm,
} from './register-form';

const valid = { firstName: 'Jane', mobile: '0412345678' };
const au = { country: 'AU' } as const;
const options = (o: { requireEmail?: boolean; requirePostCode?: boolean }) => ({
  country: 'AU' as const,
  signupOptions: { requireEmail: false, requirePostCode: false, goToBasicOnGetFinance: false, businessFirst: false, ...o },
});

describe('register form (spec 1 §5 "Register and login")', () => {
  it('accepts a complete form', () => expect(validateRegisterForm(valid, au)).toEqual({}));

  // spec 1 §5 "First name: max 12 characters, pattern check; must be longer than 3 characters to register",
  // relaxed by issue 33 §1 (docs/decisions/058): the one name rule, 1–50 letters, spaces, hyphens, apostrophes.
  it.each([
    ['', 'required'], ['A'.repeat(51), 'too_long'], ['Jane2', 'pattern'], ['J@ne', 'pattern'],
  ])('rejects first name %j as %s', (firstName, reason) => {
    expect(validateRegisterForm({ ...valid, firstName }, au).firstName).toBe(reason);
  });
  it.each(["O'Brien", 'Mary-Jo', 'Anne Marie', 'Noël', 'Chloé', 'Björn', 'Wei', 'Li', 'Amy', 'Bartholomewww'])('accepts first name %j', (firstName) => {
    expect(validateRegisterForm({ ...valid, firstName }, au).firstName).toBeUndefined();
  });

  // "Mobile: digits only, max 10 (AU) or 11 (NZ), must pass a phone check".
  it('checks the mobile by country', () => {
    expect(validateRegisterForm({ ...valid, mobile: '' }, au).mobile).toBe('required');
    expect(validateRegisterForm({ ...valid, mobile: '0412 345 678' }, au).mobile).toBe('pattern');
    expect(validateRegisterForm({ ...valid, mobile: '04123456789' }, au).mobile).toBe('too_long');
    expect(validateRegisterForm({ ...valid, mobile: '0312345678' }, au).mobile).toBe('invalid');
    expect(validateRegisterForm({ ...valid, mobile: '02112345678' }, { country: 'NZ' }).mobile).toBeUndefined();
    expect(validateRegisterForm({ ...valid, mobile: '021123456789' }, { country: 'NZ' }).mobile).toBe('too_long');
  });

  // "Email: max 50, valid email pattern (case-insensitive). Required only if the partner requires customer email."
  it('requires the e-mail only when the partner does, and checks it when given', () => {
    expect(validateRegisterForm(valid, options({ requireEmail: true })).email).toBe('required');
    expect(validateRegisterForm({ ...valid, email: 'Jane@Example.COM' }, options({ requireEmail: true })).email).toBeUndefined();
    expect(validateRegisterForm({ ...valid, email: 'jane@' }, au).email).toBe('pattern');
    expect(validateRegisterForm({ ...valid, email: `${'a'.repeat(45)}@x.com` }, au).email).toBe('too_long');
  });

  // "Post code: exactly 4 characters, required only if the partner needs a zipcode."
  it('requires the post code only when the partner does, and exactly 4 characters', () => {
    expect(validateRegisterForm(valid, options({ requirePostCode: true })).postCode).toBe('required');
    expect(validateRegisterForm({ ...valid, postCode: '2000' }, options({ requirePostCode: true })).postCode).toBeUndefined();
    expect(validateRegisterForm({ ...valid, postCode: '200' }, au).postCode).toBe('invalid');
    expect(validateRegisterForm({ ...valid, postCode: '20000' }, au).postCode).toBe('invalid');
  });

  // "Business consent must be agreed for business."
  it('requires the business consent for a business loan', () => {
    expect(validateRegisterForm(valid, { ...au, loanUsage: 'BUSINESS' }).businessConsent).toBe('not_agreed');
    expect(validateRegisterForm({ ...valid, businessConsent: true }, { ...au, loanUsage: 'BUSINESS' })).toEqual({});
    expect(validateRegisterForm(valid, { ...au, loanUsage: 'PERSONAL' })).toEqual({});
  });

  // "Verification code: 6 digits."
  it('checks the 6-digit code when verifying', () => {
    expect(validateRegisterForm(valid, { ...au, withCode: true }).code).toBe('required');
    expect(validateRegisterForm({ ...valid, code: '12345' }, { ...au, withCode: true }).code).toBe('invalid');
    expect(validateRegisterForm({ ...valid, code: '123456' }, { ...au, withCode: true })).toEqual({});
  });
});

describe('login form (spec 1 §2 "Login modal", §5)', () => {
  it('checks the mobile or the e-mail by mode, and the code', () => {
    expect(validateLoginForm({ mode: 'MOBILE', mobile: '0412345678' }, au)).toEqual({});
    expect(validateLoginForm({ mode: 'MOBILE', mobile: '041' }, au)).toEqual({ mobile: 'invalid' });
    expect(validateLoginForm({ mode: 'EMAIL', email: 'jane@example.com' }, au)).toEqual({});
    expect(validateLoginForm({ mode: 'EMAIL' }, au)).toEqual({ email: 'required' });
    expect(validateLoginForm({ mode: 'EMAIL', email: 'jane@example.com', code: '12a456' }, { ...au, withCode: true }))
      .toEqual({ code: 'invalid' });
  });
});

describe('send code button (spec 1 §2 "Register modal")', () => {
  // "disabled when the form is invalid, while sending, or after sending".
  it('is enabled only for a valid form not sending and not yet sent', () => {
    expect(canSendCode({ valid: true, sending: false, sent: false })).toBe(true);
    expect(canSendCode({ valid: false, sending: false, sent: false })).toBe(false);
    expect(canSendCode({ valid: true, sending: true, sent: false })).toBe(false);
    expect(canSendCode({ valid: true, sending: false, sent: true })).toBe(false);
  });
  // "Shown states: Sending..., Checking ..., Code Sent."
  it('shows the spec states', () => {
    expect([SENDING, CHECKING, CODE_SENT]).toEqual(['Sending...', 'Checking ...', 'Code Sent']);
    expect(sendCodeLabel({ sending: true, checking: false, sent: false })).toBe('Sending...');
    expect(sendCodeLabel({ sending: false, checking: true, sent: true })).toBe('Checking ...');
    expect(sendCodeLabel({ sending: false, checking: false, sent: true })).toBe('Code Sent');
    expect(sendCodeLabel({ sending: false, checking: false, sent: false })).toBe('Send Code');
  });
});

describe('titles by asset', () => {
  // spec 1 §2: "riding for motorbikes, camping for caravans, "Let's Get Started!" for personal loan, otherwise driving".
  it.each([
    ['MOTORCYCLE', "Let's Get Riding!"], ['MOTORBIKE_UNREGISTERED', "Let's Get Riding!"], ['CARAVAN', "Let's Get Camping!"],
    ['PERSONAL_LOAN', "Let's Get Started!"], ['PASSENGER_VEHICLE', "Let's Get Driving!"], [undefined, "Let's Get Driving!"],
  ] as const)('register title for %s is %s', (assetType, title) => expect(registerTitle(assetType)).toBe(title));

  // spec 2 §2 "Test drive landing": "Let's Go Driving!" ('Riding' for motorbikes, 'Camping' for caravans).
  it.each([
    ['MOTORBIKE_REGISTERED', "Let's Go Riding!"], ['UNSECURED_CARAVAN', "Let's Go Camping!"], ['BOAT', "Let's Go Driving!"],
  ] as const)('test-drive heading for %s is %s', (assetType, heading) => expect(testDriveHeading(assetType)).toBe(heading));
});
