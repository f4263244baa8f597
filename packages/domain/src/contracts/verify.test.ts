import { describe, expect, it } from 'vitest';
import { CreateLoginLinkRequest } from './url-shortener';
import { RequestVerificationByEmailRequest, RequestVerificationRequest, VerifyByEmailRequest, VerifyRequest } from './verify';

describe('verification contracts', () => {
  // spec 1 §7: POST /api/verify/requestVerification — mobilePhone, partner, modal, country.
  it('reads the modal id the widget sends as register or login, in any letter case', () => {
    const parse = (modal: string) => RequestVerificationRequest.parse({ mobilePhone: '0412345678', modal }).modal;
    expect(parse('LOGIN')).toBe('LOGIN');
    expect(parse('login')).toBe('LOGIN');
    expect(parse('REGISTER')).toBe('REGISTER');
    expect(parse('TEST_DRIVE_CONTACT_DETAILS')).toBe('REGISTER');
    expect(RequestVerificationRequest.safeParse({ mobilePhone: '0412345678', modal: 'NOPE' }).success).toBe(false);
  });

  // spec 1 §9 "Default country AU"; §5 mobile rules by country.
  it('checks the mobile against the country, AU by default', () => {
    expect(RequestVerificationRequest.parse({ mobilePhone: '0412 345 678', modal: 'LOGIN' })).toEqual({
      mobilePhone: '0412345678', modal: 'LOGIN', country: 'AU',
    });
    const nz = RequestVerificationRequest.safeParse({ mobilePhone: '0211234567', modal: 'LOGIN' });
    expect(nz.success).toBe(false);
    expect(nz.error?.issues[0]?.path).toEqual(['mobilePhone']);
    expect(RequestVerificationRequest.parse({ mobilePhone: '0211234567', modal: 'LOGIN', country: 'nz' }).country).toBe('NZ');
  });

  // spec 1 §5: "Email: max 50, valid email pattern (case-insensitive)".
  it('normalises e-mail and defaults the e-mail request to a sign-up', () => {
    expect(RequestVerificationByEmailRequest.parse({ email: ' Alex@Example.COM ' })).toEqual({
      email: 'alex@example.com', modal: 'REGISTER', country: 'AU',
    });
    expect(RequestVerificationByEmailRequest.safeParse({ email: `${'a'.repeat(45)}@x.com` }).success).toBe(false);
  });

  // spec 1 §5: "Verification code: 6 digits."
  it('requires a six-digit code and treats blank optional fields as absent', () => {
    expect(VerifyRequest.safeParse({ mobilePhone: '0412345678', code: '12345' }).error?.issues[0]?.path).toEqual(['code']);
    expect(VerifyRequest.parse({ mobilePhone: '0412345678', code: '123456', firstName: '', partner: null })).toMatchObject({
      code: '123456', firstName: undefined, partner: undefined, country: 'AU',
    });
    expect(VerifyByEmailRequest.parse({ email: 'a@b.co', code: ' 654321 ' }).code).toBe('654321');
  });

  // spec 1 §2 /l/{code}: the page part must not hold the double dash.
  it('accepts a page for a login link, never one holding the separator', () => {
    expect(CreateLoginLinkRequest.parse({ pushLocation: 'SUPPORTING_DOCS', name: 'Upload' })).toEqual({
      pushLocation: 'SUPPORTING_DOCS', name: 'Upload',
    });
    expect(CreateLoginLinkRequest.safeParse({ pushLocation: 'a--b' }).success).toBe(false);
  });
});
