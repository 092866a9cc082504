import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberBalances, merchantAccount, postTransfer, reconcile } from './ledger.service.ts';
import { type LedgerTestDb, openLedgerTestDb } from './ledger-test-db.ts';

// Real concurrency needs real connections: this suite runs on PostgreSQL only (npm run test:pg).
let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb(40);
});
afterAll(() => t.close());

async function funded(amount: number) {
  const memberId = await t.newMember();
  const cash = await memberAccount(t.handle.db, { merchantId: t.merchantId, memberId }, 'cash', t.now());
  const hold = await memberAccount(
    t.handle.db,
    { merchantId: t.merchantId, memberId },
    'withdrawal_hold',
    t.now(),
  );
  const clearing = await merchantAccount(t.handle.db, t.merchantId, 'gateway_clearing', t.now());
  await postTransfer(t.handle.db, {
    at: t.now(),
    merchantId: t.merchantId,
    idempotencyKey: `fund-${memberId}`,
    kind: 'deposit',
    reference: 'fund',
    legs: [
      { accountId: clearing, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  return { memberId, cash, hold };
}

// A thousand postings queue on one row lock and are served one after another: on a CI machine
// busy with other suites that line has taken more than the default 30 s, without being wrong.
const CONTENDED_TIMEOUT_MS = 120_000;

const whole = { unbalancedTransfers: 0, mismatchedAccounts: 0, difference: 0, negativeBalances: 0 };

describe('the ledger under concurrency (PostgreSQL)', { timeout: CONTENDED_TIMEOUT_MS }, () => {
  it('lets exactly one of 1,000 concurrent withdrawals of the full balance through', async () => {
    const { memberId, cash, hold } = await funded(100_000);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        postTransfer(t.handle.db, {
          at: t.now(),
          merchantId: t.merchantId,
          idempotencyKey: `withdraw-${memberId}-${i}`,
          kind: 'withdrawal_request',
          reference: `W${i}`,
          legs: [
            { accountId: cash, amount: -100_000 },
            { accountId: hold, amount: 100_000 },
          ],
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'INSUFFICIENT_FUNDS',
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(999);
    expect(await memberBalances(t.handle.db, memberId)).toEqual({ cash: 0, withdrawal_hold: 100_000 });
    expect(await reconcile(t.handle.db)).toEqual(whole);
  });

  it('conserves the total over 1,000 concurrent transfers between two members in both directions, without deadlocks', async () => {
    const a = await funded(1_000_000);
    const b = await funded(1_000_000);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        const amount = 1 + ((i * 37) % 500);
        return postTransfer(t.handle.db, {
          at: t.now(),
          merchantId: t.merchantId,
          idempotencyKey: `swap-${a.memberId}-${i}`,
          kind: 'transfer',
          reference: `T${i}`,
          legs: [
            { accountId: from.cash, amount: -amount },
            { accountId: to.cash, amount },
          ],
        });
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [balanceA, balanceB] = await Promise.all([
      memberBalances(t.handle.db, a.memberId),
      memberBalances(t.handle.db, b.memberId),
    ]);
    expect((balanceA.cash ?? 0) + (balanceB.cash ?? 0)).toBe(2_000_000);
    expect(await reconcile(t.handle.db)).toEqual(whole);
  });

  it('moves money once when the same idempotency key arrives 100 times at once, and answers each with that transfer', async () => {
    const { memberId, cash } = await funded(50_000);
    const house = await merchantAccount(t.handle.db, t.merchantId, 'house', t.now());
    const request = {
      at: t.now(),
      merchantId: t.merchantId,
      idempotencyKey: `same-${memberId}`,
      kind: 'bet',
      reference: 'B-same',
      legs: [
        { accountId: cash, amount: -7_000 },
        { accountId: house, amount: 7_000 },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => postTransfer(t.handle.db, request)));
    expect(new Set(answers.map((a) => a.transferId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await memberBalances(t.handle.db, memberId)).toMatchObject({ cash: 43_000 });
    expect(await reconcile(t.handle.db)).toEqual(whole);
  });
});
