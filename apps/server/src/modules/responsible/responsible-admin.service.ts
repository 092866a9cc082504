import type { AdminExclusion, AdminMemberResponsible } from '@platform/contract/responsible';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.ts';
import { findMemberById } from '../accounts/members.service.ts';
import { exclusionInForceAt, exclusionView } from './exclusions.service.ts';
import { type ResponsibleDeps, readOverview } from './responsible.service.ts';
import { responsibleExclusions } from './responsible.tables.ts';

type ExclusionRow = typeof responsibleExclusions.$inferSelect & { memberAccount: string };

function adminView(row: ExclusionRow, now: Date): AdminExclusion {
  const started = row.startsAt.getTime() <= now.getTime();
  return {
    ...exclusionView(row),
    id: row.id,
    memberId: row.memberId,
    memberAccount: row.memberAccount,
    period: row.period,
    inForce: started && (row.endsAt === null || row.endsAt.getTime() > now.getTime()),
  };
}

async function pageOfExclusions(
  deps: ResponsibleDeps,
  where: SQL | undefined,
  paging: { pageNo: number; pageSize: number },
) {
  const [rows, totals] = await Promise.all([
    deps.db
      .select({ exclusion: responsibleExclusions, memberAccount: members.account })
      .from(responsibleExclusions)
      .innerJoin(members, eq(members.id, responsibleExclusions.memberId))
      .where(where)
      .orderBy(desc(responsibleExclusions.id))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize),
    deps.db.select({ total: count() }).from(responsibleExclusions).where(where),
  ]);
  const now = deps.now();
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map((row) => adminView({ ...row.exclusion, memberAccount: row.memberAccount }, now)),
    total,
    totalPages: Math.ceil(total / paging.pageSize),
  };
}

/** Every exclusion of the merchant's players, newest first; only those in force when asked. */
export function listExclusions(
  deps: ResponsibleDeps,
  merchantId: number,
  query: { pageNo: number; pageSize: number; inForce?: 'true' | 'false' },
) {
  const where = and(
    eq(responsibleExclusions.merchantId, merchantId),
    query.inForce === 'true' ? exclusionInForceAt(deps.now()) : undefined,
  );
  return pageOfExclusions(deps, where, query);
}

/** One player's settings and exclusions, or null when the merchant has no such player. */
export async function readMemberResponsible(
  deps: ResponsibleDeps,
  merchantId: number,
  memberId: number,
): Promise<AdminMemberResponsible | null> {
  const member = await findMemberById(deps.db, merchantId, memberId);
  if (!member) return null;
  const [overview, exclusions] = await Promise.all([
    readOverview(deps, { merchantId, memberId }),
    pageOfExclusions(deps, eq(responsibleExclusions.memberId, memberId), { pageNo: 1, pageSize: 50 }),
  ]);
  return { overview, exclusions: exclusions.list };
}
