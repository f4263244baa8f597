import type { Country } from '../enums/index';
import { digitsOnly, isValidMobile } from '../identifiers/contact';

// docs/decisions/046: who a broker text may go to. spec 2 §6 "A broker phone number on the application
// triggers text notifications"; beyond it, the numbers the partner configured (dealerPhone, contactPhone).
// Never a number the caller types: a typed mobilePhone only chooses among these, so the endpoints cannot be
// used to text anyone else.

export interface BrokerTextNumbers {
  /** application.brokerPhoneNumber of the caller's current application. */
  applicationBrokerPhone: string | null | undefined;
  /** The partner's configured numbers, in order of preference (dealerPhone, contactPhone). */
  partnerPhones: ReadonlyArray<string | null | undefined>;
  country: Country;
}

export type BrokerTextRecipient =
  | { to: string }
  /** NOT_ALLOWED: the typed number is none of the allowed ones; NONE: there is no mobile to text;
   * NOT_MOBILE: the typed number is allowed but is no mobile (a 1300 line cannot take a text). */
  | { refused: 'NOT_ALLOWED' | 'NONE' | 'NOT_MOBILE' };

/** A number as the mobile field holds it: digits, an international +61 / +64 (or 0061 / 0064) made local. */
export function localNumber(value: string): string {
  const compact = value.replace(/[^\d+]/g, '');
  const international = /^(?:\+|00)(?:61|64)/.exec(compact)?.[0];
  return international ? `0${digitsOnly(compact.slice(international.length))}` : digitsOnly(compact);
}

/** The allowed numbers, local, without blanks or repeats, the application's broker first. */
export function allowedBrokerNumbers(numbers: BrokerTextNumbers): string[] {
  const all = [numbers.applicationBrokerPhone, ...numbers.partnerPhones].map((n) => (n ? localNumber(n) : ''));
  return [...new Set(all.filter(Boolean))];
}

/**
 * The number to text: the typed one when it is allowed, else (none typed) the first allowed mobile.
 * Numbers are compared as local digits, so "+61 412 345 678" names 0412345678.
 */
export function brokerTextRecipient(typed: string | null | undefined, numbers: BrokerTextNumbers): BrokerTextRecipient {
  const allowed = allowedBrokerNumbers(numbers);
  const isMobile = (n: string) => isValidMobile(n, numbers.country);
  if (typed != null && typed.trim() !== '') {
    const wanted = localNumber(typed);
    if (!allowed.includes(wanted)) return { refused: 'NOT_ALLOWED' };
    return isMobile(wanted) ? { to: wanted } : { refused: 'NOT_MOBILE' };
  }
  const first = allowed.find(isMobile);
  return first ? { to: first } : { refused: 'NONE' };
}
