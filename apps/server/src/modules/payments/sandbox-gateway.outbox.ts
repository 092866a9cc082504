import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayCallbacks } from './payments.tables.ts';
import { SANDBOX_GATEWAY_HEADERS, type SandboxCallback, signCallback } from './sandbox-gateway.protocol.ts';

/**
 * The sandbox gateway's side of callbacks: each outcome is stored before anyone is told, then
 * sent until our callback endpoint acknowledges it with a 2xx, with exponential backoff between
 * attempts. Rows are claimed by pushing their next attempt past a lease, so two nodes (or a slow
 * attempt and the next poll) never send one concurrently, and no transaction stays open while the
 * HTTP request is in flight (PGlite has one connection, which our own endpoint needs to answer).
 */

export type CallbackSender = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number }>;

export interface GatewayOutboxDeps {
  db: Database;
  now: () => Date;
  secret: string;
  /** Where callbacks go; null while this server is not yet listening. */
  notifyUrl: () => string | null;
  send: CallbackSender;
}

const BATCH = 20;
const LEASE_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10 * 60_000;

/** 1 s, 2 s, 4 s ... capped at 10 minutes: quick while a blip passes, gentle while a site is down. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export const fetchSender: CallbackSender = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  // The body is not needed, but reading it lets the connection be reused.
  await response.arrayBuffer();
  return { status: response.status };
};

/**
 * Records the outcome of an order, once: a second choice for the same order (another tab, a
 * double submit) finds the first and changes nothing, as a real gateway settles an order once.
 */
export async function recordGatewayOutcome(
  deps: Pick<GatewayOutboxDeps, 'db' | 'now'>,
  input: { orderNo: string; amount: number; outcome: SandboxCallback['outcome'] },
): Promise<{ callback: SandboxCallback; created: boolean }> {
  const callback: SandboxCallback = {
    orderNo: input.orderNo,
    gatewayReference: `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
    amount: input.amount,
    outcome: input.outcome,
  };
  const now = deps.now();
  const [row] = await deps.db
    .insert(sandboxGatewayCallbacks)
    .values({
      orderNo: callback.orderNo,
      gatewayReference: callback.gatewayReference,
      body: JSON.stringify(callback),
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: sandboxGatewayCallbacks.orderNo })
    .returning();
  if (row) return { callback, created: true };
  const [first] = await deps.db
    .select({ body: sandboxGatewayCallbacks.body })
    .from(sandboxGatewayCallbacks)
    .where(eq(sandboxGatewayCallbacks.orderNo, input.orderNo));
  if (!first) throw new Error('an order outcome conflicted but is not visible');
  return { callback: JSON.parse(first.body) as SandboxCallback, created: false };
}

/** Sends every callback that is due; answers how many were acknowledged. */
export async function deliverDueCallbacks(deps: GatewayOutboxDeps): Promise<number> {
  const url = deps.notifyUrl();
  if (!url) return 0;
  const now = deps.now();
  const due = deps.db
    .select({ id: sandboxGatewayCallbacks.id })
    .from(sandboxGatewayCallbacks)
    .where(and(isNull(sandboxGatewayCallbacks.deliveredAt), lte(sandboxGatewayCallbacks.nextAttemptAt, now)))
    .orderBy(asc(sandboxGatewayCallbacks.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(sandboxGatewayCallbacks)
    .set({
      attempts: sql`${sandboxGatewayCallbacks.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(sandboxGatewayCallbacks.id, due))
    .returning();
  let acknowledged = 0;
  for (const row of claimed) {
    const timestamp = Math.floor(deps.now().getTime() / 1000);
    const headers = {
      [SANDBOX_GATEWAY_HEADERS.timestamp]: String(timestamp),
      [SANDBOX_GATEWAY_HEADERS.signature]: signCallback(deps.secret, timestamp, row.body),
    };
    let failure: string | null;
    try {
      const { status } = await deps.send(url, row.body, headers);
      failure = status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (error) {
      failure = (error as Error).message.slice(0, 200) || 'request failed';
    }
    const done = deps.now();
    await deps.db
      .update(sandboxGatewayCallbacks)
      .set(
        failure === null
          ? { deliveredAt: done, lastError: null }
          : { lastError: failure, nextAttemptAt: new Date(done.getTime() + retryDelayMs(row.attempts)) },
      )
      .where(eq(sandboxGatewayCallbacks.id, row.id));
    if (failure === null) acknowledged += 1;
  }
  return acknowledged;
}

/**
 * Polls the outbox in the background and on demand (right after a tester's choice). One run at a
 * time; a kick during a run schedules one more, so nothing recorded meanwhile waits a whole poll.
 */
export function startGatewayOutbox(
  deps: GatewayOutboxDeps,
  options: { pollMs: number; onError: (error: unknown) => void },
): { kick(): void; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueCallbacks(deps)
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
