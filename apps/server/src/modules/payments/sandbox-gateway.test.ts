import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deposits, sandboxGatewayCallbacks } from './payments.tables.ts';
import {
  cashOf,
  channelId,
  depositTransfers,
  expectLedgerWhole,
  type Json,
  listen,
  registerMember,
} from './payments-test-helpers.ts';
import {
  deliverDueCallbacks,
  fetchSender,
  recordGatewayOutcome,
  retryDelayMs,
} from './sandbox-gateway.outbox.ts';
import { SANDBOX_GATEWAY_HEADERS, type SandboxCallback, signCallback } from './sandbox-gateway.protocol.ts';

const SECRET = 'sandbox-gateway-test-secret-0123';
let t: TestApp;
let base: string;
let sandbox: number;
let keySerial = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_GATEWAY_SECRET: SECRET } });
  // A real listening server, so the gateway's callback travels over HTTP like a real one.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  sandbox = await channelId(t, 'SANDBOX_PAY');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerWhole(t);
});

async function api(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

async function startDeposit(token: string, amount: number): Promise<{ orderNo: string; payUrl: string }> {
  const created = await api('POST', API_PATHS.deposits, {
    token,
    body: {
      channelId: sandbox,
      amount,
      idempotencyKey: `sbx-${Date.now()}-${++keySerial}`,
      returnPath: '/member?tab=deposit',
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { deposit, action } = created.json.value as {
    deposit: { orderNo: string };
    action: { type: string; url: string };
  };
  expect(action.type).toBe('redirect');
  return { orderNo: deposit.orderNo, payUrl: action.url };
}

/** Opens the hosted page and presses one of its buttons, as the tester's browser would. */
async function payOnGatewayPage(payUrl: string, outcome: 'success' | 'failed'): Promise<Response> {
  const page = await fetch(`${base}${payUrl}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const html = await page.text();
  expect(html).not.toMatch(/<script|style=/i);
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? '';
  const form = new URLSearchParams({ order: field('order'), signature: field('signature'), outcome });
  return fetch(`${base}/dev/sandbox-gateway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

async function statusOf(orderNo: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.orderNo, orderNo));
  return row?.status;
}

async function waitForStatus(orderNo: string, wanted: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await statusOf(orderNo)) === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`deposit ${orderNo} never became ${wanted}; it is ${await statusOf(orderNo)}`);
}

/** A callback as the gateway signs it, optionally signed at another time or with another secret. */
function sendCallback(
  callback: SandboxCallback,
  options: { timestamp?: number; secret?: string; tamper?: (body: string) => string } = {},
) {
  const body = JSON.stringify(callback);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = signCallback(options.secret ?? SECRET, timestamp, body);
  return fetch(`${base}${API_PATHS.paymentCallback}/sandbox-gateway`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_GATEWAY_HEADERS.timestamp]: String(timestamp),
      [SANDBOX_GATEWAY_HEADERS.signature]: signature,
    },
    body: options.tamper ? options.tamper(body) : body,
  });
}

describe('deposit through the sandbox gateway, over real HTTP', () => {
  it('create -> pay page -> success -> signed callback -> credited once, with the notice', async () => {
    const member = await registerMember(t);
    const heard = listen(t, member.memberId);
    const { orderNo, payUrl } = await startDeposit(member.token, 2_500_00);
    expect(payUrl).toMatch(/^\/dev\/sandbox-gateway\/pay\?/);

    const paid = await payOnGatewayPage(payUrl, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/member?tab=deposit');
    await waitForStatus(orderNo, 'credited');

    expect(await cashOf(t, member.memberId)).toBe(2_500_00);
    expect(await depositTransfers(t, orderNo)).toBe(1);
    const mine = await api('GET', `${API_PATHS.deposits}/${orderNo}`, { token: member.token });
    expect(mine.json.value).toMatchObject({
      status: 'credited',
      gatewayReference: expect.stringMatching(/^SBX/),
    });
    expect(heard.filter((e) => e.type === 'notice')).toEqual([
      expect.objectContaining({ notice: 'DEPOSIT_CREDITED', amount: 2_500_00, reference: orderNo }),
    ]);
    const [outbox] = await t.database.db
      .select()
      .from(sandboxGatewayCallbacks)
      .where(eq(sandboxGatewayCallbacks.orderNo, orderNo));
    expect(outbox?.deliveredAt).not.toBeNull();

    // A second press (another tab) finds the order settled: no second callback, no second credit.
    const again = await payOnGatewayPage(payUrl, 'failed');
    expect(again.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(orderNo)).toBe('credited');
    expect(await cashOf(t, member.memberId)).toBe(2_500_00);
  });

  it('a failed payment moves no money and tells the member', async () => {
    const member = await registerMember(t);
    const heard = listen(t, member.memberId);
    const { orderNo, payUrl } = await startDeposit(member.token, 100_00);
    expect((await payOnGatewayPage(payUrl, 'failed')).status).toBe(303);
    await waitForStatus(orderNo, 'failed');
    expect(await cashOf(t, member.memberId)).toBe(0);
    expect(heard).toEqual([
      expect.objectContaining({ type: 'notice', notice: 'DEPOSIT_FAILED', reference: orderNo }),
      // The inbox's notice of it (modules/messages): the badge reads its count again.
      { type: 'message', merchantId: t.merchantId, memberId: member.memberId },
    ]);
  });

  it('the callback replayed 5 times and a failure reordered after it credit exactly once', async () => {
    const member = await registerMember(t);
    const heard = listen(t, member.memberId);
    const { orderNo } = await startDeposit(member.token, 880_00);
    const success: SandboxCallback = {
      orderNo,
      gatewayReference: 'SBX0123456789ABCDEF0123',
      amount: 880_00,
      outcome: 'success',
    };
    const failure: SandboxCallback = { ...success, outcome: 'failed' };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sendCallback(success)),
      sendCallback(failure),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const late = await sendCallback(failure);
    expect(late.status).toBe(200);
    expect(((await late.json()) as Json).value).toEqual({ orderNo, status: 'credited' });
    expect(await statusOf(orderNo)).toBe('credited');
    expect(await cashOf(t, member.memberId)).toBe(880_00);
    expect(await depositTransfers(t, orderNo)).toBe(1);
    expect(heard.filter((e) => e.type === 'notice').map((e) => e.type === 'notice' && e.notice)).toEqual([
      'DEPOSIT_CREDITED',
    ]);
  });

  it('a success that arrives after a failure still credits, once: every order ends the same', async () => {
    const member = await registerMember(t);
    const { orderNo } = await startDeposit(member.token, 420_00);
    const failure: SandboxCallback = {
      orderNo,
      gatewayReference: 'SBXAAAAAAAAAAAAAAAAAAAA',
      amount: 420_00,
      outcome: 'failed',
    };
    expect((await sendCallback(failure)).status).toBe(200);
    expect(await statusOf(orderNo)).toBe('failed');
    for (let i = 0; i < 3; i++)
      expect((await sendCallback({ ...failure, outcome: 'success' })).status).toBe(200);
    expect((await sendCallback(failure)).status).toBe(200);
    expect(await statusOf(orderNo)).toBe('credited');
    expect(await cashOf(t, member.memberId)).toBe(420_00);
    expect(await depositTransfers(t, orderNo)).toBe(1);
  });

  it('refuses a bad signature, a stale or future timestamp, a tampered body or amount; nothing changes', async () => {
    const member = await registerMember(t);
    const { orderNo } = await startDeposit(member.token, 300_00);
    const success: SandboxCallback = {
      orderNo,
      gatewayReference: 'SBXBBBBBBBBBBBBBBBBBBBB',
      amount: 300_00,
      outcome: 'success',
    };
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await sendCallback(success, { secret: 'somebody-else-secret-000' }),
      await sendCallback(success, { timestamp: now - 301 }),
      await sendCallback(success, { timestamp: now + 3600 }),
      await sendCallback(success, { tamper: (body) => body.replace('30000', '3000000') }),
      await fetch(`${base}${API_PATHS.paymentCallback}/sandbox-gateway`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(success),
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    // Correctly signed, but for another amount than the order's: refused as a conflict.
    expect((await sendCallback({ ...success, amount: 3_000_000_00 })).status).toBe(409);
    expect(await statusOf(orderNo)).toBe('pending');
    expect(await depositTransfers(t, orderNo)).toBe(0);
    expect(await cashOf(t, member.memberId)).toBe(0);
    // The manual channel has no callbacks at all.
    const manual = await fetch(`${base}${API_PATHS.paymentCallback}/manual-bank`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(manual.status).toBe(404);
  });

  it('refuses a pay link whose order was altered', async () => {
    const member = await registerMember(t);
    const { payUrl } = await startDeposit(member.token, 100_00);
    const url = new URL(payUrl, base);
    const order = JSON.parse(Buffer.from(url.searchParams.get('order') ?? '', 'base64url').toString());
    url.searchParams.set('order', Buffer.from(JSON.stringify({ ...order, amount: 1 })).toString('base64url'));
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('the gateway’s callback outbox', () => {
  it('keeps retrying with backoff until acknowledged, and survives a restart', async () => {
    const member = await registerMember(t);
    const { orderNo } = await startDeposit(member.token, 640_00);
    // The gateway recorded the payment, then "crashed" before telling us. Its clock runs 200 s
    // ahead (inside the callback tolerance), so the app's own poller, on the real clock, leaves
    // this row to the outboxes of this test.
    const clock = { now: new Date(Date.now() + 200_000) };
    const db = t.database.db;
    await recordGatewayOutcome({ db, now: () => clock.now }, { orderNo, amount: 640_00, outcome: 'success' });
    const down = {
      db,
      now: () => clock.now,
      secret: SECRET,
      notifyUrl: () => 'http://127.0.0.1:1/unreachable',
      send: fetchSender,
    };
    expect(await deliverDueCallbacks(down)).toBe(0);
    const [afterFailure] = await db
      .select()
      .from(sandboxGatewayCallbacks)
      .where(eq(sandboxGatewayCallbacks.orderNo, orderNo));
    expect(afterFailure).toMatchObject({ attempts: 1, deliveredAt: null, lastError: expect.any(String) });
    expect(afterFailure?.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 1_000);
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await deliverDueCallbacks(down)).toBe(0);
    expect(
      (await db.select().from(sandboxGatewayCallbacks).where(eq(sandboxGatewayCallbacks.orderNo, orderNo)))[0]
        ?.attempts,
    ).toBe(1);
    expect(await cashOf(t, member.memberId)).toBe(0);

    // After a restart, a fresh outbox over the same table delivers what is still pending.
    clock.now = new Date(clock.now.getTime() + 50_000);
    const restarted = { ...down, notifyUrl: () => `${base}${API_PATHS.paymentCallback}/sandbox-gateway` };
    expect(await deliverDueCallbacks(restarted)).toBe(1);
    await waitForStatus(orderNo, 'credited');
    expect(await cashOf(t, member.memberId)).toBe(640_00);
    expect(await depositTransfers(t, orderNo)).toBe(1);
  });

  it('backs off 1 s, 2 s, 4 s ... up to 10 minutes', () => {
    expect([1, 2, 3, 4, 20].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 600_000]);
  });
});

describe('configuration', () => {
  it('refuses the sandbox gateway in production', () => {
    const production = {
      NODE_ENV: 'production',
      PAYLOAD_PRIVATE_KEY: 'pem',
      SECRETS_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(() => loadConfig({ ...production, SANDBOX_GATEWAY: 'true' })).toThrow(/SANDBOX_GATEWAY/);
    expect(loadConfig(production).SANDBOX_GATEWAY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SANDBOX_GATEWAY).toBe(true);
  });
});
