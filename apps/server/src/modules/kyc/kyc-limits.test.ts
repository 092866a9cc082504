import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../../test/member-session.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import { payee, requestWithdrawal } from '../withdrawals/withdrawals-test-helpers.ts';
import { kycDepositRefusal } from './kyc-limits.ts';
import { ADULT, putProfile, setTierLimits } from './kyc-test-helpers.ts';

const DAY = 86_400_000;

describe('KYC tier limits over 30 days', () => {
  const clock = testClock('2026-06-15T10:00:00Z');
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    admin = await operatorToken(t, 'kyclimits', 'admin');
  });
  afterAll(() => t.close());

  it('refuses a deposit above the tier limit with the tier and the remainder, and none without a limit', async () => {
    const player = await newMemberSession(t);
    const ask = (amount: number, used: number) =>
      kycDepositRefusal(t.database.db, {
        merchantId: t.merchantId,
        memberId: player.memberId,
        amount,
        now: clock.now(),
        depositedSince: async (since) => {
          // The window asked about is the last 30 days.
          expect(since.getTime()).toBe(clock.now().getTime() - 30 * DAY);
          return used;
        },
      });
    expect(await ask(10_000_000, 0)).toBeNull();
    await setTierLimits(t, admin, [
      { depositLimit: 500_00, withdrawalLimit: null },
      { depositLimit: 5_000_00, withdrawalLimit: null },
      { depositLimit: null, withdrawalLimit: null },
    ]);
    expect(await ask(200_00, 300_00)).toBeNull();
    expect(await ask(200_01, 300_00)).toEqual({
      code: 'KYC_LIMIT_EXCEEDED',
      value: { tier: 0, remaining: 200_00 },
    });
    expect(await ask(1, 900_00)).toEqual({ code: 'KYC_LIMIT_EXCEEDED', value: { tier: 0, remaining: 0 } });
    // Tier 1 has its own, higher limit.
    expect((await putProfile(t, player.token, ADULT)).statusCode).toBe(200);
    expect(await ask(4_000_00, 900_00)).toBeNull();
    expect(await ask(4_100_01, 900_00)).toEqual({
      code: 'KYC_LIMIT_EXCEEDED',
      value: { tier: 1, remaining: 4_100_00 },
    });
  });

  it('refuses a withdrawal above the tier limit with the remaining amount, and moves nothing', async () => {
    await setTierLimits(t, admin, [
      { depositLimit: null, withdrawalLimit: 300_00 },
      { depositLimit: null, withdrawalLimit: null },
      { depositLimit: null, withdrawalLimit: null },
    ]);
    const me = await payee(t, { cash: 1_000_00 });
    expect((await requestWithdrawal(t, me, 200_00)).statusCode).toBe(201);

    const refused = await requestWithdrawal(t, me, 100_01);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'KYC_LIMIT_EXCEEDED',
      value: { tier: 0, remaining: 100_00 },
    });
    expect((await memberBalances(t.database.db, me.id)).cash).toBe(800_00);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, me.id));
    expect(rows).toHaveLength(1);

    expect((await requestWithdrawal(t, me, 100_00)).statusCode).toBe(201);
    // Thirty days after the first request the window no longer holds it.
    clock.advance(30 * DAY + 60_000);
    const later = { ...me, token: await memberToken(t, me.id) };
    expect((await requestWithdrawal(t, later, 200_00)).statusCode).toBe(201);
  });
});
