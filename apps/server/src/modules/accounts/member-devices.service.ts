import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginHistory } from './accounts.tables.ts';

/** Enough to cover a player's phones and browsers; a longer tail is old and shared devices are rare. */
export const RECENT_DEVICES = 20;

/**
 * The device ids a member used (responsible gambling excludes them with the member): the one it
 * registered from and those of its latest successful logins, the most recent first, bounded.
 */
export async function memberDeviceIds(
  db: Pick<Database, 'select'>,
  member: { id: number; registerDeviceId: string | null },
): Promise<string[]> {
  const rows = await db
    .select({ deviceId: loginHistory.deviceId })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.memberId, member.id),
        eq(loginHistory.success, true),
        isNotNull(loginHistory.deviceId),
      ),
    )
    .groupBy(loginHistory.deviceId)
    .orderBy(desc(max(loginHistory.at)))
    .limit(RECENT_DEVICES);
  const ids = [member.registerDeviceId, ...rows.map((row) => row.deviceId)];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
