import {
  type CreateMemberInput,
  creatableTypes,
  createMemberFormSchema,
  type TeamMember,
} from '@platform/contract/agent-centre';
import type { FieldError } from '@platform/contract/errors';
import { formFieldErrors } from '@platform/contract/form-schemas';
import type { Caller } from '../../http/auth.ts';
import {
  type AccountsDeps,
  limitAttempts,
  type MerchantScope,
  type RequestOrigin,
} from '../accounts/accounts.deps.ts';
import { insertMember } from '../accounts/members.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { registerRules, takenFailure } from '../accounts/register.service.ts';

/** Accounts one agent may create in an hour: a team built by hand, not a script filling the table. */
const CREATIONS_PER_AGENT_PER_HOUR = 60;

/** The stored nickname's length (members.nickname). */
const NICKNAME_MAX = 32;

export type CreateDownlineOutcome =
  | { ok: true; member: TeamMember }
  | { ok: false; code: 'UNAUTHORIZED' | 'FEATURE_DISABLED' | 'DOWNLINE_TYPE_NOT_ALLOWED' }
  | { ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number }
  | {
      ok: false;
      code: 'VALIDATION_ERROR' | 'ACCOUNT_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN';
      fields: FieldError[];
    };

/**
 * Spec §2 register centre: the agent creates a player, or an agent of its own type, directly under
 * itself. Registration's rules hold: username registration must be on, the account name and
 * password pass the operator's register rules (the same schema checks), the password is hashed the
 * same way, and the database's unique index answers a taken name with registration's code. The tree
 * rows follow from the members trigger, and ledger accounts open on first use, as for a
 * registration. The agent chose the password, so its owner must set one of their own at first
 * login (the flag an operator's reset sets: login then forces the change).
 */
export async function createDownlineMember(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { caller: Caller; body: CreateMemberInput; origin: RequestOrigin },
): Promise<CreateDownlineOutcome> {
  const { caller, body } = input;
  // A session of another merchant's site creates nothing on this one.
  if (caller.merchantId !== scope.merchant.id) return { ok: false, code: 'UNAUTHORIZED' };
  if (!scope.modules.has('USERNAMEREG3')) return { ok: false, code: 'FEATURE_DISABLED' };
  if (!creatableTypes(caller.type).includes(body.type))
    return { ok: false, code: 'DOWNLINE_TYPE_NOT_ALLOWED' };
  const fields = formFieldErrors(createMemberFormSchema(registerRules(scope)), body);
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };
  // Counted before the hash, the expensive part, and before the insert.
  const limited = await limitAttempts(
    deps,
    `downline:${caller.memberId}`,
    CREATIONS_PER_AGENT_PER_HOUR,
    3_600_000,
  );
  if (limited) return limited;

  const now = deps.now();
  const inserted = await insertMember(deps.db, {
    merchantId: scope.merchant.id,
    account: body.username,
    // By code point, as the column counts.
    nickname: [...(body.nickname || body.username)].slice(0, NICKNAME_MAX).join(''),
    type: body.type,
    passwordHash: await hashPassword(body.password),
    passwordChangedAt: now,
    passwordIsDefault: true,
    uplineId: caller.memberId,
    registerIp: input.origin.ip,
    registerMethod: 'WEB',
    registerType: 'AGENT',
    createdAt: now,
  });
  if (!inserted.ok) return takenFailure(inserted.code);
  const { member } = inserted;
  return {
    ok: true,
    member: {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      level: 1,
      downlineCount: 0,
      balance: 0,
      lastLoginAt: null,
      createdAt: member.createdAt.toISOString(),
    },
  };
}
