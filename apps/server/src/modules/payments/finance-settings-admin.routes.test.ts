import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';

let t: TestApp;
let adminToken: string;
let financeToken: string;
let member: TestMember;

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | null,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}

const memberChannels = async () =>
  (await send('GET', API_PATHS.depositChannels, member.token)).json.value.list as Array<{
    code: string;
    minAmount: number;
    maxAmount: number;
  }>;

const auditRows = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await operatorToken(t, 'chief', 'admin');
  financeToken = await operatorToken(t, 'teller', 'finance');
  member = await newMemberSession(t);
});
afterAll(async () => {
  await t.close();
});

describe('operator: payment channels', () => {
  it('adds a bank transfer channel that members are offered only once its account is approved, audited', async () => {
    const created = await send('POST', ADMIN_PATHS.paymentChannels, adminToken, {
      code: 'KBZ_BANK',
      kind: 'manual-bank',
      name: 'KBZ bank transfer',
      minAmount: 500_00,
      maxAmount: 2_000_000_00,
      sortOrder: 5,
      settings: { bankName: 'KBZ', accountName: 'Nova Play Ltd', accountNumber: '9988-7766-55' },
    });
    expect(created.status).toBe(200);
    expect(created.json.value).toMatchObject({
      code: 'KBZ_BANK',
      enabled: true,
      sortOrder: 5,
      awaitingAccount: true,
      pendingAccountChanges: [{ after: { bankName: 'KBZ', accountNumberMasked: '****6-55' } }],
    });
    expect((await memberChannels()).map((channel) => channel.code)).not.toContain('KBZ_BANK');
    expect(await auditRows('paymentChannel.create')).toHaveLength(1);

    const checker = await operatorToken(t, 'second-chief', 'admin');
    const changeId = created.json.value.pendingAccountChanges[0].id;
    const approved = await send(
      'POST',
      `${ADMIN_PATHS.paymentAccountChanges}/${changeId}/approve`,
      checker,
      {},
    );
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(await memberChannels()).toContainEqual(
      expect.objectContaining({ code: 'KBZ_BANK', minAmount: 500_00, maxAmount: 2_000_000_00 }),
    );

    const again = await send('POST', ADMIN_PATHS.paymentChannels, adminToken, {
      code: 'KBZ_BANK',
      kind: 'sandbox-gateway',
      name: 'Same code',
      minAmount: 1,
      maxAmount: 2,
    });
    expect(again).toMatchObject({ status: 409, json: { code: 'CONFLICT' } });
  });

  it('changes limits and turns a channel off; members stop seeing it', async () => {
    const list = (await send('GET', ADMIN_PATHS.paymentChannels, adminToken)).json.value.list;
    const bank = list.find((channel: { code: string }) => channel.code === 'BANK_TRANSFER');

    const raised = await send('PATCH', `${ADMIN_PATHS.paymentChannels}/${bank.id}`, adminToken, {
      minAmount: 1_000_00,
    });
    expect(raised.json.value).toMatchObject({ minAmount: 1_000_00, maxAmount: bank.maxAmount });
    expect((await memberChannels()).find((channel) => channel.code === 'BANK_TRANSFER')?.minAmount).toBe(
      1_000_00,
    );

    const off = await send('PATCH', `${ADMIN_PATHS.paymentChannels}/${bank.id}`, adminToken, {
      enabled: false,
    });
    expect(off.json.value.enabled).toBe(false);
    expect((await memberChannels()).map((channel) => channel.code)).not.toContain('BANK_TRANSFER');
    const audited = await auditRows('paymentChannel.update');
    expect(audited.length).toBeGreaterThanOrEqual(2);

    await send('PATCH', `${ADMIN_PATHS.paymentChannels}/${bank.id}`, adminToken, {
      enabled: true,
      minAmount: bank.minAmount,
    });
  });

  it('refuses limits that cross, bank settings on a gateway, and bad input, changing nothing', async () => {
    const list = (await send('GET', ADMIN_PATHS.paymentChannels, adminToken)).json.value.list;
    const bank = list.find((channel: { code: string }) => channel.code === 'BANK_TRANSFER');
    const gateway = list.find((channel: { code: string }) => channel.code === 'SANDBOX_PAY');
    const url = (id: number) => `${ADMIN_PATHS.paymentChannels}/${id}`;

    const crossing = await send('PATCH', url(bank.id), adminToken, { minAmount: bank.maxAmount + 1 });
    expect(crossing).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR' } });
    const settings = { bankName: 'X', accountName: 'Y', accountNumber: '1234' };
    expect((await send('PATCH', url(gateway.id), adminToken, { settings })).status).toBe(400);
    for (const body of [
      {},
      { minAmount: -5 },
      { minAmount: 1.5 },
      { maxAmount: '100' },
      { kind: 'manual-bank' },
      { code: 'NEW' },
      { settings: { bankName: 'X', accountName: 'Y', accountNumber: '<script>' } },
    ])
      expect((await send('PATCH', url(bank.id), adminToken, body)).status, JSON.stringify(body)).toBe(400);
    for (const body of [
      { code: 'lower', kind: 'manual-bank', name: 'x', minAmount: 1, maxAmount: 2, settings },
      { code: 'NO_SETTINGS', kind: 'manual-bank', name: 'x', minAmount: 1, maxAmount: 2 },
      { code: 'BACKWARDS', kind: 'sandbox-gateway', name: 'x', minAmount: 5, maxAmount: 2 },
      { code: 'ALIEN', kind: 'crypto', name: 'x', minAmount: 1, maxAmount: 2 },
    ])
      expect((await send('POST', ADMIN_PATHS.paymentChannels, adminToken, body)).status, body.code).toBe(400);
    expect((await send('PATCH', url(999_999), adminToken, { enabled: false })).status).toBe(404);

    const after = (await send('GET', ADMIN_PATHS.paymentChannels, adminToken)).json.value.list;
    expect(after.find((channel: { code: string }) => channel.code === 'BANK_TRANSFER')).toEqual(bank);
    expect(after.map((channel: { code: string }) => channel.code)).not.toContain('BACKWARDS');
  });

  it('is for operators with settings.write only', async () => {
    expect((await send('GET', ADMIN_PATHS.paymentChannels, financeToken)).status).toBe(403);
    expect((await send('GET', ADMIN_PATHS.paymentChannels, null)).status).toBe(401);
    expect((await send('GET', ADMIN_PATHS.paymentChannels, member.token)).status).toBe(401);
  });
});

describe('operator: withdrawal policy', () => {
  it('replaces the limits; members see the new ones at once; audited with before and after', async () => {
    const before = (await send('GET', ADMIN_PATHS.withdrawalPolicy, adminToken)).json.value;
    const policy = { minAmount: 2_000_00, maxAmount: 300_000_00, dailyCount: 2, receiptConfirmMinutes: 45 };

    const saved = await send('PUT', ADMIN_PATHS.withdrawalPolicy, adminToken, policy);

    expect(saved).toMatchObject({ status: 200, json: { value: policy } });
    const limits = (await send('GET', API_PATHS.withdrawalLimits, member.token)).json.value;
    expect(limits).toMatchObject(policy);
    const [audit] = await auditRows('withdrawalPolicy.set');
    expect(audit?.before).toEqual(before);
    expect(audit?.after).toEqual(policy);
  });

  it('refuses crossing limits and bad numbers, and keeps the policy', async () => {
    const kept = (await send('GET', ADMIN_PATHS.withdrawalPolicy, adminToken)).json.value;
    const good = { minAmount: 100, maxAmount: 200, dailyCount: 1, receiptConfirmMinutes: 10 };
    for (const body of [
      { ...good, minAmount: 300 },
      { ...good, dailyCount: 0 },
      { ...good, receiptConfirmMinutes: 60 * 24 * 8 },
      { ...good, maxAmount: 2 ** 53 },
      { ...good, minAmount: 0.5 },
      { ...good, extra: true },
      { minAmount: 100 },
    ])
      expect(
        (await send('PUT', ADMIN_PATHS.withdrawalPolicy, adminToken, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await send('GET', ADMIN_PATHS.withdrawalPolicy, adminToken)).json.value).toEqual(kept);
    expect((await send('PUT', ADMIN_PATHS.withdrawalPolicy, financeToken, good)).status).toBe(403);
  });
});
