import { randomBytes } from 'node:crypto';
import type { SessionHandoff } from '@platform/contract/accounts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { checkSecret, type SecretRefused } from '../verification/secret-guard.ts';
import type { AccountsDeps, RequestOrigin } from './accounts.deps.ts';
import { sessionHandoffs } from './accounts.tables.ts';
import { createSession, hashToken, type SessionCaller, type SessionDeps } from './sessions.service.ts';

/** Long enough to point a phone at the screen; a code shown longer is replaced by a new one. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/**
 * Redemptions per address. A code is 256 random bits, so no number of guesses finds one: the
 * guard keeps a flood of them from costing queries, and counts before comparing like every secret.
 */
const REDEEM_ATTEMPTS_PER_IP = 20;
const REDEEM_WINDOW_MS = 10 * 60_000;

/** A new one-time code for the caller's session. */
export async function issueHandoff(deps: SessionDeps, caller: SessionCaller): Promise<SessionHandoff> {
  const code = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS);
  await deps.db.insert(sessionHandoffs).values({
    codeHash: hashToken(code),
    sessionId: caller.sessionId,
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

interface TakenHandoff {
  member_id: number | string;
  ends_at: Date | string | null;
  must_change_password: boolean;
}

export type RedeemOutcome =
  | { ok: true; token: string }
  | { ok: false; code: 'HANDOFF_CODE_INVALID' }
  | SecretRefused;

/**
 * Trades a code for a new session of its member on this site. One statement takes the code, so
 * two devices racing with it get one session between them; it is taken only unused, unexpired,
 * of this site, and while the session that made it is live and its member active (a logout, a
 * password change or an exclusion since then kills it). The new session ends when that one had to.
 */
export async function redeemHandoff(
  deps: AccountsDeps,
  input: { code: string; merchantId: number; origin: RequestOrigin },
): Promise<RedeemOutcome> {
  let token: string | null = null;
  const verdict = await checkSecret(
    deps.limiter,
    [
      {
        key: `handoff:${input.merchantId}:ip:${input.origin.ip}`,
        limit: REDEEM_ATTEMPTS_PER_IP,
        windowMs: REDEEM_WINDOW_MS,
      },
    ],
    async () => {
      const now = deps.now();
      const [taken] = rowsOf<TakenHandoff>(
        await deps.db.execute(sql`
          update session_handoffs h set used_at = ${now}
          from sessions s join members m on m.id = s.member_id
          where h.code_hash = ${hashToken(input.code)} and h.used_at is null and h.expires_at > ${now}
            and s.id = h.session_id and s.revoked_at is null and s.expires_at > ${now}
            and s.merchant_id = ${input.merchantId} and m.status = 'active'
          returning s.member_id, s.ends_at, s.must_change_password`),
      );
      if (!taken) return false;
      token = await createSession(deps, {
        memberId: Number(taken.member_id),
        merchantId: input.merchantId,
        loginType: 'HANDOFF',
        ip: input.origin.ip,
        userAgent: input.origin.userAgent,
        mustChangePassword: taken.must_change_password,
        endsAt: taken.ends_at === null ? null : new Date(taken.ends_at),
      });
      return true;
    },
  );
  if (!verdict.ok) return verdict.code === 'WRONG' ? { ok: false, code: 'HANDOFF_CODE_INVALID' } : verdict;
  return token ? { ok: true, token } : { ok: false, code: 'HANDOFF_CODE_INVALID' };
}
