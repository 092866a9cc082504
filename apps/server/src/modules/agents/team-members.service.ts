import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { TeamMembers, TeamMembersQuery } from '@platform/contract/agent-centre';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { likePrefix } from '../../db/like-prefix.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { isBelow } from '../accounts/member-tree.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';

/** From the agent down to `parentId`, both included, top first. */
async function pathDown(db: Database, agentId: number, parentId: number) {
  const toParent = alias(memberTree, 'to_parent');
  return db
    .select({ id: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(toParent, eq(toParent.ancestorId, memberTree.descendantId))
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(and(eq(memberTree.ancestorId, agentId), eq(toParent.descendantId, parentId)))
    .orderBy(asc(memberTree.depth));
}

/**
 * Spec §2 team management: one level of the agent's own tree (its direct downline, or the level
 * under a member of its team), or its whole team searched by the start of the account. Each member
 * with its level below the agent, its direct downline count, its cash and its last login. A member
 * outside the caller's tree answers as unknown, so other trees cannot be probed.
 */
export async function teamMembers(
  db: Database,
  caller: Caller,
  query: TeamMembersQuery,
): Promise<TeamMembers> {
  const agentId = caller.memberId;
  const parentId = query.parentId ?? agentId;
  if (parentId !== agentId && !(await isBelow(db, agentId, parentId)))
    throw new AppError('NOT_FOUND', 'No member of your team has this id');
  const where = and(
    eq(memberTree.ancestorId, agentId),
    gt(memberTree.depth, 0),
    ne(members.type, TRIAL_TYPE),
    query.account !== undefined
      ? sql`lower(${members.account}) like ${likePrefix(query.account.toLowerCase())}`
      : eq(members.uplineId, parentId),
  );
  const rows = await db
    .select({
      id: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      level: memberTree.depth,
      downlineCount: sql<number>`(select count(*)::int from members under where under.upline_id = ${members.id})`,
      balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number),
      lastLoginAt: members.lastLoginAt,
      createdAt: members.createdAt,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, 'cash')))
    .where(where)
    .orderBy(asc(members.account), asc(members.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(where);
  const total = counted?.n ?? 0;
  return {
    path: query.account !== undefined ? [] : await pathDown(db, agentId, parentId),
    list: rows.map((row) => ({
      ...row,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
