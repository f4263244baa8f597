// Issue 36 §6 "Users and roles: invite by e-mail, change role, deactivate (sessions end at once)".
import { z } from 'zod/mini';
import { Id } from './common';
import { ConsoleCodeRequest, ConsoleRole } from './console';

export const ConsoleUserRow = z.object({
  id: z.string(),
  email: z.string(),
  role: ConsoleRole,
  partnerId: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleUserRow = z.infer<typeof ConsoleUserRow>;

export const ConsoleUsersResponse = z.object({ users: z.array(ConsoleUserRow) });
export type ConsoleUsersResponse = z.infer<typeof ConsoleUsersResponse>;

/** An invitation: the address (the sign-in form's own rule), the role, and the partner (the operator names it). */
export const ConsoleInviteRequest = z.strictObject({
  email: ConsoleCodeRequest.shape.email,
  role: ConsoleRole,
  partnerId: z.optional(Id),
});
export type ConsoleInviteRequest = z.infer<typeof ConsoleInviteRequest>;

export const ConsoleUserChangeRequest = z.strictObject({
  role: z.optional(ConsoleRole),
  active: z.optional(z.boolean()),
});
export type ConsoleUserChangeRequest = z.infer<typeof ConsoleUserChangeRequest>;
