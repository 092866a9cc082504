import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { and, eq, ne, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { exclusionInForceBetween } from '../responsible/exclusions.service.ts';
import { responsibleExclusions } from '../responsible/responsible.tables.ts';
import { platformMessages } from './messages.tables.ts';

/**
 * Who a message reaches, written twice from one rule: once over a message for a known reader (the
 * inbox), once over the players for a draft (the count before sending). A broadcast's audience is
 * the players registered when it was sent; a new target kind adds one branch to each.
 */

export interface Reader {
  memberId: number;
  merchantId: number;
  registeredAt: Date;
}

const iso = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** The member had an exclusion in force at some moment from `from` to `to`. */
const excluded = (memberId: number | SQLWrapper, from: Date | SQLWrapper, to: Date) =>
  sql`exists (select 1 from ${responsibleExclusions} where ${responsibleExclusions.memberId} = ${memberId}
    and ${exclusionInForceBetween(from, to)})`;

/**
 * The messages `reader` may see at `now`: its merchant's, not withdrawn, and aimed at it. Marketing
 * never reaches a player excluded when it was sent or since: the last condition is an exclusion
 * that started by now and had not ended when the promotion went out.
 */
export function visibleTo(reader: Reader, now: Date): SQL {
  const m = platformMessages;
  const registered = iso(reader.registeredAt);
  return sql`${m.merchantId} = ${reader.merchantId} and ${m.withdrawnAt} is null and (
    (${m.targetKind} = 'member' and ${m.memberId} = ${reader.memberId})
    or (${m.createdAt} >= ${registered} and (
      ${m.targetKind} = 'all'
      or (${m.targetKind} = 'registered' and ${registered} >= ${m.registeredFrom} and ${registered} < ${m.registeredTo})
      or (${m.targetKind} = 'agentTree' and exists (
        select 1 from ${memberTree} where ${memberTree.ancestorId} = ${m.memberId}
        and ${memberTree.descendantId} = ${reader.memberId} and ${memberTree.depth} > 0))
    ))
  ) and (${m.kind} <> 'promotion' or not ${excluded(reader.memberId, m.createdAt, now)})`;
}

export type ResolvedTarget =
  | { kind: 'all' }
  | { kind: 'agentTree'; agentId: number }
  | { kind: 'registered'; from: Date; to: Date }
  | { kind: 'member'; memberId: number };

/** The real players of a merchant a draft would reach now (trial players have no inbox). */
export function recipientsOf(
  merchantId: number,
  kind: 'announcement' | 'promotion',
  target: ResolvedTarget,
  now: Date,
): SQL | undefined {
  const aimed = {
    all: () => undefined,
    agentTree: (t: Extract<ResolvedTarget, { kind: 'agentTree' }>) =>
      sql`exists (select 1 from ${memberTree} where ${memberTree.ancestorId} = ${t.agentId}
        and ${memberTree.descendantId} = ${members.id} and ${memberTree.depth} > 0)`,
    registered: (t: Extract<ResolvedTarget, { kind: 'registered' }>) =>
      sql`${members.createdAt} >= ${iso(t.from)} and ${members.createdAt} < ${iso(t.to)}`,
    member: (t: Extract<ResolvedTarget, { kind: 'member' }>) => eq(members.id, t.memberId),
  } as const;
  const condition = (aimed[target.kind] as (t: ResolvedTarget) => SQL | undefined)(target);
  return and(
    eq(members.merchantId, merchantId),
    ne(members.type, TRIAL_TYPE),
    sql`${members.createdAt} <= ${iso(now)}`,
    condition,
    kind === 'promotion' ? not(excluded(members.id, now, now)) : undefined,
  );
}
