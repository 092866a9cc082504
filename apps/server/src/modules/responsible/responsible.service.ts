import {
  LIMIT_KINDS,
  LIMIT_WINDOWS,
  type LimitKind,
  type LimitView,
  type LimitWindow,
  type PlaySession,
  type ResponsibleOverview,
  type SetLimit,
} from '@platform/contract/responsible';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { responsibleLimits, responsibleProfiles } from './responsible.tables.ts';
import { playSince } from './responsible-gates.ts';
import {
  changeSetting,
  nextRealityCheck,
  type StoredSetting,
  settingInForce,
  windowStart,
} from './responsible-rules.ts';

export interface ResponsibleDeps {
  db: Database;
  now: () => Date;
  /** What the member deposited since a time (the payments module's records). */
  depositedSince: (memberId: number, since: Date) => Promise<number>;
}

interface Member {
  merchantId: number;
  memberId: number;
}

/** Help for anyone worried about their play: shown on the player's page, in every language. */
const HELP_ORGANISATIONS = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', url: 'https://gamblersanonymous.org' },
];

const pendingOf = (value: number | null, from: Date | null) => (from ? { value, from } : null);

async function readProfile(db: Pick<Database, 'select'>, memberId: number) {
  const [profile] = await db
    .select()
    .from(responsibleProfiles)
    .where(eq(responsibleProfiles.memberId, memberId));
  return profile;
}

function sessionSetting(profile: Awaited<ReturnType<typeof readProfile>>): StoredSetting {
  return {
    current: profile?.sessionMinutes ?? null,
    pending: pendingOf(profile?.sessionPendingMinutes ?? null, profile?.sessionPendingFrom ?? null),
  };
}

/** What the member used of each kind of limit over a window. */
async function usedIn(deps: ResponsibleDeps, memberId: number, window: LimitWindow, now: Date) {
  const since = windowStart(now, window);
  const [play, deposited] = await Promise.all([
    playSince(deps.db, memberId, since),
    deps.depositedSince(memberId, since),
  ]);
  return { deposit: deposited, wager: play.staked, loss: play.lost } satisfies Record<LimitKind, number>;
}

/** The player's page: every limit (set or not) with its use and what is pending, and the other settings. */
export async function readOverview(deps: ResponsibleDeps, member: Member): Promise<ResponsibleOverview> {
  const now = deps.now();
  const [rows, profile] = await Promise.all([
    deps.db.select().from(responsibleLimits).where(eq(responsibleLimits.memberId, member.memberId)),
    readProfile(deps.db, member.memberId),
  ]);
  const limits: LimitView[] = [];
  for (const window of LIMIT_WINDOWS) {
    const used = await usedIn(deps, member.memberId, window, now);
    for (const kind of LIMIT_KINDS) {
      const row = rows.find((r) => r.kind === kind && r.window === window);
      const stored = {
        current: row?.amount ?? null,
        pending: pendingOf(row?.pendingAmount ?? null, row?.pendingFrom ?? null),
      };
      const amount = settingInForce(stored, now);
      const due = stored.pending && stored.pending.from > now ? stored.pending : null;
      limits.push({
        kind,
        window,
        amount,
        used: used[kind],
        remaining: amount === null ? null : Math.max(0, amount - used[kind]),
        pending: due ? { amount: due.value, from: due.from.toISOString() } : null,
      });
    }
  }
  const session = sessionSetting(profile);
  const sessionPending = session.pending && session.pending.from > now ? session.pending : null;
  return {
    limits,
    sessionLimit: {
      minutes: settingInForce(session, now),
      pending: sessionPending
        ? { minutes: sessionPending.value, from: sessionPending.from.toISOString() }
        : null,
    },
    realityCheckMinutes: profile?.realityCheckMinutes ?? null,
    helpOrganisations: HELP_ORGANISATIONS,
  };
}

/** Sets, raises, lowers or removes one limit: lower at once, higher or removed after the cooling-off time. */
export async function setLimit(deps: ResponsibleDeps, member: Member, change: SetLimit): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const key = [
      eq(responsibleLimits.memberId, member.memberId),
      eq(responsibleLimits.kind, change.kind),
      eq(responsibleLimits.window, change.window),
    ] as const;
    const [row] = await tx
      .select()
      .from(responsibleLimits)
      .where(and(...key))
      .for('update');
    const next = changeSetting(
      {
        current: row?.amount ?? null,
        pending: pendingOf(row?.pendingAmount ?? null, row?.pendingFrom ?? null),
      },
      change.amount,
      now,
    );
    const values = {
      amount: next.current,
      pendingAmount: next.pending?.value ?? null,
      pendingFrom: next.pending?.from ?? null,
      updatedAt: now,
    };
    await tx
      .insert(responsibleLimits)
      .values({
        merchantId: member.merchantId,
        memberId: member.memberId,
        kind: change.kind,
        window: change.window,
        ...values,
      })
      .onConflictDoUpdate({
        target: [responsibleLimits.memberId, responsibleLimits.kind, responsibleLimits.window],
        set: values,
      });
  });
}

/** Sets the session time limit by the same rule as limits: shorter at once, longer or removed later. */
export async function setSessionLimit(
  deps: ResponsibleDeps,
  member: Member,
  minutes: number | null,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.memberId, member.memberId))
      .for('update');
    const next = changeSetting(sessionSetting(profile), minutes, now);
    const values = {
      sessionMinutes: next.current,
      sessionPendingMinutes: next.pending?.value ?? null,
      sessionPendingFrom: next.pending?.from ?? null,
      updatedAt: now,
    };
    await tx
      .insert(responsibleProfiles)
      .values({ memberId: member.memberId, merchantId: member.merchantId, ...values })
      .onConflictDoUpdate({ target: responsibleProfiles.memberId, set: values });
  });
}

/** Reality checks are a reminder, not a limit: the player turns them on, off or changes them at once. */
export async function setRealityCheck(
  deps: ResponsibleDeps,
  member: Member,
  minutes: number | null,
): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(responsibleProfiles)
    .values({
      memberId: member.memberId,
      merchantId: member.merchantId,
      realityCheckMinutes: minutes,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: responsibleProfiles.memberId,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    });
}

/** When a session starting now must end under the member's session time limit; null without one. */
export async function sessionEndFor(
  db: Pick<Database, 'select'>,
  memberId: number,
  now: Date,
): Promise<Date | null> {
  const minutes = settingInForce(sessionSetting(await readProfile(db, memberId)), now);
  return minutes === null ? null : new Date(now.getTime() + minutes * 60_000);
}

/** The reality check's figures: time played, what was staked and the net result since the session began. */
export async function readPlaySession(
  deps: ResponsibleDeps,
  session: { memberId: number; startedAt: Date; endsAt: Date | null },
): Promise<PlaySession> {
  const now = deps.now();
  const [profile, play] = await Promise.all([
    readProfile(deps.db, session.memberId),
    playSince(deps.db, session.memberId, session.startedAt),
  ]);
  const minutes = profile?.realityCheckMinutes ?? null;
  return {
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt?.toISOString() ?? null,
    realityCheckMinutes: minutes,
    nextCheckAt: minutes ? nextRealityCheck(session.startedAt, minutes, now).toISOString() : null,
    staked: play.staked,
    net: -play.lost,
    serverTime: now.toISOString(),
  };
}
