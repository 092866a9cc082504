import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@platform/contract/paths';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { merchantVendors } from '../games/vendors.tables.ts';
import { memberAccount, memberBalances, postTransfer } from '../ledger/ledger.service.ts';
import { credit, newMemberSession } from './wallet-test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, token?: string, host?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(host ? { host } : {}) },
  });
  return { status: response.statusCode, json: response.json() };
}

describe('balance', () => {
  it('opens the cash account on first read and answers zero in the merchant currency', async () => {
    const member = await newMemberSession(t);
    expect(await memberBalances(t.database.db, member.memberId)).toEqual({});

    const { status, json } = await get(API_PATHS.walletBalance, member.token);

    expect(status).toBe(200);
    expect(json).toEqual({
      success: true,
      value: {
        balance: 0,
        wallet: 'cash',
        currencyCode: 'MMK',
        currencySymbol: 'K',
        currencyExponent: 2,
        unreadMessage: 0,
      },
    });
    expect(await memberBalances(t.database.db, member.memberId)).toEqual({ cash: 0 });
  });

  it('shows what the ledger holds, each member only their own', async () => {
    const rich = await newMemberSession(t);
    const poor = await newMemberSession(t);
    await credit(t, rich.memberId, 1_234_567);
    await credit(t, poor.memberId, 5);

    expect((await get(API_PATHS.walletBalance, rich.token)).json.value.balance).toBe(1_234_567);
    expect((await get(API_PATHS.walletBalance, poor.token)).json.value.balance).toBe(5);
  });

  it('shows a trial member the free play money, never a real account', async () => {
    const trial = await newMemberSession(t, { trial: true });
    await credit(t, trial.memberId, 100_000, 'trial');

    const { status, json } = await get(API_PATHS.walletBalance, trial.token);

    expect(status).toBe(200);
    expect(json.value).toMatchObject({ wallet: 'trial', balance: 100_000 });
    expect(await memberBalances(t.database.db, trial.memberId)).toEqual({ trial: 100_000 });
  });

  it('refuses visitors and dead tokens with 401', async () => {
    expect(await get(API_PATHS.walletBalance)).toMatchObject({
      status: 401,
      json: { success: false, code: 'UNAUTHORIZED' },
    });
    const forged = randomBytes(32).toString('base64url');
    expect((await get(API_PATHS.walletBalance, forged)).status).toBe(401);
  });

  it("does not answer a member's balance on another brand's site", async () => {
    const _other = await addSecondMerchant(t, {
      code: 'WALLET2',
      brandName: 'Other Brand',
      licenseNumber: '1/X',
      domain: 'wallet2.example',
    });
    const member = await newMemberSession(t);

    const { status, json } = await get(API_PATHS.walletBalance, member.token, 'wallet2.example');

    expect(status).toBe(401);
    expect(json.code).toBe('UNAUTHORIZED');
  });
});

describe('consolidated funds', () => {
  it('adds the main wallet and shows held withdrawals and bonus beside it', async () => {
    const member = await newMemberSession(t);
    const owner = { merchantId: t.merchantId, memberId: member.memberId };
    await credit(t, member.memberId, 50_000);
    const cash = await memberAccount(t.database.db, owner, 'cash', t.ctx.system.now());
    const hold = await memberAccount(t.database.db, owner, 'withdrawal_hold', t.ctx.system.now());
    await postTransfer(t.database.db, {
      at: t.ctx.system.now(),
      merchantId: t.merchantId,
      idempotencyKey: `hold-${member.memberId}`,
      kind: 'withdrawal_hold',
      reference: 'W1',
      legs: [
        { accountId: cash, amount: -20_000 },
        { accountId: hold, amount: 20_000 },
      ],
    });

    const { status, json } = await get(API_PATHS.consolidatedFunds, member.token);

    expect(status).toBe(200);
    expect(json.value).toEqual({
      currencyCode: 'MMK',
      currencySymbol: 'K',
      currencyExponent: 2,
      total: 30_000,
      // The demo merchant offers two transfer-mode vendors: their wallets show, empty.
      wallets: [
        { code: 'MAIN', name: 'MAIN', balance: 30_000 },
        { code: 'PT', name: 'Playtech', balance: 0 },
        { code: 'CQ9', name: 'CQ9 Gaming', balance: 0 },
      ],
      bonus: 0,
      withdrawalHold: 20_000,
      commission: 0,
    });
  });

  it('opens the cash account of a member who never had money', async () => {
    const member = await newMemberSession(t);
    const { json } = await get(API_PATHS.consolidatedFunds, member.token);
    expect(json.value).toMatchObject({
      total: 0,
      wallets: [{ code: 'MAIN', name: 'MAIN', balance: 0 }, {}, {}],
    });
    expect(await memberBalances(t.database.db, member.memberId)).toEqual({ cash: 0 });
  });

  it('tells a trial member to get a real account (spec §6), and opens nothing', async () => {
    const trial = await newMemberSession(t, { trial: true });
    const { status, json } = await get(API_PATHS.consolidatedFunds, trial.token);
    expect(status).toBe(403);
    expect(json.code).toBe('TRIAL_ACCOUNT');
    expect(await memberBalances(t.database.db, trial.memberId)).toEqual({});
  });

  it('refuses visitors', async () => {
    expect((await get(API_PATHS.consolidatedFunds)).status).toBe(401);
  });
});

describe('merchant wallet', () => {
  it('answers isSingle false while the merchant offers a transfer-mode vendor, and 401 to visitors', async () => {
    const member = await newMemberSession(t);
    const trial = await newMemberSession(t, { trial: true });
    expect(await get(API_PATHS.merchantWallet, member.token)).toEqual({
      status: 200,
      json: { success: true, value: { isSingle: false } },
    });
    expect((await get(API_PATHS.merchantWallet, trial.token)).json.value).toEqual({ isSingle: false });
    expect((await get(API_PATHS.merchantWallet)).status).toBe(401);
  });

  it('answers isSingle true once every game plays from the main wallet', async () => {
    const member = await newMemberSession(t);
    const offered = and(
      eq(merchantVendors.merchantId, t.merchantId),
      inArray(merchantVendors.vendorCode, ['PT', 'CQ9']),
    );
    await t.database.db.update(merchantVendors).set({ enabled: false }).where(offered);
    try {
      expect((await get(API_PATHS.merchantWallet, member.token)).json.value).toEqual({ isSingle: true });
      expect((await get(API_PATHS.consolidatedFunds, member.token)).json.value.wallets).toEqual([
        { code: 'MAIN', name: 'MAIN', balance: 0 },
      ]);
    } finally {
      await t.database.db.update(merchantVendors).set({ enabled: true }).where(offered);
    }
  });
});
