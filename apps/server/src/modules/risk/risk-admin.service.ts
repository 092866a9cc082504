import type {
  RiskActionInput,
  RiskSignal,
  RiskSignalList,
  RiskSignalListQuery,
} from '@platform/contract/risk-admin';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { closeMember } from '../accounts/members-admin.service.ts';
import { membersOfMerchant } from '../accounts/risk-facts.service.ts';
import type { SessionDeps } from '../accounts/sessions.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { riskMemberControls, riskSignals } from './risk.tables.ts';
import { memberControls } from './risk-controls.service.ts';

export type RiskAdminDeps = Pick<SessionDeps, 'db' | 'now' | 'revocations'>;
type Actor = AuditActor & { operatorId: number };
type SignalRow = typeof riskSignals.$inferSelect;

const OBJECT_TYPE = 'risk_signal';

/** The signals with their members' accounts and what is restricted of each now. */
async function signalViews(db: Database, merchantId: number, rows: SignalRow[]): Promise<RiskSignal[]> {
  const ids = [...new Set(rows.flatMap((row) => row.memberIds))];
  const [accounts, controls] = await Promise.all([
    membersOfMerchant(db, merchantId, ids),
    memberControls(db, merchantId, ids),
  ]);
  const accountOf = new Map(accounts.map((member) => [member.id, member]));
  const controlOf = new Map(controls.map((control) => [control.memberId, control]));
  return rows.map((row) => ({
    id: row.id,
    rule: row.rule,
    subject: row.subject,
    period: row.period,
    status: row.status,
    figures: row.figures,
    members: row.memberIds.map((id) => ({
      id,
      account: accountOf.get(id)?.account ?? String(id),
      status: accountOf.get(id)?.status ?? 'active',
      withdrawalsHeld: controlOf.get(id)?.withdrawalsHeld ?? false,
      bonusesRestricted: controlOf.get(id)?.bonusesRestricted ?? false,
    })),
    facts: row.facts,
    raisedAt: row.raisedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  }));
}

/** The merchant's signals, newest first, by rule and status; paged on the server. */
export async function listRiskSignals(
  db: Database,
  merchantId: number,
  query: RiskSignalListQuery,
): Promise<RiskSignalList> {
  const where = and(
    eq(riskSignals.merchantId, merchantId),
    query.rule ? eq(riskSignals.rule, query.rule) : undefined,
    query.status ? eq(riskSignals.status, query.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(riskSignals)
      .where(where)
      .orderBy(desc(riskSignals.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(riskSignals).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    list: await signalViews(db, merchantId, rows),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** What each action sets of the member's controls; dismiss and close set none. */
const CONTROL_CHANGES = {
  'hold-withdrawals': { withdrawalsHeld: true },
  'release-hold': { withdrawalsHeld: false },
  'restrict-bonuses': { bonusesRestricted: true },
} as const;

/**
 * An operator's decision on a signal, with a reason, audited: dismiss it, or act on one of its
 * members (hold or release withdrawals, restrict bonuses, close the account). Closing goes through
 * the accounts module's close, which ends the member's sessions on every node and audits it too.
 */
export async function actOnRiskSignal(
  deps: RiskAdminDeps,
  actor: Actor,
  signalId: number,
  input: RiskActionInput,
): Promise<RiskSignal> {
  const [signal] = await deps.db
    .select()
    .from(riskSignals)
    .where(and(eq(riskSignals.id, signalId), eq(riskSignals.merchantId, actor.merchantId)));
  if (!signal) throw new AppError('RISK_SIGNAL_NOT_FOUND', 'No such risk signal');
  const memberId = input.memberId;
  if (input.action !== 'dismiss' && (memberId === undefined || !signal.memberIds.includes(memberId)))
    throw new AppError('RISK_MEMBER_NOT_IN_SIGNAL', 'This player is not part of the signal', [
      { field: 'body.memberId', message: 'This player is not part of the signal' },
    ]);
  // The close commits first with its own audit row (and announces the ended sessions); should the
  // signal's update below then fail, the account stays closed and the signal open: the safe side.
  if (input.action === 'close-account' && memberId !== undefined) {
    const closed = await closeMember(deps, { actor, memberId });
    if (!closed.ok) throw new AppError('ACCOUNT_NOT_FOUND', 'No such player of this site');
  }
  const now = deps.now();
  const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
  await withAudit(deps, actor, async (tx) => {
    const controls =
      input.action in CONTROL_CHANGES ? CONTROL_CHANGES[input.action as keyof typeof CONTROL_CHANGES] : null;
    if (controls && memberId !== undefined)
      await tx
        .insert(riskMemberControls)
        .values({ memberId, merchantId: actor.merchantId, ...controls, updatedAt: now })
        .onConflictDoUpdate({ target: riskMemberControls.memberId, set: { ...controls, updatedAt: now } });
    await tx
      .update(riskSignals)
      .set({ status, decidedAt: now, decidedBy: actor.operatorId, decisionNote: input.reason })
      .where(eq(riskSignals.id, signal.id));
    return {
      value: null,
      change: {
        action: `risk.${input.action}`,
        objectType: OBJECT_TYPE,
        objectId: signal.id,
        before: { status: signal.status },
        after: { status, memberId: memberId ?? null, reason: input.reason },
      },
    };
  });
  const [updated] = await deps.db.select().from(riskSignals).where(eq(riskSignals.id, signal.id));
  const [view] = await signalViews(deps.db, actor.merchantId, [updated ?? signal]);
  return view!;
}
