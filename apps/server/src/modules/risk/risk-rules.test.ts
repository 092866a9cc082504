import type { RiskRule } from '@platform/contract/risk-admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { riskSignals } from './risk.tables.ts';
import { scanRisk } from './risk-scan.service.ts';
import { type RiskWorld, riskWorld } from './risk-test-world.ts';

// Each rule gets a scenario that must raise it and a near miss that must not, scanned with the
// merchant's default thresholds at the test clock's time.
const clock = testClock('2026-05-04T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

let t: TestApp;
let w: RiskWorld;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  w = await riskWorld(t, clock.now());
});
afterAll(() => t?.close());

const scan = () => scanRisk(t.database.db, { merchantId: t.merchantId, at: clock.now() });

async function signalsOf(rule: RiskRule) {
  return t.database.db.select().from(riskSignals).where(eq(riskSignals.rule, rule));
}

async function signalAbout(rule: RiskRule, subject: string) {
  const rows = await t.database.db
    .select()
    .from(riskSignals)
    .where(and(eq(riskSignals.rule, rule), eq(riskSignals.subject, subject)));
  return rows;
}

describe('several accounts on one address (shared-ip)', () => {
  it('raises three accounts logging in from one address within a day, with each user agent', async () => {
    const ids = [await w.member(), await w.member(), await w.member()];
    await w.login(ids[0]!, '203.0.113.7', ago(HOUR), 'UA-phone-1');
    await w.login(ids[1]!, '203.0.113.7', ago(2 * HOUR), 'UA-phone-1');
    await w.login(ids[2]!, '203.0.113.7', ago(5 * HOUR), 'UA-desktop');
    await scan();
    const [signal] = await signalAbout('shared-ip', 'ip:203.0.113.7');
    expect(signal?.memberIds).toEqual(ids);
    expect(signal?.figures).toMatchObject({ accounts: 3 });
    expect(signal?.facts.map((f) => [f.memberId, f.ip, f.userAgent])).toEqual([
      [ids[0], '203.0.113.7', 'UA-phone-1'],
      [ids[1], '203.0.113.7', 'UA-phone-1'],
      [ids[2], '203.0.113.7', 'UA-desktop'],
    ]);
  });

  it('does not raise two accounts in the window and a third seen 25 hours ago', async () => {
    const ids = [await w.member(), await w.member(), await w.member()];
    await w.login(ids[0]!, '203.0.113.8', ago(HOUR));
    await w.login(ids[1]!, '203.0.113.8', ago(3 * HOUR));
    await w.login(ids[2]!, '203.0.113.8', ago(25 * HOUR));
    await scan();
    expect(await signalAbout('shared-ip', 'ip:203.0.113.8')).toEqual([]);
  });
});

describe('several accounts on one device (shared-device)', () => {
  it('raises three accounts on one device behind different addresses, a registration among them', async () => {
    const device = 'dEvIcE-sHaReD_0000001w';
    const ids = [await w.member(), await w.member(), await w.member({ at: ago(2 * HOUR), deviceId: device })];
    await w.login(ids[0]!, '198.51.100.1', ago(3 * HOUR), 'UA-phone-1', device);
    await w.login(ids[0]!, '198.51.100.2', ago(HOUR), 'UA-phone-1', device);
    await w.login(ids[1]!, '198.51.100.3', ago(4 * HOUR), 'UA-phone-1', device);
    await scan();
    const [signal] = await signalAbout('shared-device', `device:${device}`);
    expect(signal?.memberIds).toEqual(ids);
    expect(signal?.figures).toEqual({ accounts: 3, hours: 24 });
    expect(signal?.facts.map((f) => [f.memberId, f.kind, f.ip, f.reference])).toEqual([
      [ids[0], 'login', '198.51.100.2', '2'],
      [ids[1], 'login', '198.51.100.3', '1'],
      [ids[2], 'registration', '127.0.0.1', null],
    ]);
    // No address is shared, so shared-ip has nothing to say about them.
    expect((await signalsOf('shared-ip')).filter((s) => s.memberIds.includes(ids[0]!))).toEqual([]);
  });

  it('does not raise two accounts on one device, nor logins that sent no device id', async () => {
    const device = 'dEvIcE-sHaReD_0000002A';
    const ids = [await w.member(), await w.member(), await w.member()];
    await w.login(ids[0]!, '198.51.100.4', ago(HOUR), 'UA', device);
    await w.login(ids[1]!, '198.51.100.5', ago(HOUR), 'UA', device);
    await w.login(ids[2]!, '198.51.100.6', ago(25 * HOUR), 'UA', device);
    for (const id of ids) await w.login(id, '198.51.100.7', ago(HOUR));
    await scan();
    expect(await signalAbout('shared-device', `device:${device}`)).toEqual([]);
    const noDevice = (await signalsOf('shared-device')).filter((s) => s.memberIds.includes(ids[0]!));
    expect(noDevice).toEqual([]);
  });
});

describe('a bank account shared by several members (shared-bank)', () => {
  it('raises one number bound by one member and withdrawn to by another, however it is spaced', async () => {
    const [a, b] = [await w.member(), await w.member()];
    await w.bindBank(a, '1234-5678-90', ago(3 * HOUR));
    const bBank = await w.bindBank(b, '1234567890', ago(2 * HOUR));
    await w.withdraw(b, 20_000, ago(HOUR), bBank);
    await scan();
    const found = (await signalsOf('shared-bank')).filter((s) => s.memberIds.includes(a));
    expect(found).toHaveLength(1);
    expect(found[0]?.memberIds).toEqual([a, b]);
    expect(new Set(found[0]?.facts.map((f) => f.bankAccount))).toEqual(new Set(['KBZ Bank ****7890']));
    expect(found[0]?.facts.map((f) => f.kind).sort()).toEqual(['bank-account', 'bank-account', 'withdrawal']);
  });

  it('does not raise a member withdrawing twice to their own account', async () => {
    const c = await w.member();
    const bank = await w.bindBank(c, '5555000011', ago(10 * HOUR));
    await w.withdraw(c, 10_000, ago(5 * HOUR), bank);
    await w.withdraw(c, 10_000, ago(HOUR), bank);
    await scan();
    expect((await signalsOf('shared-bank')).filter((s) => s.memberIds.includes(c))).toEqual([]);
  });
});

describe('big winners (big-win)', () => {
  it("raises a member whose net win of the merchant's day reaches the threshold", async () => {
    const m = await w.member();
    await w.bet(m, 100_000, 700_000, ago(3 * HOUR));
    await w.bet(m, 100_000, 500_000, ago(HOUR));
    await scan();
    const [signal] = await signalAbout('big-win', `member:${m}`);
    // 10:00 UTC is 16:30 in Yangon, the demo merchant's zone.
    expect(signal?.period).toBe('2026-05-04');
    expect(signal?.figures).toEqual({ net: 1_000_000, stake: 200_000, payout: 1_200_000, rounds: 2 });
  });

  it('does not raise a net win just under the threshold, nor one split over two local days', async () => {
    const under = await w.member();
    await w.bet(under, 1, 1_000_000, ago(HOUR));
    const split = await w.member();
    // 20 hours ago is 20:30 of the day before in Yangon.
    await w.bet(split, 0, 600_000, ago(20 * HOUR));
    await w.bet(split, 0, 600_000, ago(HOUR));
    await scan();
    expect(await signalAbout('big-win', `member:${under}`)).toEqual([]);
    expect(await signalAbout('big-win', `member:${split}`)).toEqual([]);
  });
});

describe('rapid deposit-withdraw cycles (rapid-cycle)', () => {
  it('raises most of a deposit withdrawn within two hours with little play', async () => {
    const m = await w.member();
    await w.deposit(m, 100_000, ago(90 * MINUTE));
    await w.bet(m, 10_000, 0, ago(60 * MINUTE));
    const orderNo = await w.withdraw(m, 90_000, ago(30 * MINUTE));
    await scan();
    const [signal] = await signalAbout('rapid-cycle', `withdrawal:${orderNo}`);
    expect(signal?.memberIds).toEqual([m]);
    expect(signal?.figures).toEqual({ deposit: 100_000, withdrawal: 90_000, staked: 10_000, minutes: 60 });
    expect(signal?.facts.map((f) => f.kind)).toEqual(['deposit', 'bets', 'withdrawal']);
  });

  it('does not raise a cycle with enough play, nor one slower than the window', async () => {
    const played = await w.member();
    await w.deposit(played, 100_000, ago(90 * MINUTE));
    await w.bet(played, 40_000, 30_000, ago(60 * MINUTE));
    const playedOrder = await w.withdraw(played, 90_000, ago(30 * MINUTE));
    const slow = await w.member();
    await w.deposit(slow, 100_000, ago(200 * MINUTE));
    const slowOrder = await w.withdraw(slow, 90_000, ago(30 * MINUTE));
    await scan();
    expect(await signalAbout('rapid-cycle', `withdrawal:${playedOrder}`)).toEqual([]);
    expect(await signalAbout('rapid-cycle', `withdrawal:${slowOrder}`)).toEqual([]);
  });
});

describe('a change of bank account shortly before a withdrawal (bank-change)', () => {
  it('raises a withdrawal to an account bound two hours before, replacing one paid to earlier', async () => {
    const m = await w.member();
    const first = await w.bindBank(m, '1111222233', ago(240 * HOUR));
    await w.withdraw(m, 10_000, ago(120 * HOUR), first);
    const second = await w.bindBank(m, '4444555566', ago(2 * HOUR));
    const orderNo = await w.withdraw(m, 50_000, ago(30 * MINUTE), second);
    await scan();
    const [signal] = await signalAbout('bank-change', `withdrawal:${orderNo}`);
    expect(signal?.figures).toEqual({ withdrawal: 50_000, minutes: 90 });
    expect(signal?.facts.map((f) => [f.kind, f.bankAccount])).toEqual([
      ['bank-account', 'KBZ Bank ****2233'],
      ['withdrawal', 'KBZ Bank ****2233'],
      ['bank-account', 'KBZ Bank ****5566'],
      ['withdrawal', 'KBZ Bank ****5566'],
    ]);
  });

  it("does not raise a member's first account, nor an account bound 30 hours before", async () => {
    const firstTimer = await w.member();
    const only = await w.bindBank(firstTimer, '7777888899', ago(2 * HOUR));
    const firstOrder = await w.withdraw(firstTimer, 50_000, ago(30 * MINUTE), only);
    const settled = await w.member();
    await w.bindBank(settled, '1212121212', ago(240 * HOUR));
    const later = await w.bindBank(settled, '3434343434', ago(30 * HOUR));
    const settledOrder = await w.withdraw(settled, 50_000, ago(30 * MINUTE), later);
    await scan();
    expect(await signalAbout('bank-change', `withdrawal:${firstOrder}`)).toEqual([]);
    expect(await signalAbout('bank-change', `withdrawal:${settledOrder}`)).toEqual([]);
  });
});

describe('bonus abuse: deposit, bonus, little wagering, withdrawal (bonus-abuse)', () => {
  it('raises a bonus credit wagered a fifth of once before the withdrawal', async () => {
    const m = await w.member();
    await w.deposit(m, 50_000, ago(10 * HOUR));
    await w.bonusCredit(m, 50_000, ago(9 * HOUR));
    await w.bet(m, 10_000, 12_000, ago(8 * HOUR));
    const orderNo = await w.withdraw(m, 80_000, ago(30 * MINUTE));
    await scan();
    const [signal] = await signalAbout('bonus-abuse', `withdrawal:${orderNo}`);
    expect(signal?.figures).toEqual({ bonus: 50_000, staked: 10_000, withdrawal: 80_000 });
    expect(signal?.facts.map((f) => f.kind)).toEqual(['deposit', 'bonus-credit', 'bets', 'withdrawal']);
  });

  it('raises free rounds granted after a deposit and cashed out unplayed', async () => {
    const m = await w.member();
    await w.deposit(m, 20_000, ago(6 * HOUR));
    await w.freeRounds(m, 10, 1_000, ago(5 * HOUR));
    const orderNo = await w.withdraw(m, 25_000, ago(30 * MINUTE));
    await scan();
    const [signal] = await signalAbout('bonus-abuse', `withdrawal:${orderNo}`);
    expect(signal?.figures).toEqual({ bonus: 10_000, staked: 0, withdrawal: 25_000 });
  });

  it('does not raise a bonus wagered over once, nor a bonus given before the deposit', async () => {
    const wagered = await w.member();
    await w.deposit(wagered, 50_000, ago(10 * HOUR));
    await w.bonusCredit(wagered, 50_000, ago(9 * HOUR));
    await w.bet(wagered, 60_000, 70_000, ago(8 * HOUR));
    const wageredOrder = await w.withdraw(wagered, 80_000, ago(30 * MINUTE));
    const before = await w.member();
    await w.bonusCredit(before, 50_000, ago(10 * HOUR));
    await w.deposit(before, 50_000, ago(9 * HOUR));
    const beforeOrder = await w.withdraw(before, 80_000, ago(30 * MINUTE));
    await scan();
    expect(await signalAbout('bonus-abuse', `withdrawal:${wageredOrder}`)).toEqual([]);
    expect(await signalAbout('bonus-abuse', `withdrawal:${beforeOrder}`)).toEqual([]);
  });
});

describe('scanning again', () => {
  it('raises nothing twice: a second scan of the same data adds no signal', async () => {
    const before = await t.database.db.select({ id: riskSignals.id }).from(riskSignals);
    expect(before.length).toBeGreaterThan(0);
    expect(await scan()).toBe(0);
    expect(await t.database.db.select({ id: riskSignals.id }).from(riskSignals)).toHaveLength(before.length);
  });
});
