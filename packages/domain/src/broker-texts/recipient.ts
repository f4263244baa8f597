import type { Country } from '../enums/index';
import { digitsOnly, isValidMobile } from '../identifiers/contact';

// docs/decisions/046: who a broker text may go to. spec 2 §6 "A broker phone number on the application
// triggers text notifications"; beyond it, the numbers the partner configured (dealerPhone, contactPhone).
// Never a number the caller types: a typed mobilePhone only chooses among these, so the endpoints cannot be
// used to text anyone else. The application's broker number itself counts only while its partner vouches
// for it, so a number a borrower saved there is never texted either.

/** The numbers a partner configured (spec 1 §3 "Partner configuration"), as the rules here read them. */
export interface PartnerBrokerPhones {
  dealerPhone?: string | null | undefined;
  contactPhone?: string | null | undefined;
  /** The partner's brokers' mobiles: an application may name one of them as its broker. */
  brokerPhoneNumbers?: ReadonlyArray<string> | null | undefined;
}

export interface BrokerTextNumbers {
  /** application.brokerPhoneNumber of the caller's current application. */
  applicationBrokerPhone: string | null | undefined;
  /** The application's partner, or null when it has none (or its config is gone). */
  partner: PartnerBrokerPhones | null | undefined;
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

/**
 * The broker number an application may hold: the given number, local, when its partner vouches for it (its
 * dealerPhone, contactPhone or one of its brokerPhoneNumbers), else null. The borrower's save and the texts
 * both go through it, so neither a saved nor a typed number can add someone to text.
 */
export function vouchedBrokerNumber(value: string | null | undefined, partner: PartnerBrokerPhones | null | undefined): string | null {
  const wanted = value ? localNumber(value) : '';
  if (!wanted || !partner) return null;
  const vouched = [partner.dealerPhone, partner.contactPhone, ...(partner.brokerPhoneNumbers ?? [])];
  return vouched.some((n) => n && localNumber(n) === wanted) ? wanted : null;
}

/**
 * The allowed numbers, local, without blanks or repeats: the application's broker first (while its partner
 * vouches for it), then the partner's dealerPhone and contactPhone. The partner's other brokers are not
 * among them: a broker's own mobile is texted only for the applications that name that broker.
 */
export function allowedBrokerNumbers(numbers: BrokerTextNumbers): string[] {
  const { partner } = numbers;
  const all = [vouchedBrokerNumber(numbers.applicationBrokerPhone, partner), partner?.dealerPhone, partner?.contactPhone]
    .map((n) => (n ? localNumber(n) : ''));
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
