import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { loginHistory, members } from './accounts.tables.ts';

/*
 * What the risk scan (modules/risk) asks of accounts. Trial accounts (type 4) play free money and
 * are left out.
 */

/** What several accounts can share: the address, or the player site's device id (http/device-id.ts). */
export type SharedKey = 'ip' | 'device';

/** One member's logins or registration from one address or device in the window, folded to one line. */
export interface SharedActivity {
  /** The shared address or device id. */
  key: string;
  memberId: number;
  kind: 'login' | 'registration';
  /** The latest time. */
  at: Date;
  count: number;
  /** The address of the latest login or the registration (the key itself when that is the address). */
  ip: string;
  /** The user agent of the latest login (a registration records none). */
  userAgent: string | null;
}

interface SharedRow {
  shared_key: string;
  member_id: string | number;
  kind: 'login' | 'registration';
  at: string | Date;
  n: string | number;
  ip: string;
  user_agent: string | null;
}

/** The column each key is in, on a login row (h) and on the member's registration (m). */
const KEY_COLUMNS = {
  ip: { login: sql`h.ip`, registration: sql`m.register_ip` },
  device: { login: sql`h.device_id`, registration: sql`m.register_device_id` },
} as const;

/**
 * Successful logins and registrations of the merchant's real members in [from, to) from addresses
 * (or devices) that at least `minAccounts` distinct members used in that window. Rows without the
 * key (no device id sent) are left out. The user agent and the address are evidence, not the key.
 */
export async function sharedActivity(
  db: Database,
  input: { key: SharedKey; merchantId: number; from: Date; to: Date; minAccounts: number },
): Promise<SharedActivity[]> {
  const { merchantId, from, to, minAccounts } = input;
  const column = KEY_COLUMNS[input.key];
  const result = await db.execute(sql`
    with acts as (
      select h.member_id, ${column.login} as shared_key, h.ip, h.user_agent, h.at, 'login' as kind
      from ${loginHistory} h join ${members} m on m.id = h.member_id
      where m.merchant_id = ${merchantId} and m.type <> 4 and h.success
        and h.at >= ${from.toISOString()} and h.at < ${to.toISOString()}
      union all
      select m.id, ${column.registration}, m.register_ip, null, m.created_at, 'registration'
      from ${members} m
      where m.merchant_id = ${merchantId} and m.type <> 4
        and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
    ),
    shared as (
      select shared_key from acts where shared_key is not null
      group by shared_key having count(distinct member_id) >= ${minAccounts}
    )
    select a.shared_key, a.member_id, a.kind, max(a.at) as at, count(*) as n,
      (array_agg(a.ip order by a.at desc))[1] as ip,
      (array_agg(a.user_agent order by a.at desc))[1] as user_agent
    from acts a join shared s on s.shared_key = a.shared_key
    group by a.shared_key, a.member_id, a.kind
    order by a.shared_key, a.member_id, a.kind`);
  return rowsOf<SharedRow>(result).map((row) => ({
    key: row.shared_key,
    memberId: Number(row.member_id),
    kind: row.kind,
    at: new Date(row.at),
    count: Number(row.n),
    ip: row.ip,
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
