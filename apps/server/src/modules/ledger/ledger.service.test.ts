import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LedgerError,
  memberAccount,
  memberBalances,
  merchantAccount,
  postTransfer,
  reconcile,
  summedBalance,
} from './ledger.service.ts';
import { type LedgerTestDb, openLedgerTestDb } from './ledger-test-db.ts';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(() => t.close());

/** A two-legged transfer moving `amount` from one account to another: the shape most cases here post. */
function move(
  from: number,
  to: number,
  amount: number,
  kind: string,
  idempotencyKey: string,
  reference: string,
) {
  return {
    at: t.now(),
    merchantId: t.merchantId,
    idempotencyKey,
    kind,
    reference,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  };
}

async function fundedMember(amount: number) {
  const memberId = await t.newMember();
  const cash = await memberAccount(t.handle.db, { merchantId: t.merchantId, memberId }, 'cash', t.now());
  const clearing = await merchantAccount(t.handle.db, t.merchantId, 'gateway_clearing', t.now());
  if (amount > 0)
    await postTransfer(
      t.handle.db,
      move(clearing, cash, amount, 'deposit', `fund-${memberId}`, `D${memberId}`),
    );
  return { memberId, cash, clearing };
}

describe('ledger transfers (DESIGN §5)', () => {
  it('moves money between accounts, records the balance each entry left, and keeps the ledger whole', async () => {
    const { memberId, cash, clearing } = await fundedMember(10_000);
    const house = await merchantAccount(t.handle.db, t.merchantId, 'house', t.now());
    const bet = await postTransfer(t.handle.db, move(cash, house, 2_500, 'bet', `bet-${memberId}`, 'B1'));
    expect(bet.replayed).toBe(false);
    expect(bet.entries).toEqual(
      expect.arrayContaining([
        {
          accountId: cash,
          amount: -2_500,
          balanceAfter: 7_500,
          memberId,
          accountKind: 'cash',
          entryId: expect.any(Number),
        },
        {
          accountId: house,
          amount: 2_500,
          balanceAfter: null,
          memberId: null,
          accountKind: null,
          entryId: null,
        },
      ]),
    );
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 7_500 });
    expect(await summedBalance(t.handle.db, clearing)).toBeLessThanOrEqual(-10_000);
    expect(await reconcile(t.handle.db)).toEqual({
      unbalancedTransfers: 0,
      mismatchedAccounts: 0,
      difference: 0,
      negativeBalances: 0,
    });
  });

  it('refuses a transfer that would take a member below zero and moves nothing', async () => {
    const { memberId, cash } = await fundedMember(1_000);
    const house = await merchantAccount(t.handle.db, t.merchantId, 'house', t.now());
    const attempt = postTransfer(t.handle.db, move(cash, house, 1_001, 'bet', `overdraw-${memberId}`, 'B2'));
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 1_000 });
    // The key was not used up by the refusal: the same key can carry a transfer that fits.
    const fits = await postTransfer(
      t.handle.db,
      move(cash, house, 1_000, 'bet', `overdraw-${memberId}`, 'B2'),
    );
    expect(fits.entries.find((e) => e.accountId === cash)?.balanceAfter).toBe(0);
  });

  it('answers a repeated key with the first result and moves nothing again; a different request under it is refused', async () => {
    const { memberId, cash } = await fundedMember(5_000);
    const house = await merchantAccount(t.handle.db, t.merchantId, 'house', t.now());
    const request = move(cash, house, 1_000, 'bet', `retry-${memberId}`, 'B3');
    const first = await postTransfer(t.handle.db, request);
    const again = await postTransfer(t.handle.db, request);
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.entries).toEqual(first.entries);
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 4_000 });
    await expect(
      postTransfer(t.handle.db, {
        ...request,
        legs: move(cash, house, 2_000, 'bet', request.idempotencyKey, request.reference).legs,
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 4_000 });
  });

  it('refuses unbalanced, one-legged, fractional and duplicate-account transfers before touching the database', async () => {
    const { cash } = await fundedMember(1_000);
    const house = await merchantAccount(t.handle.db, t.merchantId, 'house', t.now());
    const base = { merchantId: t.merchantId, idempotencyKey: 'bad', kind: 'bet', reference: 'X' };
    for (const legs of [
      [
        { accountId: cash, amount: -10 },
        { accountId: house, amount: 9 },
      ],
      [{ accountId: cash, amount: 0 }],
      [
        { accountId: cash, amount: -0.5 },
        { accountId: house, amount: 0.5 },
      ],
      [
        { accountId: cash, amount: -10 },
        { accountId: cash, amount: 10 },
      ],
    ]) {
      const attempt = postTransfer(t.handle.db, { at: t.now(), ...base, legs });
      await expect(attempt).rejects.toBeInstanceOf(LedgerError);
      await expect(attempt).rejects.toMatchObject({ code: 'INVALID_TRANSFER' });
    }
    expect(await reconcile(t.handle.db, t.merchantId)).toMatchObject({ difference: 0 });
  });

  it('refuses a leg on an account that does not exist, and leaves the key unused', async () => {
    const { memberId, cash } = await fundedMember(1_000);
    const attempt = postTransfer(t.handle.db, move(cash, 987_654_321, 10, 'bet', `ghost-${memberId}`, 'B4'));
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_TRANSFER' });
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 1_000 });
  });

  it('opens each account once, however often it is asked for', async () => {
    const memberId = await t.newMember();
    const owner = { merchantId: t.merchantId, memberId };
    const ids = await Promise.all([1, 2, 3].map(() => memberAccount(t.handle.db, owner, 'bonus', t.now())));
    expect(new Set(ids).size).toBe(1);
    expect(await merchantAccount(t.handle.db, t.merchantId, 'house', t.now())).toBe(
      await merchantAccount(t.handle.db, t.merchantId, 'house', t.now()),
    );
  });
});
