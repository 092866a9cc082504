import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, sessions } from './accounts.tables.ts';
import type { SessionRevocation, SessionRevocations } from './session-revocations.ts';

export interface SessionDeps {
  db: Database;
  now: () => Date;
  idleMinutes: number;
  maxHours: number;
  /** Where ended sessions are announced, so every node closes their sockets. */
  revocations: SessionRevocations;
}

export type LoginType = 'USERNAME' | 'SMS' | 'FREEPLAY' | 'FIREBASE' | 'REGISTER' | 'RESET' | 'HANDOFF';

/** The member behind a live session, as every protected route sees it. */
export interface SessionCaller {
  sessionId: number;
  memberId: number;
  merchantId: number;
  type: number;
  loginType: LoginType;
  mustChangePassword: boolean;
  /** When the session ends unless it is used again (idle) or before (absolute). */
  expiresAt: Date;
  startedAt: Date;
  /** The hard end set by the member's session time limit at login; null without one. */
  endsAt: Date | null;
}

// Writing last-seen on every request would turn reads into writes; once a minute is enough for
// an idle timeout counted in minutes.
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token: 256 random bits, of which only the hash is stored. */
export async function createSession(
  deps: SessionDeps,
  input: {
    memberId: number;
    merchantId: number;
    loginType: LoginType;
    ip: string;
    userAgent: string | undefined;
    mustChangePassword?: boolean;
    /** The member's session time limit ends the session here, however active. */
    endsAt?: Date | null;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: input.memberId,
    merchantId: input.merchantId,
    loginType: input.loginType,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    mustChangePassword: input.mustChangePassword ?? false,
    createdAt: now,
    lastSeenAt: now,
    endsAt: input.endsAt ?? null,
    expiresAt: idleExpiry(deps, { createdAt: now, endsAt: input.endsAt ?? null }, now),
  });
  return token;
}

/** The idle deadline, never past the absolute one counted from the session's start, nor its time limit. */
function idleExpiry(
  deps: SessionDeps,
  session: { createdAt: Date; endsAt: Date | null },
  seenAt: Date,
): Date {
  const idle = seenAt.getTime() + deps.idleMinutes * 60_000;
  const absolute = session.createdAt.getTime() + deps.maxHours * 3_600_000;
  return new Date(Math.min(idle, absolute, session.endsAt?.getTime() ?? Number.POSITIVE_INFINITY));
}

/** The caller of a token, or null when the token is unknown, expired, revoked or its member is not active. */
export async function authenticateToken(deps: SessionDeps, token: string): Promise<SessionCaller | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      merchantId: sessions.merchantId,
      loginType: sessions.loginType,
      mustChangePassword: sessions.mustChangePassword,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endsAt: sessions.endsAt,
      type: members.type,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    expiresAt = idleExpiry(deps, row, now);
    await deps.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    memberId: row.memberId,
    merchantId: row.merchantId,
    type: row.type,
    loginType: row.loginType as LoginType,
    mustChangePassword: row.mustChangePassword,
    expiresAt,
    startedAt: row.createdAt,
    endsAt: row.endsAt,
  };
}

/** Ends one session (logout) and announces it. */
export async function revokeSession(deps: SessionDeps, sessionId: number): Promise<void> {
  const [ended] = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ memberId: sessions.memberId });
  if (ended) await deps.revocations.publish({ memberId: ended.memberId, sessionIds: [sessionId] });
}

/**
 * Marks every live session of a member revoked, except one when asked, and answers their ids.
 * Announces nothing: inside a transaction, announce with announceRevoked once it has committed.
 */
export async function markMemberSessionsRevoked(
  deps: Pick<SessionDeps, 'db' | 'now'>,
  memberId: number,
  options: { except?: number } = {},
): Promise<SessionRevocation> {
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        options.except === undefined ? sql`true` : ne(sessions.id, options.except),
      ),
    )
    .returning({ id: sessions.id });
  return { memberId, sessionIds: ended.map((row) => row.id) };
}

/** Tells every node that these sessions ended; nothing to say when none did. */
export async function announceRevoked(
  deps: Pick<SessionDeps, 'revocations'>,
  revocation: SessionRevocation,
): Promise<void> {
  if (revocation.sessionIds.length) await deps.revocations.publish(revocation);
}

/** Ends every session of a member (password changed or reset, account locked), except one when asked. */
export async function revokeMemberSessions(
  deps: SessionDeps,
  memberId: number,
  options: { except?: number } = {},
): Promise<void> {
  await announceRevoked(deps, await markMemberSessionsRevoked(deps, memberId, options));
}

/**
 * When a session ends if it still stands (not revoked, not expired, member active), else null;
 * without touching its last-seen time: a long-lived connection asks this, and must not keep an
 * idle session alive.
 */
export async function liveSessionExpiry(deps: SessionDeps, sessionId: number): Promise<Date | null> {
  const [row] = await deps.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.now()),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return row?.expiresAt ?? null;
}

/** A member's newest sessions, newest first, live or ended (the operator's player page). */
export function recentMemberSessions(db: Database, memberId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      loginType: sessions.loginType,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}
