import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppWithTransferVendor, type SandboxTransferVendor } from '../../test/sandbox-transfer-vendor.ts';
import type { TestApp } from '../../test/test-app.ts';
import { memberBalances, memberVendorBalances, reconcile } from '../ledger/ledger.service.ts';
import {
  httpTransferVendorWallet,
  type TransferVendorWallet,
  transferVendorWallets,
} from './transfer-vendor-client.ts';
import {
  moveVendorFunds,
  settlePendingVendorTransfers,
  type VendorTransferDeps,
} from './vendor-transfers.service.ts';
import { vendorWalletTransfers } from './vendor-transfers.tables.ts';
import {
  fundedMember as fundedMemberOf,
  postWalletTransfer,
  type TestMember,
  transferRequestId,
} from './wallet-test-helpers.ts';

let t: TestApp;
let vendor: SandboxTransferVendor;
let close: (() => Promise<void>) | undefined;
const CURRENCY = 'MMK';

beforeAll(async () => {
  ({ t, vendor, close } = await openAppWithTransferVendor());
});
afterAll(() => close?.());

const requestId = transferRequestId;
const transfer = (member: TestMember | null, body: unknown) => postWalletTransfer(t, member, body);
const fundedMember = (cash: number) => fundedMemberOf(t, cash);

const ledgerWhole = async () =>
  expect(await reconcile(t.database.db)).toEqual({
    unbalancedTransfers: 0,
    mismatchedAccounts: 0,
    difference: 0,
    negativeBalances: 0,
  });

function depsWith(wallet: (vendorCode: string) => Promise<TransferVendorWallet | null>): VendorTransferDeps {
  return { db: t.database.db, now: () => new Date(), walletEvents: t.ctx.walletEvents, vendorWallet: wallet };
}

/** A vendor that applies every move but whose answers never arrive (a timeout after the fact). */
function answerLostWallet(real: TransferVendorWallet): TransferVendorWallet {
  return {
    ...real,
    deposit: async (move) => {
      await real.deposit(move);
      return { ok: false, kind: 'unknown' };
    },
    withdraw: async (move) => {
      await real.withdraw(move);
      return { ok: false, kind: 'unknown' };
    },
  };
}

const sandboxWallet = () =>
  httpTransferVendorWallet({
    vendorCode: 'PT',
    walletApiUrl: vendor.walletApiUrl,
    secret: 'sandbox-transfer-test-secret',
    timeoutMs: 2_000,
  });

describe('the vendor side of GCS_walletTransfer', () => {
  it('puts the money in the vendor’s own wallet, and brings back what play there left', async () => {
    const member = await fundedMember(10_000);
    const playerId = String(member.memberId);
    const there = await transfer(member, { from: 'MAIN', to: 'PT', amount: 4_000, requestId: requestId() });
    expect(there.json.value).toMatchObject({ status: 'done', mainBalance: 6_000, vendorBalance: 4_000 });
    expect(vendor.wallets.balanceOf('PT', playerId)).toBe(4_000);

    // The member wins 2,000 net at the vendor: 6,000 can come back, 2,000 of it the house's loss.
    expect(vendor.wallets.play('PT', playerId, 1_000, 3_000)).toBe(6_000);
    const back = await transfer(member, { from: 'PT', to: 'MAIN', amount: 6_000, requestId: requestId() });
    expect(back.json.value).toMatchObject({ status: 'done', mainBalance: 12_000, vendorBalance: 0 });
    expect(vendor.wallets.balanceOf('PT', playerId)).toBe(0);
    await ledgerWhole();
  });

  it('refuses to bring back more than the vendor holds, moving nothing', async () => {
    const member = await fundedMember(5_000);
    await transfer(member, { from: 'MAIN', to: 'CQ9', amount: 3_000, requestId: requestId() });
    vendor.wallets.play('CQ9', String(member.memberId), 2_500, 0);
    const refused = await transfer(member, {
      from: 'CQ9',
      to: 'MAIN',
      amount: 3_000,
      requestId: requestId(),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('INSUFFICIENT_FUNDS');
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(2_000);
    expect(vendor.wallets.balanceOf('CQ9', String(member.memberId))).toBe(500);
  });

  it('gives the money back at once when the vendor refuses a move in', async () => {
    const member = await fundedMember(5_000);
    const refusing = depsWith(async () => ({
      ...sandboxWallet(),
      deposit: async () => ({ ok: false, kind: 'refused', code: 'ACCOUNT_LOCKED' }),
    }));
    const outcome = await moveVendorFunds(refusing, {
      merchantId: t.merchantId,
      memberId: member.memberId,
      currency: CURRENCY,
      vendorCode: 'PT',
      direction: 'in',
      amount: 2_000,
      transferKey: `wallet_transfer:${member.memberId}:${requestId()}`,
    });
    expect(outcome).toEqual({ ok: false, code: 'VENDOR_TRANSFER_REFUSED' });
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(5_000);
    expect((await memberVendorBalances(t.database.db, member.memberId)).get('PT') ?? 0).toBe(0);
    await ledgerWhole();
  });

  it('keeps a move pending while the vendor cannot be reached, and reconciliation gives it back', async () => {
    const member = await fundedMember(5_000);
    const unreachable = depsWith(async () =>
      httpTransferVendorWallet({
        vendorCode: 'PT',
        walletApiUrl: 'http://127.0.0.1:9/none',
        secret: 'x'.repeat(20),
        timeoutMs: 500,
      }),
    );
    const key = `wallet_transfer:${member.memberId}:${requestId()}`;
    const outcome = await moveVendorFunds(unreachable, {
      merchantId: t.merchantId,
      memberId: member.memberId,
      currency: CURRENCY,
      vendorCode: 'PT',
      direction: 'in',
      amount: 1_500,
      transferKey: key,
    });
    expect(outcome).toMatchObject({ ok: true, status: 'pending', mainBalance: 3_500 });

    // The vendor is back and never saw the move: our side is reversed, the money is home again.
    const settled = await settlePendingVendorTransfers(
      depsWith(transferVendorWallets(t.database.db, { timeoutMs: 2_000, secrets: t.ctx.secrets })),
      {
        olderThanMs: 0,
        limit: 100,
      },
    );
    expect(settled.reversed).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(vendorWalletTransfers)
      .where(eq(vendorWalletTransfers.transferKey, key));
    expect(row?.status).toBe('reversed');
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(5_000);
    await ledgerWhole();
  });

  it('completes moves the vendor applied but whose answer was lost, each once', async () => {
    const member = await fundedMember(8_000);
    const lossy = depsWith(async () => answerLostWallet(sandboxWallet()));
    const inKey = `wallet_transfer:${member.memberId}:${requestId()}`;
    const base = {
      merchantId: t.merchantId,
      memberId: member.memberId,
      currency: CURRENCY,
      vendorCode: 'PT',
    };
    expect(
      await moveVendorFunds(lossy, { ...base, direction: 'in', amount: 3_000, transferKey: inKey }),
    ).toMatchObject({
      status: 'pending',
    });
    const outKey = `wallet_transfer:${member.memberId}:${requestId()}`;
    expect(
      await moveVendorFunds(lossy, { ...base, direction: 'out', amount: 1_000, transferKey: outKey }),
    ).toMatchObject({
      status: 'pending',
      mainBalance: 5_000,
    });
    const real = depsWith(transferVendorWallets(t.database.db, { timeoutMs: 2_000, secrets: t.ctx.secrets }));
    await settlePendingVendorTransfers(real, { olderThanMs: 0, limit: 100 });
    await settlePendingVendorTransfers(real, { olderThanMs: 0, limit: 100 });
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(6_000);
    expect((await memberVendorBalances(t.database.db, member.memberId)).get('PT')).toBe(2_000);
    expect(vendor.wallets.balanceOf('PT', String(member.memberId))).toBe(2_000);
    // The member's retry of the same request now answers the settled move.
    const replay = await moveVendorFunds(real, {
      ...base,
      direction: 'out',
      amount: 1_000,
      transferKey: outKey,
    });
    expect(replay).toMatchObject({ ok: true, status: 'done', replayed: true });
    await ledgerWhole();
  });
});
