// spec 1 §7 GET /flow/v1/lead/{token}: "lead (firstName, lastName, email, mobilePhone, address parts), or
// null if the answer has a message field". Partners' systems hand leads over with POST /flow/v1/lead.
import { z } from 'zod/mini';
import { StateOrRegion } from '../borrower/fields';

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const Lead = z.strictObject({
  firstName: text(50),
  lastName: text(50),
  email: text(120),
  mobilePhone: z.optional(z.string().check(z.trim(), z.maxLength(20), z.regex(/^\+?[\d ]*$/, 'must be a phone number'))),
  unitNumber: text(10),
  streetNumber: text(10),
  streetName: text(200),
  suburb: text(60),
  state: z.optional(StateOrRegion),
  postcode: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits'))),
});
export type Lead = z.infer<typeof Lead>;

export const CreateLeadRequest = z.object({
  partnerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  lead: Lead,
});
export type CreateLeadRequest = z.input<typeof CreateLeadRequest>;

/** GET /flow/v1/lead/{token}: the token of the borrower's link. */
export const LeadParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export const CreateLeadResponse = z.object({ token: z.string(), expiresAt: z.string() });
export type CreateLeadResponse = z.infer<typeof CreateLeadResponse>;

/** A lead's link lasts 14 days. */
export const LEAD_TTL_DAYS = 14;
export const LEAD_NOT_FOUND = 'Lead not found';

/** The widget's reading of the answer: "null if the answer has a message field". */
export function leadFromAnswer(answer: unknown): Lead | null {
  if (typeof answer !== 'object' || answer === null || 'message' in answer) return null;
  const parsed = Lead.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
