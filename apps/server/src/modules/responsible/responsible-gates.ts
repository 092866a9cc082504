import type {
  ExclusionKind,
  ExclusionView,
  LimitKind,
  LimitRefusal,
  LimitWindow,
} from '@platform/contract/responsible';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { vendorPlaySince } from '../bets/member-play.ts';
import { vendorTransfersSince } from '../wallet/vendor-transfer-play.ts';
import { endingLastFirst, exclusionInForceAt, exclusionRefusal } from './exclusions.service.ts';
import { responsibleExclusions, responsibleLimits } from './responsible.tables.ts';
import { settingInForce, windowStart } from './responsible-rules.ts';

/*
 * The gates every money movement a player starts passes, inside its own transaction: an exclusion
 * in force refuses it; a limit refuses what would pass it. Members with a limit of the kind are
 * serialised by an advisory lock, so concurrent deposits or bets are summed one after another and
 * together never pass it; everyone else pays one round trip (gateState) and no lock.
 */

type Executor = Pick<Database, 'select' | 'execute'>;

export type GateRefusal =
  | ReturnType<typeof exclusionRefusal>
  | { ok: false; code: 'LIMIT_REACHED'; value: LimitRefusal };

/** What the member used in a window: the caller knows where its kind of movement is recorded. */
export type UsedSince = (since: Date) => Promise<number>;

interface GateRow {
  exclusion_kind: ExclusionKind | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  kind: LimitKind | null;
  window: LimitWindow | null;
  amount: string | number | null;
  pending_amount: string | number | null;
  pending_from: Date | string | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));
const numberOf = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * In one round trip (it runs on every bet): the member's exclusion in force, if any, and their
 * limits of some kinds in force now.
 */
export async function gateState(db: Executor, memberId: number, kinds: LimitKind[], now: Date) {
  const rows = rowsOf<GateRow>(
    await db.execute(sql`
      select e.kind as exclusion_kind, e.starts_at, e.ends_at,
             l.kind, l."window", l.amount, l.pending_amount, l.pending_from
      from (select 1) as one
      left join lateral (
        select ${responsibleExclusions.kind}, ${responsibleExclusions.startsAt}, ${responsibleExclusions.endsAt}
        from ${responsibleExclusions}
        where ${responsibleExclusions.memberId} = ${memberId} and ${exclusionInForceAt(now)}
        order by ${endingLastFirst} limit 1
      ) e on true
      left join ${responsibleLimits} l
        on l.member_id = ${memberId} and l.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`),
  );
  const first = rows[0];
  const exclusion: ExclusionView | null = first?.exclusion_kind
    ? {
        kind: first.exclusion_kind,
        startsAt: new Date(first.starts_at as Date | string).toISOString(),
        endsAt: dateOf(first.ends_at)?.toISOString() ?? null,
      }
    : null;
  const limits = rows.flatMap((row) => {
    if (!row.kind || !row.window) return [];
    const pendingFrom = dateOf(row.pending_from);
    const amount = settingInForce(
      {
        current: numberOf(row.amount),
        pending: pendingFrom ? { value: numberOf(row.pending_amount), from: pendingFrom } : null,
      },
      now,
    );
    return amount === null ? [] : [{ kind: row.kind, window: row.window, amount }];
  });
  return { exclusion, limits };
}

/** One lock per member for every limited movement: deposits and bets of a member queue here. */
export async function lockMemberLimits(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limits:${memberId}`}, 0))`);
}

/**
 * The first limit `amount` more would pass, given what each window already used; null when all
 * hold. `usedBy(kind, window)` is asked once per limit.
 */
async function firstPassedLimit(
  limits: { kind: LimitKind; window: LimitWindow; amount: number }[],
  amount: number,
  usedBy: (kind: LimitKind, window: LimitWindow) => Promise<number>,
): Promise<LimitRefusal | null> {
  for (const limit of limits) {
    const used = await usedBy(limit.kind, limit.window);
    if (used + amount > limit.amount)
      return {
        kind: limit.kind,
        window: limit.window,
        limit: limit.amount,
        remaining: Math.max(0, limit.amount - used),
      };
  }
  return null;
}

/** Call inside the deposit's transaction, before it is recorded. */
export async function refuseDeposit(
  tx: Executor,
  input: { memberId: number; amount: number; now: Date; depositedSince: UsedSince },
): Promise<GateRefusal | null> {
  const { exclusion, limits } = await gateState(tx, input.memberId, ['deposit'], input.now);
  if (exclusion) return exclusionRefusal(exclusion);
  if (!limits.length) return null;
  await lockMemberLimits(tx, input.memberId);
  const passed = await firstPassedLimit(limits, input.amount, (_kind, window) =>
    input.depositedSince(windowStart(input.now, window)),
  );
  return passed ? { ok: false, code: 'LIMIT_REACHED', value: passed } : null;
}

/**
 * What a member staked and lost (stakes less returns) on every game since a time: the rounds the
 * platform records (seamless vendors' and in-house), plus, for transfer-mode vendors whose rounds it
 * never sees, the money moved into their wallets as stakes and what came back as returns.
 */
export async function playSince(db: Executor, memberId: number, since: Date) {
  const play = await vendorPlaySince(db, memberId, since);
  const moved = await vendorTransfersSince(db, memberId, since);
  const staked = play.staked + moved.movedIn;
  return { staked, lost: staked - play.returned - moved.movedOut };
}

/**
 * Call inside the transaction that moves money to a transfer-mode vendor's wallet: the move is
 * gated as a bet of its amount (the most the member can stake and lose with it where the platform
 * cannot see), so the wager and loss limits hold for those vendors too.
 */
export function refuseVendorTransferIn(
  tx: Executor,
  input: { memberId: number; amount: number; now: Date },
): Promise<GateRefusal | null> {
  return refuseBet(tx, { memberId: input.memberId, stake: input.amount, now: input.now });
}

/**
 * Call inside the bet's transaction, before its stake is recorded: a bet counts its whole stake
 * against the wager limit and, as the most it can lose, against the loss limit.
 */
export async function refuseBet(
  tx: Executor,
  input: { memberId: number; stake: number; now: Date },
): Promise<GateRefusal | null> {
  const { exclusion, limits } = await gateState(tx, input.memberId, ['wager', 'loss'], input.now);
  if (exclusion) return exclusionRefusal(exclusion);
  // A bet of nothing (a free round, on the house) passes every limit, even one already used up.
  if (input.stake === 0 || !limits.length) return null;
  await lockMemberLimits(tx, input.memberId);
  const byWindow = new Map<LimitWindow, Promise<{ staked: number; lost: number }>>();
  const passed = await firstPassedLimit(limits, input.stake, (kind, window) => {
    let play = byWindow.get(window);
    if (!play) {
      play = playSince(tx, input.memberId, windowStart(input.now, window));
      byWindow.set(window, play);
    }
    return play.then((used) => (kind === 'wager' ? used.staked : used.lost));
  });
  return passed ? { ok: false, code: 'LIMIT_REACHED', value: passed } : null;
}
