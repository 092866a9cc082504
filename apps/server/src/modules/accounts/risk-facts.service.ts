import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { loginHistory, members } from './accounts.tables.ts';

/*
 * What the risk scan (modules/risk) asks of accounts. Trial accounts (type 4) play free money and
 * are left out.
 */

/** One member's logins or registration from one address in the window, folded to one line. */
export interface AddressActivity {
  ip: string;
  memberId: number;
  kind: 'login' | 'registration';
  /** The latest time. */
  at: Date;
  count: number;
  /** The user agent of the latest login (a registration records none). */
  userAgent: string | null;
}

interface AddressRow {
  ip: string;
  member_id: string | number;
  kind: 'login' | 'registration';
  at: string | Date;
  n: string | number;
  user_agent: string | null;
}

/**
 * Successful logins and registrations of the merchant's real members in [from, to) from addresses
 * that at least `minAccounts` distinct members used in that window. No device id is recorded: the
 * address is the key and the user agent is evidence.
 */
export async function sharedAddressActivity(
  db: Database,
  input: { merchantId: number; from: Date; to: Date; minAccounts: number },
): Promise<AddressActivity[]> {
  const { merchantId, from, to, minAccounts } = input;
  const result = await db.execute(sql`
    with acts as (
      select h.member_id, h.ip, h.user_agent, h.at, 'login' as kind
      from ${loginHistory} h join ${members} m on m.id = h.member_id
      where m.merchant_id = ${merchantId} and m.type <> 4 and h.success
        and h.at >= ${from.toISOString()} and h.at < ${to.toISOString()}
      union all
      select m.id, m.register_ip, null, m.created_at, 'registration'
      from ${members} m
      where m.merchant_id = ${merchantId} and m.type <> 4
        and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
    ),
    shared as (
      select ip from acts group by ip having count(distinct member_id) >= ${minAccounts}
    )
    select a.ip, a.member_id, a.kind, max(a.at) as at, count(*) as n,
      (array_agg(a.user_agent order by a.at desc))[1] as user_agent
    from acts a join shared s on s.ip = a.ip
    group by a.ip, a.member_id, a.kind
    order by a.ip, a.member_id, a.kind`);
  return rowsOf<AddressRow>(result).map((row) => ({
    ip: row.ip,
    memberId: Number(row.member_id),
    kind: row.kind,
    at: new Date(row.at),
    count: Number(row.n),
    userAgent: row.user_agent,
  }));
}

/** The account name and status of these members of the merchant (the risk queue's member list). */
export function membersOfMerchant(db: Database, merchantId: number, memberIds: number[]) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .select({ id: members.id, account: members.account, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, memberIds)));
}
