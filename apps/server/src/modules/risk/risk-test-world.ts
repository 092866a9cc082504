import { randomBytes } from 'node:crypto';
import type { GameFeedInput } from '@platform/contract/games';
import { eq } from 'drizzle-orm';
import { importTestFeeds } from '../../test/game-feeds.ts';
import type { TestApp } from '../../test/test-app.ts';
import { loginHistory } from '../accounts/accounts.tables.ts';
import { insertMember } from '../accounts/members.service.ts';
import { balanceAdjustments } from '../adjustments/adjustments.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { freeRoundGrants } from '../free-rounds/free-rounds.tables.ts';
import { games } from '../games/games.tables.ts';
import { seedOperator } from '../operators/operators.seed.ts';
import { deposits, paymentChannels } from '../payments/payments.tables.ts';
import { memberBankAccounts, withdrawals } from '../withdrawals/withdrawals.tables.ts';

/*
 * Seeds the records the risk rules read, each at a chosen time, straight into their tables: the
 * scenarios are about what the records say, not how the money got there (the modules' own tests
 * prove that). Times are offsets from the test clock.
 */

const VENDOR = 'PG';
const feed: GameFeedInput = {
  vendor: VENDOR,
  games: [{ gameId: 'risk-slot', names: { EN: 'Risk Slot' }, gameType: 'RNG', isHot: false }],
};

const key = () => randomBytes(8).toString('hex');

export interface RiskWorld {
  /** A member registered 30 days ago, or at `registered.at` from its device. */
  member(registered?: { at: Date; deviceId: string }): Promise<number>;
  login(memberId: number, ip: string, at: Date, userAgent?: string, deviceId?: string): Promise<void>;
  bindBank(memberId: number, accountNumber: string, at: Date): Promise<number>;
  deposit(memberId: number, amount: number, at: Date): Promise<void>;
  withdraw(memberId: number, amount: number, at: Date, bankAccountId?: number): Promise<string>;
  bet(memberId: number, stake: number, payout: number, at: Date): Promise<void>;
  bonusCredit(memberId: number, amount: number, at: Date): Promise<void>;
  freeRounds(memberId: number, rounds: number, betAmount: number, at: Date): Promise<void>;
}

export async function riskWorld(t: TestApp, at: Date): Promise<RiskWorld> {
  const db = t.database.db;
  await importTestFeeds(t, [feed], at);
  const [game] = await db.select({ nodeId: games.nodeId }).from(games).where(eq(games.gameId, 'risk-slot'));
  const operatorId = await seedOperator(
    db,
    t.merchantId,
    { username: `risk${key()}`, password: 'operator password 123', role: 'admin' },
    at,
  );
  const [channel] = await db
    .insert(paymentChannels)
    .values({
      merchantId: t.merchantId,
      code: `RISK${key()}`.slice(0, 32),
      kind: 'manual-bank',
      name: 'Risk test bank',
      minAmount: 1,
      maxAmount: 1_000_000_000,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: paymentChannels.id });

  return {
    async member(registered) {
      const account = `risk${key()}`;
      const inserted = await insertMember(db, {
        merchantId: t.merchantId,
        account,
        nickname: account,
        type: 0,
        passwordHash: null,
        registerIp: '127.0.0.1',
        registerDeviceId: registered?.deviceId ?? null,
        registerMethod: 'WEB',
        registerType: 'USERNAME',
        createdAt: registered?.at ?? new Date(at.getTime() - 30 * 86_400_000),
      });
      if (!inserted.ok) throw new Error('could not insert a member');
      return inserted.member.id;
    },
    async login(memberId, ip, when, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131', deviceId) {
      await db
        .insert(loginHistory)
        .values({ memberId, ip, userAgent, deviceId, loginType: 'USERNAME', success: true, at: when });
    },
    async bindBank(memberId, accountNumber, when) {
      const [row] = await db
        .insert(memberBankAccounts)
        .values({
          merchantId: t.merchantId,
          memberId,
          bankName: 'KBZ Bank',
          accountNumber,
          holderName: 'Aung Min',
          createdAt: when,
        })
        .returning({ id: memberBankAccounts.id });
      return row!.id;
    },
    async deposit(memberId, amount, when) {
      await db.insert(deposits).values({
        merchantId: t.merchantId,
        memberId,
        channelId: channel!.id,
        orderNo: `DP${key()}`,
        amount,
        status: 'credited',
        idempotencyKey: key(),
        requestDigest: key(),
        action: {
          type: 'instructions',
          bankName: 'KBZ Bank',
          accountName: 'House',
          accountNumber: '1000000001',
          memberReference: 'R1',
        },
        createdAt: when,
        updatedAt: when,
        completedAt: when,
      });
    },
    async withdraw(memberId, amount, when, bankAccountId) {
      const [bank] = bankAccountId
        ? await db.select().from(memberBankAccounts).where(eq(memberBankAccounts.id, bankAccountId))
        : [];
      const orderNo = `WD${key()}`.toUpperCase();
      await db.insert(withdrawals).values({
        merchantId: t.merchantId,
        memberId,
        orderNo,
        amount,
        bankAccountId: bank?.id ?? null,
        bankName: bank?.bankName ?? 'KBZ Bank',
        accountNumber: bank?.accountNumber ?? `7${memberId}`.padEnd(10, '0'),
        holderName: 'Aung Min',
        requestId: key(),
        requestDigest: key(),
        createdAt: when,
        updatedAt: when,
      });
      return orderNo;
    },
    async bet(memberId, stake, payout, when) {
      await db.insert(betRecords).values({
        merchantId: t.merchantId,
        memberId,
        vendorCode: VENDOR,
        roundId: `r-${key()}`,
        nodeId: game!.nodeId,
        gameCode: 'risk-slot',
        status: 'settled',
        stake,
        payout,
        placedAt: when,
        settledAt: when,
      });
    },
    async bonusCredit(memberId, amount, when) {
      await db.insert(balanceAdjustments).values({
        merchantId: t.merchantId,
        memberId,
        account: 'bonus',
        direction: 'credit',
        amount,
        reason: 'Welcome bonus',
        status: 'posted',
        requiresApproval: false,
        requestedBy: operatorId,
        requestKey: key(),
        ledgerTransferId: 1,
        createdAt: when,
      });
    },
    async freeRounds(memberId, rounds, betAmount, when) {
      await db.insert(freeRoundGrants).values({
        merchantId: t.merchantId,
        memberId,
        vendorCode: VENDOR,
        nodeId: game!.nodeId,
        rounds,
        betAmount,
        expiresAt: new Date(when.getTime() + 86_400_000),
        grantedBy: operatorId,
        requestKey: key(),
        createdAt: when,
      });
    },
  };
}
