import { describe, expect, it } from 'vitest';
import { sellerErrors, sellerFieldValue } from './seller-form';

describe('seller details (spec 2 §2, §5)', () => {
  // spec 2 §5: "phone at most 10 digits (non-digits stripped)"
  it('keeps the phone as at most 10 digits', () => {
    expect(sellerFieldValue('phone', '(03) 9123-4567 ext 89')).toBe('0391234567');
  });
  // spec 2 §5: "name and e-mail at most 100 characters; contact name at most 20"
  it('caps the name and e-mail at 100 and the contact name at 20', () => {
    expect(sellerFieldValue('name', 'n'.repeat(120))).toHaveLength(100);
    expect(sellerFieldValue('email', `${'e'.repeat(120)}@x.au`)).toHaveLength(100);
    expect(sellerFieldValue('contactName', 'c'.repeat(30))).toHaveLength(20);
    expect(sellerFieldValue('name', '')).toBeUndefined();
  });
  // spec 2 §2: the fields are optional.
  it('asks for nothing, but an e-mail given must be valid', () => {
    expect(sellerErrors(undefined)).toEqual({});
    expect(sellerErrors({ type: 'PRIVATE' })).toEqual({});
    expect(sellerErrors({ email: 'sales@dealer' })).toEqual({ email: 'Please enter a valid e-mail address' });
    expect(sellerErrors({ email: 'sales@dealer.com.au' })).toEqual({});
  });
});
