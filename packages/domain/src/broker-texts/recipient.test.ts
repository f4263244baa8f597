import { describe, expect, it } from 'vitest';
import { allowedBrokerNumbers, brokerTextRecipient, localNumber } from './recipient';

// docs/decisions/046; spec 2 §6 "A broker phone number on the application triggers text notifications".
describe('who a broker text may go to', () => {
  const numbers = { applicationBrokerPhone: '0412345678', partnerPhones: ['1300555101', '0499888777'], country: 'AU' as const };

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
    expect(brokerTextRecipient('0400000001', { ...numbers, applicationBrokerPhone: null, partnerPhones: [] })).toEqual({ refused: 'NOT_ALLOWED' });
    // A prefix or a longer number is another number.
    expect(brokerTextRecipient('041234567', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
    expect(brokerTextRecipient('04123456789', numbers)).toEqual({ refused: 'NOT_ALLOWED' });
  });

  it('refuses an allowed number that cannot take a text, and says when there is nobody to text', () => {
    expect(brokerTextRecipient('1300 555 101', numbers)).toEqual({ refused: 'NOT_MOBILE' });
    expect(brokerTextRecipient(undefined, { applicationBrokerPhone: null, partnerPhones: ['1300555101', undefined], country: 'AU' })).toEqual({ refused: 'NONE' });
  });

  it('reads New Zealand mobiles by New Zealand rules (spec 2 §5 "Phone")', () => {
    const nz = { applicationBrokerPhone: '+64 21 555 0123', partnerPhones: ['0800555102'], country: 'NZ' as const };
    expect(brokerTextRecipient(undefined, nz)).toEqual({ to: '0215550123' });
    expect(brokerTextRecipient('021 555 0123', nz)).toEqual({ to: '0215550123' });
  });

  it('lists the allowed numbers once each, the application\'s broker first', () => {
    expect(allowedBrokerNumbers({ applicationBrokerPhone: '0412 345 678', partnerPhones: ['0412345678', '', '1300555101'], country: 'AU' }))
      .toEqual(['0412345678', '1300555101']);
    expect(localNumber('(04) 1234-5678')).toBe('0412345678');
  });
});
