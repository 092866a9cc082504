import { randomBytes } from 'node:crypto';
import type {
  AuditEntry,
  AuditLogQuery,
  Operator,
  OperatorListQuery,
  OperatorMe,
  OperatorRole,
  OperatorStatus,
  UpdateOperatorInput,
} from '@platform/contract/operators';
import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { secretContext } from '../../crypto/secret-contexts.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { hashToken } from '../accounts/sessions.service.ts';
import { newTotpSecret, totpUri, verifyTotpStep } from '../accounts/totp.ts';
import type { RateLimiter } from '../verification/rate-limiter.ts';
import {
  checkSecret,
  clearSecretAttempts,
  type SecretRefused,
  type SecretVerdict,
} from '../verification/secret-guard.ts';
import { operatorIpSubject, operatorNameSubject, operatorTotpSubject } from './operator-secret-subjects.ts';
import { auditLog, operatorSessions, operators } from './operators.tables.ts';
import { ROLE_PERMISSIONS } from './permissions.ts';

export interface OperatorsDeps {
  db: Database;
  now: () => Date;
  /** Production mode: an operator without TOTP may only set it up. */
  totpMandatory: boolean;
}

/** What the TOTP steps need besides: the box their sealed secret opens with. */
export type OperatorTotpDeps = OperatorsDeps & { secrets: SecretBox };

/** What every secret check and unlock needs besides: the secret guard's counters. */
export type OperatorGuardDeps = OperatorsDeps & { limiter: RateLimiter };

/** The operator behind a live session, as every operator endpoint sees it. */
export interface OperatorCaller {
  sessionId: number;
  operatorId: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  totpEnabled: boolean;
  lastLoginAt: Date | null;
}

/** Who acts, for the audit row: an operator, or the system itself (operatorId null). */
export interface AuditActor {
  merchantId: number;
  operatorId: number | null;
  ip: string | null;
  requestId: string | null;
}

/** What changed on which object. `before` and `after` are public views, never secrets. */
export interface AuditChange {
  action: string;
  objectType: string;
  objectId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export type AuditRecord = AuditActor & AuditChange;

const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_MAX_MS = 12 * 3_600_000;
// Writing last-seen on every request would turn reads into writes; once a minute suffices for a 30-minute idle limit.
const TOUCH_INTERVAL_MS = 60_000;
const OBJECT_OPERATOR = 'operator';

type OperatorRow = typeof operators.$inferSelect;

const sameUsername = (merchantId: number, username: string) =>
  and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`);

function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    status: row.status as OperatorStatus,
    totpEnabled: row.totpEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an operator: never the password hash or the TOTP secret. */
function auditView(row: OperatorRow) {
  return { username: row.username, role: row.role, status: row.status, totpEnabled: row.totpEnabled };
}

export function profileOf(
  deps: Pick<OperatorsDeps, 'totpMandatory'>,
  operator: {
    operatorId: number;
    username: string;
    role: OperatorRole;
    totpEnabled: boolean;
    lastLoginAt: Date | null;
  },
): OperatorMe {
  return {
    id: operator.operatorId,
    username: operator.username,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
    totpEnabled: operator.totpEnabled,
    totpSetupRequired: deps.totpMandatory && !operator.totpEnabled,
    lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
  };
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function recordAudit(
  deps: { db: Database; now: () => Date },
  record: AuditRecord,
): Promise<void> {
  await deps.db.insert(auditLog).values({
    merchantId: record.merchantId,
    operatorId: record.operatorId,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId === null ? null : String(record.objectId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip,
    requestId: record.requestId,
    at: deps.now(),
  });
}

/**
 * Runs a change and writes its audit row in the same transaction, so no change goes unrecorded
 * and no record describes a change that was rolled back. `work` returns `change: null` when it
 * changed nothing (an expected failure), and then nothing is recorded.
 */
export function withAudit<T>(
  deps: { db: Database; now: () => Date },
  actor: AuditActor,
  work: (tx: Database) => Promise<{ value: T; change: AuditChange | null }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const { value, change } = await work(tx);
    if (change) await recordAudit({ db: tx, now: deps.now }, { ...actor, ...change });
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// Accounts

export type CreateOperatorResult = { ok: true; operator: Operator } | { ok: false; code: 'ACCOUNT_TAKEN' };

export async function createOperator(
  deps: OperatorsDeps,
  input: { actor: AuditActor; username: string; password: string; role: OperatorRole },
): Promise<CreateOperatorResult> {
  const passwordHash = await hashPassword(input.password);
  return withAudit<CreateOperatorResult>(deps, input.actor, async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        merchantId: input.actor.merchantId,
        username: input.username,
        passwordHash,
        role: input.role,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { value: { ok: false, code: 'ACCOUNT_TAKEN' }, change: null };
    return {
      value: { ok: true, operator: operatorView(row) },
      change: {
        action: 'operator.create',
        objectType: OBJECT_OPERATOR,
        objectId: row.id,
        after: auditView(row),
      },
    };
  });
}

export async function listOperators(
  deps: OperatorsDeps,
  input: { merchantId: number } & OperatorListQuery,
): Promise<{ list: Operator[]; total: number; totalPages: number }> {
  const where = and(
    eq(operators.merchantId, input.merchantId),
    input.role ? eq(operators.role, input.role) : undefined,
    input.status ? eq(operators.status, input.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(operators)
      .where(where)
      .orderBy(operators.id)
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    deps.db.select({ total: count() }).from(operators).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return { list: rows.map(operatorView), total, totalPages: Math.ceil(total / input.pageSize) };
}

export type UpdateOperatorResult =
  | { ok: true; operator: Operator }
  | { ok: false; code: 'NOT_FOUND' | 'OWN_ACCESS' };

/**
 * Changes another operator's role, status, password or authenticator. Disabling, a new password
 * or a cleared authenticator ends the operator's sessions. Nobody changes their own role or
 * status, so the acting admin always remains one.
 */
export async function updateOperator(
  deps: OperatorGuardDeps,
  input: { actor: AuditActor; operatorId: number; changes: UpdateOperatorInput },
): Promise<UpdateOperatorResult> {
  const { changes } = input;
  if (input.operatorId === input.actor.operatorId && (changes.role || changes.status))
    return { ok: false, code: 'OWN_ACCESS' };
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  const result = await withAudit<UpdateOperatorResult>(deps, input.actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(operators)
      .where(and(eq(operators.id, input.operatorId), eq(operators.merchantId, input.actor.merchantId)))
      .for('update');
    if (!before) return { value: { ok: false, code: 'NOT_FOUND' }, change: null };
    const [after] = await tx
      .update(operators)
      .set({
        role: changes.role,
        status: changes.status,
        passwordHash,
        ...(changes.resetTotp ? { totpSecret: null, totpEnabled: false, totpLastStep: null } : {}),
      })
      .where(eq(operators.id, before.id))
      .returning();
    if (!after) throw new Error('operator row vanished while locked');
    const endsSessions = changes.status === 'disabled' || passwordHash !== undefined || changes.resetTotp;
    if (endsSessions) await revokeOperatorSessions({ db: tx, now: deps.now }, before.id);
    return {
      value: { ok: true, operator: operatorView(after) },
      change: {
        action: 'operator.update',
        objectType: OBJECT_OPERATOR,
        objectId: before.id,
        before: auditView(before),
        after: { ...auditView(after), ...(passwordHash ? { passwordChanged: true } : {}) },
      },
    };
  });
  // An admin unlocking by a new password or re-enabling also clears the name's lock-out.
  if (result.ok && (passwordHash || changes.status === 'active'))
    await clearSecretAttempts(deps.limiter, [
      operatorNameSubject(input.actor.merchantId, result.operator.username),
    ]);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Sessions

export type LoginOperatorResult =
  | { ok: true; token: string; operator: OperatorMe }
  | { ok: false; code: 'INVALID_CREDENTIALS' | 'ACCOUNT_DISABLED' | 'TOTP_REQUIRED' | 'TOTP_INVALID' }
  | { ok: false; code: 'LOCKED'; retryAfterSeconds: number };

/**
 * Password, then the authenticator code when set up, each through the secret guard: the password
 * counted per name as typed and per address, so unknown names and wrong passwords get the same
 * answer after the same work and five failures in a row pause the name for five minutes, known or
 * not; the code counted per operator and per address.
 */
export async function loginOperator(
  deps: OperatorTotpDeps & OperatorGuardDeps,
  input: {
    merchantId: number;
    username: string;
    password: string;
    totpCode?: string;
    ip: string;
    requestId: string;
  },
): Promise<LoginOperatorResult> {
  const now = deps.now();
  const ipSubject = operatorIpSubject(input.merchantId, input.ip);
  const [row] = await deps.db.select().from(operators).where(sameUsername(input.merchantId, input.username));
  const password = await checkSecret(
    deps.limiter,
    [operatorNameSubject(input.merchantId, input.username), ipSubject],
    () => verifyPassword(row?.passwordHash, input.password),
  );
  const actor = row && {
    merchantId: row.merchantId,
    operatorId: row.id,
    ip: input.ip,
    requestId: input.requestId,
  };
  if (!password.ok) return failedLogin(deps, actor, password, 'INVALID_CREDENTIALS');
  // A right password implies the operator exists.
  if (!row || !actor) throw new Error('a password matched no operator');
  if (row.status !== 'active') return { ok: false, code: 'ACCOUNT_DISABLED' };

  // Set by the comparison below; typed so the checker does not take it for always null.
  let totpStep = null as number | null;
  const totpCode = input.totpCode;
  const totpSecret = row.totpSecret;
  if (row.totpEnabled && totpSecret) {
    if (!totpCode) return { ok: false, code: 'TOTP_REQUIRED' };
    const secret = deps.secrets.open(totpSecret, secretContext.operatorTotp(row.id));
    const code = await checkSecret(deps.limiter, [operatorTotpSubject(row.id), ipSubject], async () => {
      totpStep = await verifyTotpStep(secret, totpCode, now, row.totpLastStep);
      return totpStep !== null;
    });
    if (!code.ok) return failedLogin(deps, actor, code, 'TOTP_INVALID');
  }

  const token = randomBytes(32).toString('base64url');
  const signedIn = await withAudit(deps, actor, async (tx) => {
    const [updated] = await tx
      .update(operators)
      .set({
        failedLogins: 0,
        lockedUntil: null,
        lastLoginAt: now,
        totpLastStep: totpStep ?? row.totpLastStep,
      })
      .where(
        and(
          eq(operators.id, row.id),
          // Two logins racing with one code: only the first may use it.
          totpStep === null
            ? undefined
            : or(isNull(operators.totpLastStep), lt(operators.totpLastStep, totpStep)),
        ),
      )
      .returning();
    if (!updated) return { value: null, change: null };
    await tx.insert(operatorSessions).values({
      tokenHash: hashToken(token),
      operatorId: row.id,
      ip: input.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    });
    return {
      value: updated,
      change: { action: 'operator.login', objectType: OBJECT_OPERATOR, objectId: row.id },
    };
  });
  // Another login took this code first: a replay, refused like a wrong code.
  if (!signedIn) return { ok: false, code: 'TOTP_INVALID' };
  return {
    ok: true,
    token,
    operator: profileOf(deps, {
      operatorId: signedIn.id,
      username: signedIn.username,
      role: signedIn.role as OperatorRole,
      totpEnabled: signedIn.totpEnabled,
      lastLoginAt: signedIn.lastLoginAt,
    }),
  };
}

/**
 * A refused or wrong staff login, answered alike for every name: the lock-out once no attempt is
 * left. A wrong answer on a real operator is also written to the audit log.
 */
async function failedLogin(
  deps: OperatorsDeps,
  actor: (AuditActor & { operatorId: number }) | undefined,
  verdict: Exclude<SecretVerdict, { ok: true }>,
  code: 'INVALID_CREDENTIALS' | 'TOTP_INVALID',
): Promise<LoginOperatorResult> {
  const lockedFor = verdict.code === 'RATE_LIMITED' ? verdict.retryAfterSeconds : verdict.lockedForSeconds;
  if (actor && verdict.code === 'WRONG') {
    const lockedUntil = lockedFor === null ? null : new Date(deps.now().getTime() + lockedFor * 1000);
    await recordAudit(deps, {
      ...actor,
      action: lockedUntil ? 'operator.locked' : 'operator.login_failed',
      objectType: OBJECT_OPERATOR,
      objectId: actor.operatorId,
      after: { failedLogins: verdict.attempts[0] ?? null, lockedUntil: lockedUntil?.toISOString() ?? null },
    });
  }
  if (lockedFor !== null) return { ok: false, code: 'LOCKED', retryAfterSeconds: lockedFor };
  return { ok: false, code };
}

/** The caller of a token, or null when it is unknown, expired, revoked, or its operator is disabled. */
export async function authenticateOperator(
  deps: OperatorsDeps,
  token: string,
): Promise<OperatorCaller | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      sessionId: operatorSessions.id,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      merchantId: operators.merchantId,
      username: operators.username,
      role: operators.role,
      totpEnabled: operators.totpEnabled,
      lastLoginAt: operators.lastLoginAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const expiresAt = Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_MAX_MS);
    await deps.db
      .update(operatorSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(expiresAt) })
      .where(eq(operatorSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    operatorId: row.operatorId,
    merchantId: row.merchantId,
    username: row.username,
    role: row.role as OperatorRole,
    totpEnabled: row.totpEnabled,
    lastLoginAt: row.lastLoginAt,
  };
}

export async function logoutOperator(
  deps: OperatorsDeps,
  input: { actor: AuditActor; sessionId: number },
): Promise<void> {
  await withAudit(deps, input.actor, async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: deps.now() })
      .where(and(eq(operatorSessions.id, input.sessionId), isNull(operatorSessions.revokedAt)));
    return {
      value: undefined,
      change: { action: 'operator.logout', objectType: OBJECT_OPERATOR, objectId: input.actor.operatorId },
    };
  });
}

async function revokeOperatorSessions(
  deps: { db: Database; now: () => Date },
  operatorId: number,
): Promise<void> {
  await deps.db
    .update(operatorSessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// Authenticator (TOTP)

export type BeginTotpSetupResult =
  | { ok: true; secret: string; otpauthUrl: string }
  | { ok: false; code: 'ALREADY_SET' };

/** A new pending secret for the caller's authenticator app; it counts once `confirmTotp` accepts a code. */
export async function beginTotpSetup(
  deps: OperatorTotpDeps,
  input: { actor: AuditActor & { operatorId: number }; issuer: string },
): Promise<BeginTotpSetupResult> {
  const secret = newTotpSecret();
  return withAudit<BeginTotpSetupResult>(deps, input.actor, async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ totpSecret: deps.secrets.seal(secret, secretContext.operatorTotp(input.actor.operatorId)) })
      .where(and(eq(operators.id, input.actor.operatorId), eq(operators.totpEnabled, false)))
      .returning();
    if (!row) return { value: { ok: false, code: 'ALREADY_SET' }, change: null };
    return {
      value: { ok: true, secret, otpauthUrl: totpUri(input.issuer, row.username, secret) },
      change: {
        action: 'operator.totp_setup',
        objectType: OBJECT_OPERATOR,
        objectId: row.id,
        after: { totpEnabled: false, totpPending: true },
      },
    };
  });
}

export type ConfirmTotpResult =
  | { ok: true; operator: OperatorMe }
  | { ok: false; code: 'ALREADY_SET' | 'TOTP_NOT_STARTED' | 'TOTP_INVALID' }
  | SecretRefused;

/** Turns the pending secret on once the app shows a matching code. */
export async function confirmTotp(
  deps: OperatorTotpDeps & OperatorGuardDeps,
  input: { actor: AuditActor & { operatorId: number }; code: string },
): Promise<ConfirmTotpResult> {
  const [row] = await deps.db.select().from(operators).where(eq(operators.id, input.actor.operatorId));
  if (!row || row.totpEnabled) return { ok: false, code: 'ALREADY_SET' };
  if (!row.totpSecret) return { ok: false, code: 'TOTP_NOT_STARTED' };
  const secret = deps.secrets.open(row.totpSecret, secretContext.operatorTotp(row.id));
  let step = null as number | null;
  const verdict = await checkSecret(deps.limiter, [operatorTotpSubject(row.id)], async () => {
    step = await verifyTotpStep(secret, input.code, deps.now(), row.totpLastStep);
    return step !== null;
  });
  if (!verdict.ok) return verdict.code === 'RATE_LIMITED' ? verdict : { ok: false, code: 'TOTP_INVALID' };
  return withAudit<ConfirmTotpResult>(deps, input.actor, async (tx) => {
    const [updated] = await tx
      .update(operators)
      .set({ totpEnabled: true, totpLastStep: step })
      // The secret checked must still be the pending one (no setup restarted meanwhile).
      .where(
        and(
          eq(operators.id, row.id),
          eq(operators.totpEnabled, false),
          eq(operators.totpSecret, row.totpSecret ?? ''),
        ),
      )
      .returning();
    if (!updated) return { value: { ok: false, code: 'TOTP_INVALID' }, change: null };
    return {
      value: {
        ok: true,
        operator: profileOf(deps, { ...updated, operatorId: updated.id, role: updated.role as OperatorRole }),
      },
      change: {
        action: 'operator.totp_enable',
        objectType: OBJECT_OPERATOR,
        objectId: row.id,
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Audit log

export async function listAuditLog(
  deps: OperatorsDeps,
  input: { merchantId: number } & AuditLogQuery,
): Promise<{ list: AuditEntry[]; total: number; totalPages: number }> {
  const filters: (SQL | undefined)[] = [
    eq(auditLog.merchantId, input.merchantId),
    input.operatorId ? eq(auditLog.operatorId, input.operatorId) : undefined,
    input.action ? eq(auditLog.action, input.action) : undefined,
    input.objectType ? eq(auditLog.objectType, input.objectType) : undefined,
    input.objectId ? eq(auditLog.objectId, input.objectId) : undefined,
    input.from ? gte(auditLog.at, new Date(input.from)) : undefined,
    input.to ? lt(auditLog.at, new Date(input.to)) : undefined,
  ];
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    deps.db
      .select({ entry: auditLog, operatorUsername: operators.username })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    deps.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map(({ entry, operatorUsername }) => ({
      id: entry.id,
      operatorId: entry.operatorId,
      operatorUsername,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      requestId: entry.requestId,
      at: entry.at.toISOString(),
    })),
    total,
    totalPages: Math.ceil(total / input.pageSize),
  };
}
