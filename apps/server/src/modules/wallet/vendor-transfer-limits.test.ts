import { API_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppWithTransferVendor } from '../../test/sandbox-transfer-vendor.ts';
import type { TestApp } from '../../test/test-app.ts';
import { memberBalances, memberVendorBalances } from '../ledger/ledger.service.ts';
import {
  fundedMember,
  postWalletTransfer,
  type TestMember,
  transferRequestId,
} from './wallet-test-helpers.ts';

/*
 * A transfer-mode vendor's rounds are played in its own wallet, where the platform never sees them:
 * the player's wager and loss limits hold there by counting what moves into its wallet.
 */
let t: TestApp;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ t, close } = await openAppWithTransferVendor());
});
afterAll(() => close?.());

const toVendor = (member: TestMember, amount: number) =>
  postWalletTransfer(t, member, { from: 'MAIN', to: 'PT', amount, requestId: transferRequestId() });
const fromVendor = (member: TestMember, amount: number) =>
  postWalletTransfer(t, member, { from: 'PT', to: 'MAIN', amount, requestId: transferRequestId() });

async function setLimit(member: TestMember, kind: 'wager' | 'loss', amount: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.responsibleLimits,
    headers: { authorization: `Bearer ${member.token}` },
    payload: { kind, window: 'day', amount },
  });
  expect(response.statusCode).toBe(200);
}

async function limitUsed(member: TestMember, kind: string) {
  const response = await t.app.inject({
    url: API_PATHS.responsible,
    headers: { authorization: `Bearer ${member.token}` },
  });
  const limits = response.json().value.limits as { kind: string; window: string; used: number }[];
  return limits.find((limit) => limit.kind === kind && limit.window === 'day')?.used;
}

describe('responsible-gambling limits on transfer-mode vendors', () => {
  it('refuses a move into a vendor wallet past the loss limit, moving nothing, and counts what came back', async () => {
    const member = await fundedMember(t, 10_000);
    await setLimit(member, 'loss', 3_000);

    expect((await toVendor(member, 2_000)).status).toBe(200);
    const over = await toVendor(member, 1_500);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'LIMIT_REACHED', value: { kind: 'loss', remaining: 1_000 } });
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(8_000);
    expect((await memberVendorBalances(t.database.db, member.memberId)).get('PT')).toBe(2_000);

    // 1,200 came back: at most 800 is lost so far, so 2,200 more may go in, not 2,201.
    expect((await fromVendor(member, 1_200)).status).toBe(200);
    expect(await limitUsed(member, 'loss')).toBe(800);
    expect((await toVendor(member, 2_201)).json).toMatchObject({ code: 'LIMIT_REACHED' });
    expect((await toVendor(member, 2_200)).status).toBe(200);
  });

  it('counts every move in against the wager limit, since what is wagered there cannot be seen', async () => {
    const member = await fundedMember(t, 10_000);
    await setLimit(member, 'wager', 1_000);
    expect((await toVendor(member, 600)).status).toBe(200);
    expect((await fromVendor(member, 600)).status).toBe(200);
    expect(await limitUsed(member, 'wager')).toBe(600);
    expect((await toVendor(member, 401)).json).toMatchObject({
      code: 'LIMIT_REACHED',
      value: { kind: 'wager' },
    });
    expect((await toVendor(member, 400)).status).toBe(200);
  });

  it('lets money come back from a vendor wallet whatever the limits', async () => {
    const member = await fundedMember(t, 5_000);
    expect((await toVendor(member, 3_000)).status).toBe(200);
    await setLimit(member, 'loss', 100);
    await setLimit(member, 'wager', 100);
    expect((await fromVendor(member, 3_000)).status).toBe(200);
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(5_000);
  });

  it('accepts exactly what fits when moves race', async () => {
    const member = await fundedMember(t, 10_000);
    await setLimit(member, 'loss', 1_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => toVendor(member, 100)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect((await memberVendorBalances(t.database.db, member.memberId)).get('PT')).toBe(1_000);
  });
});
