import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError, memberAccount, merchantAccount, postTransfer, reconcile } from './ledger.service.ts';
import { type LedgerTestDb, openLedgerTestDb } from './ledger-test-db.ts';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(() => t.close());

const MEMBERS = 3;
const amount = fc.integer({ min: 1, max: 50_000 });
const who = fc.integer({ min: 0, max: MEMBERS - 1 });

/** What a member or the operator can do to money, as the wallet will ask the ledger for it. */
const operation = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), member: who, amount }),
  fc.record({ op: fc.constant('requestWithdrawal' as const), member: who, amount }),
  fc.record({ op: fc.constant('approveWithdrawal' as const), member: who }),
  fc.record({ op: fc.constant('rejectWithdrawal' as const), member: who }),
  fc.record({ op: fc.constant('transfer' as const), member: who, to: who, amount }),
  fc.record({ op: fc.constant('bet' as const), member: who, amount }),
  fc.record({ op: fc.constant('win' as const), member: who, amount }),
  fc.record({ op: fc.constant('retryLast' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface Wallet {
  cash: number;
  hold: number;
  /** Amounts of withdrawals waiting for the operator, oldest first. */
  pending: number[];
}

describe('ledger invariants under random money movements', () => {
  it('keeps every transfer balanced, no member below zero and cached balances equal to their entries, after every step', async () => {
    const db = t.handle.db;
    const merchantId = t.merchantId;
    const [clearing, payout, house] = await Promise.all([
      merchantAccount(db, merchantId, 'gateway_clearing', t.now()),
      merchantAccount(db, merchantId, 'payout_clearing', t.now()),
      merchantAccount(db, merchantId, 'house', t.now()),
    ]);
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (operations) => {
        run += 1;
        const members = await Promise.all(
          Array.from({ length: MEMBERS }, async () => {
            const memberId = await t.newMember();
            const owner = { merchantId, memberId };
            return {
              memberId,
              cash: await memberAccount(db, owner, 'cash', t.now()),
              hold: await memberAccount(db, owner, 'withdrawal_hold', t.now()),
            };
          }),
        );
        const model: Wallet[] = members.map(() => ({ cash: 0, hold: 0, pending: [] }));
        let last: Parameters<typeof postTransfer>[1] | null = null;
        let step = 0;

        const post = async (
          request: Omit<Parameters<typeof postTransfer>[1], 'merchantId' | 'idempotencyKey' | 'at'>,
        ) => {
          step += 1;
          const full = { ...request, merchantId, idempotencyKey: `p${run}-${step}`, at: t.now() };
          last = full;
          return postTransfer(db, full);
        };

        for (const action of operations as Operation[]) {
          if (action.op === 'retryLast') {
            // A client retrying its last request: the same key must move nothing again.
            if (last) expect((await postTransfer(db, last)).replayed).toBe(true);
          } else {
            const m = members[action.member]!;
            const w = model[action.member]!;
            if (action.op === 'deposit') {
              await post({
                kind: 'deposit',
                reference: 'd',
                legs: [
                  { accountId: clearing, amount: -action.amount },
                  { accountId: m.cash, amount: action.amount },
                ],
              });
              w.cash += action.amount;
            } else if (action.op === 'requestWithdrawal' || action.op === 'bet') {
              const target = action.op === 'bet' ? house : m.hold;
              const attempt = post({
                kind: action.op,
                reference: 'w',
                legs: [
                  { accountId: m.cash, amount: -action.amount },
                  { accountId: target, amount: action.amount },
                ],
              });
              if (action.amount > w.cash) {
                await expect(attempt).rejects.toBeInstanceOf(LedgerError);
                await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
                last = null;
              } else {
                await attempt;
                w.cash -= action.amount;
                if (action.op === 'requestWithdrawal') {
                  w.hold += action.amount;
                  w.pending.push(action.amount);
                }
              }
            } else if (action.op === 'approveWithdrawal' || action.op === 'rejectWithdrawal') {
              const held = w.pending.shift();
              if (held !== undefined) {
                const approve = action.op === 'approveWithdrawal';
                await post({
                  kind: action.op,
                  reference: 'h',
                  legs: [
                    { accountId: m.hold, amount: -held },
                    { accountId: approve ? payout : m.cash, amount: held },
                  ],
                });
                w.hold -= held;
                if (!approve) w.cash += held;
              }
            } else if (action.op === 'transfer') {
              if (action.to !== action.member) {
                const to = members[action.to]!;
                const attempt = post({
                  kind: 'transfer',
                  reference: 't',
                  legs: [
                    { accountId: m.cash, amount: -action.amount },
                    { accountId: to.cash, amount: action.amount },
                  ],
                });
                if (action.amount > w.cash) {
                  await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
                  last = null;
                } else {
                  await attempt;
                  w.cash -= action.amount;
                  model[action.to]!.cash += action.amount;
                }
              }
            } else if (action.op === 'win') {
              await post({
                kind: 'win',
                reference: 'g',
                legs: [
                  { accountId: house, amount: -action.amount },
                  { accountId: m.cash, amount: action.amount },
                ],
              });
              w.cash += action.amount;
            }
          }

          expect(await reconcile(db, merchantId)).toEqual({
            unbalancedTransfers: 0,
            mismatchedAccounts: 0,
            difference: 0,
            negativeBalances: 0,
          });
        }

        // The ledger agrees with a model that does the arithmetic by hand.
        for (const [i, m] of members.entries()) {
          const balances = await db.query.ledgerAccounts.findMany({
            where: (a, { eq }) => eq(a.memberId, m.memberId),
          });
          const byKind = Object.fromEntries(balances.map((a) => [a.kind, a.balance]));
          expect(byKind).toEqual({ cash: model[i]!.cash, withdrawal_hold: model[i]!.hold });
        }
      }),
      { numRuns: 25 },
    );
  });
});
