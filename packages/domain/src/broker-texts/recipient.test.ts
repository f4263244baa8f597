import { describe, expect, it } from 'vitest';
import { allowedBrokerNumbers, brokerTextRecipient, localNumber, vouchedBrokerNumber } from './recipient';

// docs/decisions/046; spec 2 §6 "A broker phone number on the application triggers text notifications".
describe('who a broker text may go to', () => {
  const partner = { dealerPhone: '1300555101', contactPhone: '0499888777', brokerPhoneNumbers: ['0412 345 678', '0422222222'] };
  const numbers = { applicationBrokerPhone: '0412345678', partner, country: 'AU' as const };

  it('texts the broker number on the application when no number is named', () => {
    expect(brokerTextRecipient(undefined, numbers)).toEqual({ to: '0412345678' });
    expect(brokerTextRecipient('', numbers)).toEqual({ to: '0412345678' });
  });

  it('falls back to the first of the partner\'s numbers that is a mobile', () => {
    expect(brokerTextRecipient(null, { ...numbers, applicationBrokerPhone: null })).toEqual({ to: '0499888777' });
  });

  it('texts a named number only when it is one of the allowed ones, however it is written', () => {
    expect(brokerTextRecipient('0499 888 777', numbers)).toEqual({ to: '0499888777' });
    expect(brokerTextRecipient('+61 412 345 678', numbers)).toEqual({ to: '0412345678' });
    expect(brokerTextRecipient('0061412345678', numbers)).toEqual({ to: '0412345678' });
  });

  it('never texts a number the caller typed that is not allowed', () => {
    expect(brokerTextRecipient('0400000001', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
    expect(brokerTextRecipient('0400000001', { ...numbers, applicationBrokerPhone: null, partner: null })).toEqual({ refused: 'NOT_ALLOWED' });
    // A prefix or a longer number is another number.
    expect(brokerTextRecipient('041234567', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
    expect(brokerTextRecipient('04123456789', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
  });

  it('never texts a number on the application that its partner does not vouch for (a borrower\'s own pick)', () => {
    const own = { ...numbers, applicationBrokerPhone: '0400000001' };
    expect(brokerTextRecipient(undefined, own)).toEqual({ to: '0499888777' });
    expect(brokerTextRecipient('0400000001', own)).toEqual({ refused: 'NOT_ALLOWED' });
    expect(brokerTextRecipient(undefined, { ...own, partner: null })).toEqual({ refused: 'NONE' });
  });

  it('texts the partner\'s other brokers only for the applications that name them', () => {
    expect(brokerTextRecipient('0422222222', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
    expect(brokerTextRecipient(undefined, { ...numbers, applicationBrokerPhone: '0422222222' })).toEqual({ to: '0422222222' });
  });

  it('refuses an allowed number that cannot take a text, and says when there is nobody to text', () => {
    expect(brokerTextRecipient('1300 555 101', numbers)).toEqual({ refused: 'NOT_MOBILE' });
    expect(brokerTextRecipient(undefined, { applicationBrokerPhone: null, partner: { dealerPhone: '1300555101' }, country: 'AU' })).toEqual({ refused: 'NONE' });
  });

  it('reads New Zealand mobiles by New Zealand rules (spec 2 §5 "Phone")', () => {
    const nz = { applicationBrokerPhone: '+64 21 555 0123', partner: { dealerPhone: '0800555102', brokerPhoneNumbers: ['021 555 0123'] }, country: 'NZ' as const };
    expect(brokerTextRecipient(undefined, nz)).toEqual({ to: '0215550123' });
    expect(brokerTextRecipient('021 555 0123', nz)).toEqual({ to: '0215550123' });
  });

  it('lists the allowed numbers once each, the application\'s broker first', () => {
    expect(allowedBrokerNumbers({ applicationBrokerPhone: '0412 345 678', partner: { dealerPhone: '0412345678', contactPhone: '1300555101', brokerPhoneNumbers: ['0412345678', ''] }, country: 'AU' }))
      .toEqual(['0412345678', '1300555101']);
    expect(localNumber('(04) 1234-5678')).toBe('0412345678');
  });
});

// docs/decisions/046: the broker number an application may hold is one its partner configured.
describe('a broker number the partner vouches for', () => {
  const partner = { dealerPhone: '1300555101', contactPhone: '+61 499 888 777', brokerPhoneNumbers: ['0412 345 678'] };

  it('is one of the partner\'s numbers, however either is written, kept as local digits', () => {
    expect(vouchedBrokerNumber('0412345678', partner)).toBe('0412345678');
    expect(vouchedBrokerNumber('+61 412 345 678', partner)).toBe('0412345678');
    expect(vouchedBrokerNumber('0499888777', partner)).toBe('0499888777');
    expect(vouchedBrokerNumber('1300555101', partner)).toBe('1300555101');
  });

  it('is never any other number, nor any number without a partner', () => {
    expect(vouchedBrokerNumber('0400000001', partner)).toBeNull();
    expect(vouchedBrokerNumber('041234567', partner)).toBeNull();
    expect(vouchedBrokerNumber('0412345678', null)).toBeNull();
    expect(vouchedBrokerNumber('0412345678', {})).toBeNull();
    expect(vouchedBrokerNumber('', partner)).toBeNull();
    expect(vouchedBrokerNumber(null, partner)).toBeNull();
  });
});
