import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { deposits } from './payments.tables.ts';
import {
  cashOf,
  channelId,
  depositCount,
  depositTransfers,
  expectLedgerWhole,
  type Json,
  listen,
  operatorToken,
  registerMember,
} from './payments-test-helpers.ts';

let t: TestApp;
let bank: number;
let sandbox: number;
let finance: string;
let keySerial = 0;

beforeAll(async () => {
  t = await createTestApp();
  bank = await channelId(t, 'BANK_TRANSFER');
  sandbox = await channelId(t, 'SANDBOX_PAY');
  finance = await operatorToken(t, 'fin01');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerWhole(t);
});

const newKey = () => `key-${Date.now()}-${++keySerial}`;

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Json }> {
  const response = await t.app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, json: response.json() as Json };
}

async function manualDeposit(token: string, amount = 500_00) {
  const created = await call('POST', API_PATHS.deposits, {
    token,
    body: { channelId: bank, amount, idempotencyKey: newKey(), memberReference: 'TRX-778899' },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const deposit = created.json.value?.deposit as { orderNo: string };
  // The operator API addresses deposits by id; the member only ever sees the order number.
  const [row] = await t.database.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.orderNo, deposit.orderNo));
  return { orderNo: deposit.orderNo, id: row?.id ?? 0 };
}

describe('deposit channels', () => {
  it('lists the operator’s channels with their limits, and needs a login', async () => {
    const member = await registerMember(t);
    const answer = await call('GET', API_PATHS.depositChannels, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.json.value?.list).toEqual([
      expect.objectContaining({
        code: 'BANK_TRANSFER',
        kind: 'manual-bank',
        minAmount: 100_00,
        requiresReference: true,
      }),
      expect.objectContaining({ code: 'SANDBOX_PAY', kind: 'sandbox-gateway', maxAmount: 1_000_000_00 }),
    ]);
    expect((await call('GET', API_PATHS.depositChannels)).status).toBe(401);
  });
});

describe('creating a deposit', () => {
  it('answers bank instructions, and the same key answers the first deposit again', async () => {
    const member = await registerMember(t);
    const body = { channelId: bank, amount: 1_234_56, idempotencyKey: newKey(), memberReference: 'REF 42' };
    const first = await call('POST', API_PATHS.deposits, { token: member.token, body });
    expect(first.status).toBe(201);
    expect(first.json.value?.action).toEqual({
      type: 'instructions',
      bankName: 'Nova Demo Bank',
      accountName: 'Nova Play Ltd',
      accountNumber: '0012-3456-7890',
      memberReference: 'REF 42',
    });
    expect(first.json.value?.deposit).toMatchObject({
      amount: 1_234_56,
      status: 'pending',
      channelKind: 'manual-bank',
    });
    const before = await depositCount(t);
    const again = await call('POST', API_PATHS.deposits, { token: member.token, body });
    expect(again.json).toEqual(first.json);
    const changed = await call('POST', API_PATHS.deposits, {
      token: member.token,
      body: { ...body, amount: 999_00 },
    });
    expect(changed.status).toBe(409);
    expect(await depositCount(t)).toBe(before);
    expect(await cashOf(t, member.memberId)).toBe(0);
  });

  it('refuses amounts outside the limits, negative, fractional or missing, with field errors and nothing written', async () => {
    const member = await registerMember(t);
    const before = await depositCount(t);
    const valid = { channelId: bank, amount: 500_00, idempotencyKey: newKey(), memberReference: 'X1' };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99_99 }, 'body.amount'],
      [{ amount: 5_000_000_01 }, 'body.amount'],
      [{ channelId: sandbox, amount: 9_99, memberReference: undefined }, 'body.amount'],
      [{ amount: -500_00 }, 'body.amount'],
      [{ amount: 0 }, 'body.amount'],
      [{ amount: 500.5 }, 'body.amount'],
      [{ amount: '50000' }, 'body.amount'],
      [{ amount: undefined }, 'body.amount'],
      [{ channelId: undefined }, 'body.channelId'],
      [{ channelId: 999_999 }, 'body.channelId'],
      [{ idempotencyKey: undefined }, 'body.idempotencyKey'],
      [{ idempotencyKey: 'short' }, 'body.idempotencyKey'],
      [{ memberReference: undefined }, 'body.memberReference'],
      [{ returnPath: '//evil.example/' }, 'body.returnPath'],
    ];
    for (const [override, field] of cases) {
      const body = { ...valid, idempotencyKey: newKey(), ...override };
      const answer = await call('POST', API_PATHS.deposits, { token: member.token, body });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_ERROR');
      expect(
        answer.json.fields?.map((f) => f.field),
        JSON.stringify(override),
      ).toContain(field);
    }
    const range = await call('POST', API_PATHS.deposits, {
      token: member.token,
      body: { ...valid, amount: 50 },
    });
    expect(range.json.fields).toContainEqual(
      expect.objectContaining({ key: 'deposit_amount_range', params: { min: 100_00, max: 5_000_000_00 } }),
    );
    // A crafted request without the bank reference gets the deposit form's field error.
    const noReference = await call('POST', API_PATHS.deposits, {
      token: member.token,
      body: { ...valid, idempotencyKey: newKey(), memberReference: undefined },
    });
    expect(noReference.json.fields).toEqual([
      expect.objectContaining({ field: 'body.memberReference', key: 'required' }),
    ]);
    const unknown = await call('POST', API_PATHS.deposits, {
      token: member.token,
      body: { ...valid, status: 'credited' },
    });
    expect(unknown.status).toBe(400);
    expect(await depositCount(t)).toBe(before);
  });

  it('needs a logged-in member', async () => {
    const answer = await call('POST', API_PATHS.deposits, {
      body: { channelId: bank, amount: 500_00, idempotencyKey: newKey(), memberReference: 'X' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('listing deposits', () => {
  it('shows only the member’s own deposits, by status and date; another member’s is not found', async () => {
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const first = await manualDeposit(alice.token, 300_00);
    await manualDeposit(alice.token, 400_00);
    const rejected = await call('POST', `${ADMIN_PATHS.deposits}/${first.id}/reject`, {
      token: finance,
      body: { note: 'No transfer on the statement' },
    });
    expect(rejected.status).toBe(200);

    const all = await call('GET', API_PATHS.deposits, { token: alice.token });
    expect(all.json.value).toMatchObject({ total: 2, totalPages: 1 });
    const pending = await call('GET', `${API_PATHS.deposits}?status=pending`, { token: alice.token });
    expect(pending.json.value?.list?.map((d) => d.amount)).toEqual([400_00]);
    const closed = await call('GET', `${API_PATHS.deposits}?status=rejected,failed`, { token: alice.token });
    expect(closed.json.value?.list?.map((d) => d.orderNo)).toEqual([first.orderNo]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await call('GET', `${API_PATHS.deposits}?from=${encodeURIComponent(future)}`, {
      token: alice.token,
    });
    expect(none.json.value).toMatchObject({ list: [], total: 0 });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const window = await call(
      'GET',
      `${API_PATHS.deposits}?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`,
      {
        token: alice.token,
      },
    );
    expect(window.json.value?.total).toBe(2);
    expect((await call('GET', `${API_PATHS.deposits}?status=lost`, { token: alice.token })).status).toBe(400);

    expect((await call('GET', API_PATHS.deposits, { token: bob.token })).json.value).toMatchObject({
      total: 0,
    });
    const peek = await call('GET', `${API_PATHS.deposits}/${first.orderNo}`, { token: bob.token });
    expect(peek.status).toBe(404);
    const own = await call('GET', `${API_PATHS.deposits}/${first.orderNo}`, { token: alice.token });
    expect(own.json.value).toMatchObject({ status: 'rejected', amount: 300_00 });
  });
});

describe('operator review of manual deposits', () => {
  it('confirming twice at once credits once, tells the member once, and audits once', async () => {
    const member = await registerMember(t);
    const heard = listen(t, member.memberId);
    const deposit = await manualDeposit(member.token, 750_00);
    const url = `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`;
    const answers = await Promise.all([
      call('POST', url, { token: finance, body: {} }),
      call('POST', url, { token: finance, body: { note: 'seen on statement' } }),
      call('POST', url, { token: finance, body: {} }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const answer of answers)
      expect(answer.json.value).toMatchObject({ status: 'credited', amount: 750_00 });
    expect(await cashOf(t, member.memberId)).toBe(750_00);
    expect(await depositTransfers(t, deposit.orderNo)).toBe(1);
    expect(heard.filter((e) => e.type === 'notice')).toEqual([
      expect.objectContaining({ notice: 'DEPOSIT_CREDITED', amount: 750_00, reference: deposit.orderNo }),
    ]);
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'balance', accountKind: 'cash', balance: 750_00 }),
    );
    const [audits] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.confirm'), eq(auditLog.objectId, String(deposit.id))));
    expect(audits?.n).toBe(1);
    // Rejecting after the credit would take back money the member has: refused.
    const late = await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/reject`, {
      token: finance,
      body: { note: 'oops' },
    });
    expect(late.status).toBe(409);
    expect(await cashOf(t, member.memberId)).toBe(750_00);
  });

  it('rejecting moves no money, says deposit failed, and a later confirm is refused', async () => {
    const member = await registerMember(t);
    const heard = listen(t, member.memberId);
    const deposit = await manualDeposit(member.token, 200_00);
    const rejected = await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/reject`, {
      token: finance,
      body: { note: 'Reference not found' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.value).toMatchObject({ status: 'rejected', reviewNote: 'Reference not found' });
    const confirm = await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, {
      token: finance,
      body: {},
    });
    expect(confirm.status).toBe(409);
    expect(await cashOf(t, member.memberId)).toBe(0);
    expect(await depositTransfers(t, deposit.orderNo)).toBe(0);
    expect(heard).toEqual([
      expect.objectContaining({ type: 'notice', notice: 'DEPOSIT_FAILED', amount: 200_00 }),
      // The inbox's notice of it (modules/messages): the badge reads its count again.
      { type: 'message', merchantId: t.merchantId, memberId: member.memberId },
    ]);
    expect(
      (await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/reject`, { token: finance, body: {} }))
        .status,
    ).toBe(400);
  });

  it('needs the deposits permission, lists by status and member, and refuses gateway deposits', async () => {
    const member = await registerMember(t);
    const deposit = await manualDeposit(member.token, 300_00);
    const support = await operatorToken(t, 'support01', 'support');
    expect((await call('GET', ADMIN_PATHS.deposits, { token: support })).status).toBe(403);
    expect(
      (await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, { token: support, body: {} }))
        .status,
    ).toBe(403);
    expect((await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, { body: {} })).status).toBe(
      401,
    );
    expect(
      (await call('POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, { token: member.token, body: {} }))
        .status,
    ).toBe(401);
    expect(await cashOf(t, member.memberId)).toBe(0);

    const listed = await call('GET', `${ADMIN_PATHS.deposits}?status=pending&memberId=${member.memberId}`, {
      token: finance,
    });
    expect(listed.json.value?.list).toEqual([
      expect.objectContaining({ id: deposit.id, orderNo: deposit.orderNo, memberId: member.memberId }),
    ]);

    const online = await call('POST', API_PATHS.deposits, {
      token: member.token,
      body: { channelId: sandbox, amount: 100_00, idempotencyKey: newKey() },
    });
    expect(online.status).toBe(201);
    const onlineOrder = (online.json.value as { deposit: { orderNo: string } }).deposit.orderNo;
    const found = await call(
      'GET',
      `${ADMIN_PATHS.deposits}?channelId=${sandbox}&memberId=${member.memberId}`,
      {
        token: finance,
      },
    );
    const onlineId = found.json.value?.list?.find((d) => d.orderNo === onlineOrder)?.id;
    expect(
      (await call('POST', `${ADMIN_PATHS.deposits}/${onlineId}/confirm`, { token: finance, body: {} }))
        .status,
    ).toBe(409);
    expect(
      (await call('POST', `${ADMIN_PATHS.deposits}/999999/confirm`, { token: finance, body: {} })).status,
    ).toBe(404);
    expect(await cashOf(t, member.memberId)).toBe(0);
  });
});
