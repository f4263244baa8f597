import { z } from 'zod/mini';
import { timestamp } from './fields';

// spec 1 §3 "Consents (agreements): default privacy, marketing, credit bureau verification exchange (each
// agreed flag and date), insurance opt-in (clause agreed and date; version 1.0)."
export const Consent = z.strictObject({
  agreed: z.boolean(),
  date: z.optional(timestamp),
});
export type Consent = z.infer<typeof Consent>;

export const INSURANCE_OPT_IN_VERSION = '1.0';

export const InsuranceOptIn = z.strictObject({
  clauseAgreed: z.boolean(),
  date: z.optional(timestamp),
  version: z.optional(z.literal(INSURANCE_OPT_IN_VERSION)),
});
export type InsuranceOptIn = z.infer<typeof InsuranceOptIn>;

export const Agreements = z.strictObject({
  defaultPrivacy: z.optional(Consent),
  marketing: z.optional(Consent),
  creditBureauVerificationExchange: z.optional(Consent),
  insuranceOptIn: z.optional(InsuranceOptIn),
});
export type Agreements = z.infer<typeof Agreements>;

/** spec 2 §5: "Express privacy Continue is enabled only when privacy, marketing and verification-exchange
 * are all agreed." */
export const allConsentsAgreed = (a: Agreements | undefined): boolean =>
  Boolean(a?.defaultPrivacy?.agreed && a.marketing?.agreed && a.creditBureauVerificationExchange?.agreed);

/** Dates a consent the moment it is agreed, when the widget did not send a date (the server's clock). */
export function stampAgreements(a: Agreements, now: Date): Agreements {
  const at = now.toISOString();
  const stamp = (c: Consent | undefined) => (c && c.agreed && !c.date ? { ...c, date: at } : c);
  const out: Agreements = { ...a };
  if (a.defaultPrivacy) out.defaultPrivacy = stamp(a.defaultPrivacy);
  if (a.marketing) out.marketing = stamp(a.marketing);
  if (a.creditBureauVerificationExchange) out.creditBureauVerificationExchange = stamp(a.creditBureauVerificationExchange);
  if (a.insuranceOptIn?.clauseAgreed) {
    out.insuranceOptIn = { ...a.insuranceOptIn, date: a.insuranceOptIn.date ?? at, version: INSURANCE_OPT_IN_VERSION };
  }
  return out;
}
