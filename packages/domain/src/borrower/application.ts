import { z } from 'zod/mini';
import { vouchedBrokerNumber, type PartnerBrokerPhones } from '../broker-texts/recipient';
import { digits, text } from './fields';
import { ID_MAX_LENGTH, MOBILE_MAX_LENGTH } from './limits';

// spec 1 §3 "application: id or applicationId, isPreApproved, isSubmitted, isDeclined, progressPercent,
// partnerOverwriteId, broker phone number for text notifications". The server owns it: it is created on
// the borrower's first save and returned with every borrower; id and applicationId are the same value.
export const Application = z.strictObject({
  applicationId: z.string().check(z.maxLength(ID_MAX_LENGTH)),
  id: z.string().check(z.maxLength(ID_MAX_LENGTH)),
  isPreApproved: z.boolean(),
  isSubmitted: z.boolean(),
  isDeclined: z.boolean(),
  progressPercent: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  partnerOverwriteId: z.nullable(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  brokerPhoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(MOBILE_MAX_LENGTH)))),
});
export type Application = z.infer<typeof Application>;

// What a client may send back inside the borrower. The widget echoes the application it was given, so
// the server-owned flags are accepted (typed) but ignored; only these are written:
// - progressPercent, which only ever increases (spec 1 §4 "It only ever increases"), also on the server;
// - partnerOverwriteId, set at startup from a parameter or a partner e-mail (spec 1 §4 "Startup order");
// - brokerPhoneNumber, for text notifications (spec 2 §6), only a number the application's partner vouches
//   for (docs/decisions/046); any other number is dropped, never a reason to refuse the save.
export const ApplicationWrite = z.strictObject({
  applicationId: z.nullish(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  id: z.nullish(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  isPreApproved: z.nullish(z.boolean()),
  isSubmitted: z.nullish(z.boolean()),
  isDeclined: z.nullish(z.boolean()),
  progressPercent: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  partnerOverwriteId: z.nullish(text(ID_MAX_LENGTH)),
  brokerPhoneNumber: z.nullish(digits(MOBILE_MAX_LENGTH)),
});
export type ApplicationWrite = z.infer<typeof ApplicationWrite>;

/** spec 1 §4 "Progress percent by screen": "It only ever increases; 100 is set on final submit." */
export function mergeProgressPercent(stored: number, posted: number | null | undefined): number {
  return posted == null ? stored : Math.max(stored, Math.min(100, Math.max(0, Math.trunc(posted))));
}

/** The fields of a client's application write that the server takes, given what is stored. */
export interface ApplicationFields {
  progressPercent: number;
  partnerOverwriteId: string | null;
  brokerPhoneNumber: string | null;
}

/**
 * The application fields after a client's write. `partner` is the application's partner (its configured
 * numbers), needed only when the write names a broker number: a number the partner does not vouch for is
 * ignored and the stored one kept, so a borrower cannot make anyone their broker and text them
 * (docs/decisions/046); `null` or an empty number clears it (texts then go to the partner's own mobile).
 */
export function applyApplicationWrite(
  stored: ApplicationFields,
  write: ApplicationWrite | null | undefined,
  partner?: PartnerBrokerPhones | null,
): ApplicationFields {
  if (!write) return stored;
  const keep = <T>(posted: T | null | undefined, current: T | null): T | null =>
    posted === undefined ? current : (posted ?? null);
  const posted = write.brokerPhoneNumber;
  const broker = posted ? (vouchedBrokerNumber(posted, partner) ?? stored.brokerPhoneNumber) : keep(posted, stored.brokerPhoneNumber) || null;
  return {
    progressPercent: mergeProgressPercent(stored.progressPercent, write.progressPercent),
    partnerOverwriteId: keep(write.partnerOverwriteId, stored.partnerOverwriteId) || null,
    brokerPhoneNumber: broker,
  };
}
