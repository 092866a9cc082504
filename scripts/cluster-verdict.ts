// The cluster test's money and socket verdicts (scripts/cluster-test.ts), read from the database after
// the run: every acknowledged call in the ledger once, every socket's cash balances in the ledger's
// order, and the event delivery latencies of the calls it heard.
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { memberBalances } from '../apps/server/src/modules/ledger/ledger.service.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../apps/server/src/modules/ledger/ledger.tables.ts';
import { ClusterMember, type MoneyCall, type SocketLog } from './cluster-client.ts';

/** The last ledger entry and transfer ids: what is above them was posted later. */
export async function ledgerHighWater(db: Database): Promise<{ entry: number; transfer: number }> {
  const [entry] = await db.select({ id: max(ledgerEntries.id) }).from(ledgerEntries);
  const [transfer] = await db.select({ id: max(ledgerTransfers.id) }).from(ledgerTransfers);
  return { entry: entry?.id ?? 0, transfer: transfer?.id ?? 0 };
}

/** A movement of a member's cash, with the call that asked for it (if any did). */
interface CashEntry {
  id: number;
  balance: number;
  call: MoneyCall | undefined;
}

/** Each member's cash entries above `afterEntry`, in entry-id order, matched to the member's calls. */
export async function cashEntriesOf(
  db: Database,
  members: ClusterMember[],
  afterEntry: number,
): Promise<Map<number, CashEntry[]>> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      memberId: ledgerAccounts.memberId,
      balance: ledgerEntries.balanceAfter,
      key: ledgerTransfers.idempotencyKey,
      reference: ledgerTransfers.reference,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        inArray(
          ledgerAccounts.memberId,
          members.map((m) => m.memberId),
        ),
        eq(ledgerAccounts.kind, 'cash'),
        gt(ledgerEntries.id, afterEntry),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const byMember = new Map<number, CashEntry[]>(members.map((m) => [m.memberId, []]));
  for (const member of members) {
    const calls = new Map(member.calls.map((call) => [call.key, call]));
    for (const row of rows.filter((r) => r.memberId === member.memberId))
      byMember.get(member.memberId)!.push({
        id: row.id,
        balance: row.balance ?? Number.NaN,
        call: calls.get(row.key) ?? calls.get(`ref:${row.reference}`),
      });
  }
  return byMember;
}

/**
 * Every acknowledged call is in the ledger once (by its idempotency key, or its order number for
 * withdrawals and deposits), no cash moved that no call asked for, and every balance is what the
 * answers added up to.
 */
export async function checkExactlyOnce(
  db: Database,
  members: ClusterMember[],
  entries: Map<number, CashEntry[]>,
  afterTransfer: number,
): Promise<{ problems: string[]; calls: number }> {
  const problems: string[] = [];
  const transfers = await db
    .select({
      key: ledgerTransfers.idempotencyKey,
      kind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
    })
    .from(ledgerTransfers)
    .where(gt(ledgerTransfers.id, afterTransfer));
  const count = new Map<string, number>();
  const bump = (key: string) => count.set(key, (count.get(key) ?? 0) + 1);
  for (const t of transfers) {
    bump(t.key);
    if (t.kind === 'withdrawal_request' || t.kind === 'deposit') bump(`ref:${t.reference}`);
  }
  let calls = 0;
  for (const member of members) {
    for (const call of member.calls) {
      calls += 1;
      const n = count.get(call.key) ?? 0;
      if (n !== 1)
        problems.push(`${member.account}: acknowledged ${call.kind} ${call.key} is in the ledger ${n} times`);
    }
    const stray = entries.get(member.memberId)!.filter((entry) => !entry.call);
    if (stray.length)
      problems.push(
        `${member.account}: ${stray.length} cash movements no call asked for (entries ${stray.map((e) => e.id).join(', ')})`,
      );
    const cash = (await memberBalances(db, member.memberId)).cash ?? 0;
    if (cash !== member.cash)
      problems.push(`${member.account}: balance ${cash}, the answers add up to ${member.cash}`);
    problems.push(...member.problems);
  }
  return { problems, calls };
}

interface Delivery {
  call: MoneyCall;
  /** The socket was on the node that answered the call. */
  sameNode: boolean;
  ms: number;
}

/**
 * Follows a socket's cash balances along the ledger's from index `from`: each heard balance must be
 * the next entry's, except that an entry in doubt (committed by the killed node as it died, so
 * maybe never announced) may be missing. Answers the matched pairs, or where they part.
 */
function follow(heard: { balance: number; at: number }[], ledger: CashEntry[], from: number) {
  const pairs: [number, number][] = [];
  let i = from;
  let j = 0;
  const skipped: number[] = [];
  while (j < heard.length && i < ledger.length) {
    if (heard[j]!.balance === ledger[i]!.balance) pairs.push([j++, i++]);
    else if (ledger[i]!.call?.inDoubt) skipped.push(ledger[i++]!.id);
    else break;
  }
  const owedLeft = ledger.slice(i).filter((entry) => !entry.call?.inDoubt).length;
  return { pairs, skipped, heardLeft: heard.length - j, owedLeft, at: { heard: j, ledger: i } };
}

/**
 * A socket heard, in order, every cash balance owed to it. A socket of the killed node (closed by
 * the kill) must have heard a prefix of them; a socket opened after the restart may have missed
 * those committed while it authenticated, and nothing after.
 */
function checkSocket(
  member: ClusterMember,
  log: SocketLog,
  ledger: CashEntry[],
  nodeName: string,
  killedEarly: boolean,
): { problem: string | null; deliveries: Delivery[]; heard: number[]; skipped: number[] } {
  const heard = ClusterMember.cashEvents(log);
  const candidates = ledger.filter((e) => e.id > log.maybeBeforeEntry);
  const owedFrom = candidates.findIndex((e) => e.id > log.owedAfterEntry);
  const lastStart = owedFrom === -1 ? candidates.length : owedFrom;
  let best: ReturnType<typeof follow> | null = null;
  for (let from = 0; from <= lastStart; from++) {
    const tried = follow(heard, candidates, from);
    const whole = tried.heardLeft === 0 && (killedEarly || tried.owedLeft === 0);
    if (whole) {
      best = tried;
      break;
    }
    if (!best || tried.pairs.length > best.pairs.length) best = tried;
  }
  const result = best!;
  const deliveries: Delivery[] = [];
  for (const [j, i] of result.pairs) {
    const call = candidates[i]!.call;
    if (!call || call.inDoubt || call.attempts !== 1 || call.servedBy === null) continue;
    deliveries.push({ call, sameNode: call.servedBy === log.node, ms: heard[j]!.at - call.sentAt });
  }
  const matched = { heard: result.pairs.map(([, i]) => candidates[i]!.id), skipped: result.skipped };
  if (result.heardLeft === 0 && (killedEarly || result.owedLeft === 0))
    return { problem: null, deliveries, ...matched };
  const where = `${member.account} on ${nodeName} (${log.epoch})`;
  const { heard: j, ledger: i } = result.at;
  const heardNext = heard
    .slice(j, j + 3)
    .map((h) => h.balance)
    .join(', ');
  const owedNext = candidates
    .slice(i, i + 3)
    .map((e) => `${e.balance} (${e.call?.kind ?? 'no call'}${e.call?.inDoubt ? ', in doubt' : ''})`)
    .join(', ');
  return {
    problem: `${where}: heard ${heard.length} cash balances, ${candidates.length - (owedFrom === -1 ? candidates.length : owedFrom)} owed; after ${result.pairs.length} in order it heard [${heardNext || 'nothing'}] where the ledger says [${owedNext || 'nothing'}]`,
    deliveries,
    ...matched,
  };
}

/**
 * Every socket's verdict, and the delivery latencies of the calls whose events it heard in order. A
 * socket may close early only on the killed node, before the restart; the others stay to `closingAt`.
 */
export function checkSockets(
  members: ClusterMember[],
  entries: Map<number, CashEntry[]>,
  run: { nodeName: (node: number) => string; killedNode: number | null; closingAt: number },
) {
  const problems: string[] = [];
  const same: number[] = [];
  const other: number[] = [];
  const all: Delivery[] = [];
  let inOrder = 0;
  let unannounced = 0;
  for (const member of members) {
    const heardSomewhere = new Set<number>();
    const skipped: { entry: number; nodeName: string }[] = [];
    for (const log of member.sockets) {
      const killedEarly = log.node === run.killedNode && log.epoch === 'start';
      const nodeName = run.nodeName(log.node);
      if (!killedEarly && log.closedAt !== null && log.closedAt < run.closingAt)
        problems.push(`${member.account}: the socket on ${nodeName} (${log.epoch}) closed during the run`);
      const verdict = checkSocket(member, log, entries.get(member.memberId)!, nodeName, killedEarly);
      if (verdict.problem) problems.push(verdict.problem);
      else inOrder += 1;
      // The killed node may have heard its own last events without relaying them: it is no witness.
      if (!killedEarly) {
        for (const id of verdict.heard) heardSomewhere.add(id);
        skipped.push(...verdict.skipped.map((entry) => ({ entry, nodeName })));
      }
      for (const delivery of verdict.deliveries) (delivery.sameNode ? same : other).push(delivery.ms);
      all.push(...verdict.deliveries);
    }
    // Never announced is the only excuse: an event one live node heard must have reached them all.
    for (const miss of skipped) {
      if (heardSomewhere.has(miss.entry))
        problems.push(
          `${member.account}: the event of ledger entry ${miss.entry} reached some nodes but not ${miss.nodeName}`,
        );
      else unannounced += 1;
    }
  }
  const sockets = members.reduce((n, m) => n + m.sockets.length, 0);
  return {
    problems,
    sockets,
    inOrder,
    unannounced,
    same: same.sort((a, b) => a - b),
    other: other.sort((a, b) => a - b),
    hops: relayHops(all),
  };
}

/** What crossing nodes adds: per call, each other node's receipt minus the serving node's, ascending. */
function relayHops(deliveries: Delivery[]): number[] {
  const served = new Map<MoneyCall, number>();
  for (const d of deliveries) if (d.sameNode) served.set(d.call, d.ms);
  const hops: number[] = [];
  for (const d of deliveries) {
    const own = served.get(d.call);
    if (!d.sameNode && own !== undefined) hops.push(d.ms - own);
  }
  return hops.sort((a, b) => a - b);
}
