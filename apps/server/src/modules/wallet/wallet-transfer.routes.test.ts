import { API_PATHS } from '@platform/contract/paths';
import { RECORD_PATHS } from '@platform/contract/wallet-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppWithTransferVendor } from '../../test/sandbox-transfer-vendor.ts';
import type { TestApp } from '../../test/test-app.ts';
import { gameVendors, merchantVendors } from '../games/vendors.tables.ts';
import { memberBalances, memberVendorBalances, reconcile } from '../ledger/ledger.service.ts';
import {
  credit,
  fundedMember as fundedMemberOf,
  newMemberSession,
  postWalletTransfer,
  type TestMember,
  transferRequestId,
} from './wallet-test-helpers.ts';

let t: TestApp;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ t, close } = await openAppWithTransferVendor());
});
afterAll(() => close?.());

const requestId = transferRequestId;
const transfer = (member: TestMember | null, body: unknown) => postWalletTransfer(t, member, body);
const fundedMember = (cash: number) => fundedMemberOf(t, cash);

async function funds(member: TestMember) {
  const response = await t.app.inject({
    method: 'GET',
    url: API_PATHS.consolidatedFunds,
    headers: { authorization: `Bearer ${member.token}` },
  });
  return response.json().value;
}

describe('main wallet <-> vendor wallet (GCS_walletTransfer)', () => {
  it('moves money into a transfer-mode vendor wallet and back, the total unchanged', async () => {
    const member = await fundedMember(10_000);

    const there = await transfer(member, { from: 'MAIN', to: 'PT', amount: 4_000, requestId: requestId() });
    expect(there.status).toBe(200);
    expect(there.json.value).toMatchObject({
      from: 'MAIN',
      to: 'PT',
      amount: 4_000,
      mainBalance: 6_000,
      vendorBalance: 4_000,
      replayed: false,
    });
    expect(await funds(member)).toMatchObject({
      total: 10_000,
      wallets: [
        { code: 'MAIN', name: 'MAIN', balance: 6_000 },
        { code: 'PT', name: 'Playtech', balance: 4_000 },
        { code: 'CQ9', name: 'CQ9 Gaming', balance: 0 },
      ],
    });

    const back = await transfer(member, { from: 'PT', to: 'MAIN', amount: 1_500, requestId: requestId() });
    expect(back.json.value).toMatchObject({ mainBalance: 7_500, vendorBalance: 2_500 });
    expect((await reconcile(t.database.db)).difference).toBe(0);
  });

  it('shows both movements in the account record with their own labels', async () => {
    const member = await fundedMember(5_000);
    await transfer(member, { from: 'MAIN', to: 'CQ9', amount: 2_000, requestId: requestId() });
    await transfer(member, { from: 'CQ9', to: 'MAIN', amount: 500, requestId: requestId() });

    const response = await t.app.inject({
      method: 'GET',
      url: RECORD_PATHS.transactions,
      query: {
        start: new Date(Date.now() - 86_400_000).toISOString(),
        end: new Date(Date.now() + 60_000).toISOString(),
      },
      headers: { authorization: `Bearer ${member.token}` },
    });
    const kinds = (
      response.json().value.list as Array<{ kind: string; amount: number; reference: string }>
    ).map((row) => [row.kind, row.amount, row.reference]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['transfer_to_vendor', -2_000, 'CQ9'],
        ['transfer_from_vendor', 500, 'CQ9'],
      ]),
    );
  });

  it('answers a retried request id with the first result and moves nothing again', async () => {
    const member = await fundedMember(3_000);
    const body = { from: 'MAIN', to: 'PT', amount: 1_000, requestId: requestId() };

    const first = await transfer(member, body);
    const again = await transfer(member, body);

    expect(again.json.value).toMatchObject({ transferId: first.json.value.transferId, replayed: true });
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(2_000);
    expect((await memberVendorBalances(t.database.db, member.memberId)).get('PT')).toBe(1_000);

    const reused = await transfer(member, { ...body, amount: 999 });
    expect(reused).toMatchObject({ status: 409, json: { code: 'IDEMPOTENCY_CONFLICT' } });
  });

  it('lets one of 30 simultaneous transfers of the whole balance through', async () => {
    const member = await fundedMember(9_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        transfer(member, { from: 'MAIN', to: n % 2 ? 'PT' : 'CQ9', amount: 9_000, requestId: requestId() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json.code === 'INSUFFICIENT_FUNDS')).toHaveLength(29);
    const wallets = (await funds(member)).wallets as Array<{ balance: number }>;
    expect(wallets.reduce((sum, wallet) => sum + wallet.balance, 0)).toBe(9_000);
  });

  it('refuses more than the wallet holds, on either side, and moves nothing', async () => {
    const member = await fundedMember(1_000);

    const tooMuch = await transfer(member, { from: 'MAIN', to: 'PT', amount: 1_001, requestId: requestId() });
    expect(tooMuch).toMatchObject({ status: 409, json: { code: 'INSUFFICIENT_FUNDS' } });
    const emptyVendor = await transfer(member, {
      from: 'CQ9',
      to: 'MAIN',
      amount: 1,
      requestId: requestId(),
    });
    expect(emptyVendor).toMatchObject({ status: 409, json: { code: 'INSUFFICIENT_FUNDS' } });

    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(1_000);
  });

  it('refuses seamless vendors, unknown codes and vendors the merchant does not offer', async () => {
    const member = await fundedMember(1_000);
    for (const to of ['PG', 'NOPE', 'ZZ9']) {
      const answer = await transfer(member, { from: 'MAIN', to, amount: 100, requestId: requestId() });
      expect(answer, to).toMatchObject({ status: 404, json: { code: 'WALLET_NOT_FOUND' } });
    }
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(1_000);
  });

  it('keeps money going out to a vendor in maintenance, and lets it come back once it is over', async () => {
    const member = await fundedMember(2_000);
    await transfer(member, { from: 'MAIN', to: 'CQ9', amount: 800, requestId: requestId() });
    const now = t.ctx.system.now();
    const window = { maintenanceStartsAt: new Date(now.getTime() - 60_000), maintenanceEndsAt: null };
    await t.database.db.update(gameVendors).set(window).where(eq(gameVendors.code, 'CQ9'));
    try {
      for (const body of [
        { from: 'MAIN', to: 'CQ9', amount: 100 },
        { from: 'CQ9', to: 'MAIN', amount: 100 },
      ]) {
        const answer = await transfer(member, { ...body, requestId: requestId() });
        expect(answer).toMatchObject({ status: 409, json: { code: 'GAME_MAINTENANCE' } });
      }
    } finally {
      await t.database.db
        .update(gameVendors)
        .set({ maintenanceStartsAt: null, maintenanceEndsAt: null })
        .where(eq(gameVendors.code, 'CQ9'));
    }
    const back = await transfer(member, { from: 'CQ9', to: 'MAIN', amount: 800, requestId: requestId() });
    expect(back.json.value).toMatchObject({ mainBalance: 2_000, vendorBalance: 0 });
  });

  it('lets money come home from a vendor the merchant stopped offering, but not go there', async () => {
    const member = await fundedMember(2_000);
    await transfer(member, { from: 'MAIN', to: 'PT', amount: 700, requestId: requestId() });
    const offered = and(eq(merchantVendors.merchantId, t.merchantId), eq(merchantVendors.vendorCode, 'PT'));
    await t.database.db.update(merchantVendors).set({ enabled: false }).where(offered);
    try {
      expect((await funds(member)).wallets).toContainEqual({ code: 'PT', name: 'PT', balance: 700 });
      const out = await transfer(member, { from: 'MAIN', to: 'PT', amount: 1, requestId: requestId() });
      expect(out).toMatchObject({ status: 404, json: { code: 'WALLET_NOT_FOUND' } });
      const home = await transfer(member, { from: 'PT', to: 'MAIN', amount: 700, requestId: requestId() });
      expect(home.json.value).toMatchObject({ mainBalance: 2_000, vendorBalance: 0 });
    } finally {
      await t.database.db.update(merchantVendors).set({ enabled: true }).where(offered);
    }
  });

  it('refuses trial members and visitors', async () => {
    const trial = await newMemberSession(t, { trial: true });
    await credit(t, trial.memberId, 5_000, 'trial');
    const body = { from: 'MAIN', to: 'PT', amount: 100, requestId: requestId() };
    expect(await transfer(trial, body)).toMatchObject({ status: 403, json: { code: 'TRIAL_ACCOUNT' } });
    expect((await transfer(null, body)).status).toBe(401);
    expect(await memberVendorBalances(t.database.db, trial.memberId)).toEqual(new Map());
  });

  it('answers bad input with 400 and the failing field, and moves nothing', async () => {
    const member = await fundedMember(10_000);
    const good = { from: 'MAIN', to: 'PT', amount: 100, requestId: requestId() };
    const cases: Array<[string, unknown]> = [
      ['negative amount', { ...good, amount: -1 }],
      ['zero amount', { ...good, amount: 0 }],
      ['fraction of a minor unit', { ...good, amount: 1.5 }],
      ['amount as text', { ...good, amount: '100' }],
      ['exponent notation', { ...good, amount: '1e3' }],
      ['above 2^53', { ...good, amount: 2 ** 53 + 2 }],
      ['main to main', { ...good, to: 'MAIN' }],
      ['vendor to vendor', { ...good, from: 'PT', to: 'CQ9' }],
      ['lower-case code', { ...good, to: 'pt' }],
      ['missing request id', { from: 'MAIN', to: 'PT', amount: 100 }],
      ['unknown field', { ...good, note: 'x' }],
    ];
    for (const [name, body] of cases) {
      const answer = await transfer(member, body);
      expect(answer.status, name).toBe(400);
      expect(answer.json.code, name).toBe('VALIDATION_ERROR');
    }
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(10_000);
    expect(await memberVendorBalances(t.database.db, member.memberId)).toEqual(new Map());
  });
});
