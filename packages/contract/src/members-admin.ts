import { z } from 'zod';
import { MEMBER_STATUSES } from './account-constants.ts';
import { text } from './text.ts';

/**
 * The operator API's actions on a member's access (back office, members.write, audited): lock,
 * unlock, and end every session. Each one that ends sessions closes the member's open sockets.
 */

export const MemberIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const MemberAccessSchema = z.object({
  id: z.number().int(),
  account: text(),
  status: z.enum(MEMBER_STATUSES),
  /** Sessions this action ended (0 when none was open). */
  sessionsEnded: z.number().int(),
});
export type MemberAccess = z.infer<typeof MemberAccessSchema>;
