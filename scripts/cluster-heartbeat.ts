// The cluster test's heartbeat verdict (scripts/cluster-test.ts): the `heartbeat` job, run every
// JOB_HEARTBEAT_SECONDS cluster-wide, writes one job_heartbeats row per execution in the transaction
// that marks its run done, so a duplicate execution shows as a second row and a lost period as a gap.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { jobHeartbeats, jobRuns } from '../apps/server/src/jobs/jobs.tables.ts';

/** Waits until every heartbeat period that ended by `until` is done (a killed node's lease must run out first). */
export async function waitForHeartbeats(db: Database, until: Date, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, 'heartbeat'));
    const ended = runs.filter((run) => run.periodEnd <= until);
    const caughtUp = runs.some((run) => run.periodEnd >= until);
    if (caughtUp && ended.every((run) => run.status === 'done')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The heartbeat job ran exactly once per period (one job_heartbeats row each, written with the run's
 * completion) and no period is missing from the first to the last one that ended by `until`, which
 * must cover the load from `from`.
 */
export async function checkHeartbeats(db: Database, window: { from: Date; until: Date }, seconds: number) {
  const problems: string[] = [];
  const allRuns = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, 'heartbeat'))
    .orderBy(asc(jobRuns.periodStart));
  const runs = allRuns.filter((run) => run.periodEnd <= window.until);
  const beats = await db
    .select({
      periodKey: jobHeartbeats.periodKey,
      n: sql<number>`count(*)::int`,
      nodes: sql<string>`string_agg(${jobHeartbeats.nodeId}, ',')`,
    })
    .from(jobHeartbeats)
    .groupBy(jobHeartbeats.periodKey);
  const beatsOf = new Map(beats.map((b) => [b.periodKey, b]));
  const byNode = new Map<string, number>();
  for (const beat of beats) {
    if (beat.n !== 1) problems.push(`heartbeat period ${beat.periodKey} ran ${beat.n} times (${beat.nodes})`);
    const run = allRuns.find((r) => r.periodKey === beat.periodKey);
    if (run?.status !== 'done')
      problems.push(
        `heartbeat period ${beat.periodKey} wrote a heartbeat but its run is ${run?.status ?? 'missing'}`,
      );
  }
  for (const [i, run] of runs.entries()) {
    const beat = beatsOf.get(run.periodKey);
    if (run.status !== 'done')
      problems.push(`heartbeat period ${run.periodKey} is ${run.status}: ${run.error ?? ''}`);
    else if (!beat) problems.push(`heartbeat period ${run.periodKey} is done but wrote no heartbeat`);
    else for (const node of beat.nodes.split(',')) byNode.set(node, (byNode.get(node) ?? 0) + 1);
    const previous = runs[i - 1];
    if (previous && run.periodStart.getTime() - previous.periodStart.getTime() !== seconds * 1000)
      problems.push(`heartbeat gap: period ${previous.periodKey} is followed by ${run.periodKey}`);
  }
  const first = runs[0];
  const last = runs.at(-1);
  if (!first || !last) problems.push('the heartbeat job never ran (is JOB_HEARTBEAT_SECONDS implemented?)');
  else {
    if (first.periodStart > window.from)
      problems.push(`the first heartbeat period ${first.periodKey} starts after the load began`);
    if (last.periodEnd.getTime() < window.until.getTime() - seconds * 1000)
      problems.push(`the last heartbeat period ${last.periodKey} ends before the load did`);
  }
  const spread = [...byNode.entries()].map(([node, n]) => `${node} ${n}`).join(', ');
  return { problems, periods: runs.length, first: first?.periodKey, last: last?.periodKey, spread };
}
