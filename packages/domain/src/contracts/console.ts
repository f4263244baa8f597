// Issue 36 "The console" (docs/decisions/076): the console's own API, under /api/console.
import { z } from 'zod/mini';
import { UserFlow } from '../enums/index';
import { Id } from './common';

const Email = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(120)), z.email('not a valid e-mail address'));

export const ConsoleCodeRequest = z.strictObject({ email: Email });
export const ConsoleCodeResponse = z.object({ sent: z.boolean() });
export const ConsoleVerifyRequest = z.strictObject({ email: Email, code: z.string().check(z.regex(/^\d{6}$/, 'must be the 6 digits sent')) });

export const ConsoleRole = z.enum(['operator', 'partner_admin', 'partner_user']);
/** Each role as people read it, in the console and in an invitation. */
export const CONSOLE_ROLE_LABELS: Record<z.infer<typeof ConsoleRole>, string> = {
  operator: 'Operator',
  partner_admin: 'Partner admin',
  partner_user: 'Partner user',
};
export const ConsoleUserResponse = z.object({ email: z.string(), role: ConsoleRole, partnerId: z.nullable(z.string()) });
export type ConsoleUserResponse = z.infer<typeof ConsoleUserResponse>;

/** A month by default; at most two years, so one request cannot ask for everything ever tracked. */
export const FunnelQuery = z.strictObject({
  /** The operator may name any partner or none (every partner); a partner's people get their own. */
  partnerId: z.optional(Id),
  from: z.iso.date(),
  to: z.iso.date(),
  userFlow: z.optional(UserFlow),
  storeId: z.optional(Id),
  format: z.optional(z.enum(['json', 'csv'])),
});

const FunnelSteps = z.object({
  sessions: z.number(),
  steps: z.array(z.object({ screen: z.string(), sessions: z.number(), ofAll: z.number(), fromPrevious: z.number() })),
});
export const FunnelResponse = z.object({
  partnerId: z.nullable(z.string()),
  from: z.string(),
  to: z.string(),
  all: FunnelSteps,
  flows: z.array(z.object({ userFlow: z.string(), funnel: FunnelSteps })),
  /** Each day of the range (UTC) with the sessions that saw a screen that day. */
  daily: z.array(z.object({ day: z.string(), sessions: z.number() })),
});
export type FunnelResponse = z.infer<typeof FunnelResponse>;
