import { TRANSFER_PATHS } from '@platform/contract/transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPasswordMember, logInWithPassword } from '../../test/password-member.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../accounts/passwords.ts';
import {
  memberAccount,
  memberBalances,
  merchantAccount,
  postTransfer,
  reconcile,
} from '../ledger/ledger.service.ts';
import type { WalletEvent } from '../wallet/wallet-events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Member {
  id: number;
  account: string;
  token: string;
}

let serial = 0;
/** A member placed in the tree, funded, with login and payment passwords, and logged in. */
async function member(options: {
  agent?: boolean;
  upline?: Member;
  cash?: number;
  paymentPassword?: boolean;
}) {
  serial += 1;
  const account = `tree${serial}${Math.floor(Math.random() * 1e5)}`;
  const id = await insertPasswordMember(t.database.db, {
    merchantId: t.merchantId,
    account,
    type: options.agent ? 1 : 0,
    paymentPasswordHash: options.paymentPassword === false ? null : await hashPassword('246810'),
    uplineId: options.upline?.id ?? null,
    createdAt: t.ctx.system.now(),
  });
  if (options.cash) {
    const cash = await memberAccount(
      t.database.db,
      { merchantId: t.merchantId, memberId: id },
      'cash',
      t.ctx.system.now(),
    );
    await postTransfer(t.database.db, {
      at: t.ctx.system.now(),
      merchantId: t.merchantId,
      idempotencyKey: `seed-${id}`,
      kind: 'deposit',
      reference: 'seed',
      legs: [
        {
          accountId: await merchantAccount(
            t.database.db,
            t.merchantId,
            'gateway_clearing',
            t.ctx.system.now(),
          ),
          amount: -options.cash,
        },
        { accountId: cash, amount: options.cash },
      ],
    });
  }
  return { id, account, token: await logInWithPassword(t, account) };
}

function send(path: string, who: Member, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${who.token}` },
    payload: body,
  });
}

async function cashOf(who: Member) {
  return (await memberBalances(t.database.db, who.id)).cash ?? 0;
}

const whole = { unbalancedTransfers: 0, mismatchedAccounts: 0, difference: 0, negativeBalances: 0 };

describe('transfer to upline', () => {
  it('moves cash to the agent above, tells the agent at once, and answers a retried request without moving again', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 50_000 });
    const heard: WalletEvent[] = [];
    const stop = t.ctx.walletEvents.subscribe(agent.id, (event) => heard.push(event));

    const body = { amount: 12_345, paymentPassword: '246810', requestId: 'req-upline-0001' };
    const first = await send(TRANSFER_PATHS.upline, player, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      amount: 12_345,
      balance: 37_655,
      recipient: agent.account,
      replayed: false,
    });
    expect(heard).toEqual([
      expect.objectContaining({ type: 'balance', memberId: agent.id, balance: 12_345 }),
    ]);

    const again = await send(TRANSFER_PATHS.upline, player, body);
    expect(again.json().value).toMatchObject({ transferId: first.json().value.transferId, replayed: true });
    expect(await cashOf(player)).toBe(37_655);
    expect(await cashOf(agent)).toBe(12_345);
    expect(heard).toHaveLength(1);
    stop();

    // The same request id with another amount is a different request: refused, nothing moves.
    const changed = await send(TRANSFER_PATHS.upline, player, { ...body, amount: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await cashOf(player)).toBe(37_655);
  });

  it('refuses a wrong payment password, a missing one, more than the balance, and a member without upline, moving nothing', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 1_000 });
    const wrong = await send(TRANSFER_PATHS.upline, player, {
      amount: 100,
      paymentPassword: '999999',
      requestId: 'req-wrong-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');

    const tooMuch = await send(TRANSFER_PATHS.upline, player, {
      amount: 1_001,
      paymentPassword: '246810',
      requestId: 'req-too-much',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');

    const unset = await member({ upline: agent, cash: 1_000, paymentPassword: false });
    const noPassword = await send(TRANSFER_PATHS.upline, unset, {
      amount: 100,
      paymentPassword: '246810',
      requestId: 'req-no-pass',
    });
    expect(noPassword.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');

    const orphan = await member({ cash: 1_000 });
    const noUpline = await send(TRANSFER_PATHS.upline, orphan, {
      amount: 100,
      paymentPassword: '246810',
      requestId: 'req-orphan',
    });
    expect(noUpline.statusCode).toBe(404);

    expect([await cashOf(player), await cashOf(unset), await cashOf(orphan), await cashOf(agent)]).toEqual([
      1_000, 1_000, 1_000, 0,
    ]);
    expect(await reconcile(t.database.db)).toEqual(whole);
  });

  it('pauses payment password guessing after 5 wrong tries, even with the right one', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 1_000 });
    for (let i = 0; i < 5; i++)
      await send(TRANSFER_PATHS.upline, player, {
        amount: 1,
        paymentPassword: `00000${i}`,
        requestId: `req-guess-${i}xx`,
      });
    const right = await send(TRANSFER_PATHS.upline, player, {
      amount: 1,
      paymentPassword: '246810',
      requestId: 'req-guess-right',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await cashOf(player)).toBe(1_000);
  });

  it('lets one of 20 simultaneous transfers of the whole balance through', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 5_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(TRANSFER_PATHS.upline, player, {
          amount: 5_000,
          paymentPassword: '246810',
          requestId: `req-race-${String(i).padStart(3, '0')}`,
        }),
      ),
    );
    // Only the balance lets one through. The payment password's guard counts each attempt before
    // comparing, so past 5 at the same instant the rest wait, right password or not.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(refused).toHaveLength(19);
    for (const code of refused) expect(['INSUFFICIENT_FUNDS', 'RATE_LIMITED']).toContain(code);
    expect([await cashOf(player), await cashOf(agent)]).toEqual([0, 5_000]);
  });

  it('refuses bad input with field errors and moves nothing', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 1_000 });
    for (const body of [
      { amount: -5, paymentPassword: '246810', requestId: 'req-bad-0001' },
      { amount: 0, paymentPassword: '246810', requestId: 'req-bad-0002' },
      { amount: 1.5, paymentPassword: '246810', requestId: 'req-bad-0003' },
      { amount: '100', paymentPassword: '246810', requestId: 'req-bad-0004' },
      { amount: 100, paymentPassword: '246810' },
      { amount: 100, paymentPassword: '246810', requestId: 'short' },
      { amount: 100, paymentPassword: '246810', requestId: 'req-bad-0007', extra: 1 },
    ]) {
      const answer = await send(TRANSFER_PATHS.upline, player, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: TRANSFER_PATHS.upline,
      payload: { amount: 1, paymentPassword: '246810', requestId: 'req-anon-001' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await cashOf(player)).toBe(1_000);
  });
});

describe('transfer to downline', () => {
  it('lets an agent pay anyone below it, however deep, and nobody outside its tree', async () => {
    const top = await member({ agent: true, cash: 100_000 });
    const middle = await member({ agent: true, upline: top });
    const player = await member({ upline: middle });
    const otherAgent = await member({ agent: true });
    const stranger = await member({ upline: otherAgent });

    const deep = await send(TRANSFER_PATHS.downline, top, {
      downlineAccount: player.account.toUpperCase(),
      amount: 30_000,
      paymentPassword: '246810',
      requestId: 'req-down-0001',
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.json().value).toMatchObject({ balance: 70_000, recipient: player.account });
    expect(await cashOf(player)).toBe(30_000);

    for (const target of [stranger, otherAgent, top]) {
      const outside = await send(TRANSFER_PATHS.downline, top, {
        downlineAccount: target.account,
        amount: 1_000,
        paymentPassword: '246810',
        requestId: `req-out-${target.id}x`,
      });
      expect(outside.statusCode, target.account).toBe(404);
    }
    // Upwards is not downwards: the middle agent cannot pay its own upline here.
    const upwards = await send(TRANSFER_PATHS.downline, middle, {
      downlineAccount: top.account,
      amount: 1,
      paymentPassword: '246810',
      requestId: 'req-upwards-01',
    });
    expect(upwards.statusCode).toBe(404);
    expect(await cashOf(top)).toBe(70_000);
    expect(await reconcile(t.database.db)).toEqual(whole);
  });

  it('is for agents only', async () => {
    const agent = await member({ agent: true });
    const player = await member({ upline: agent, cash: 1_000 });
    const child = await member({ upline: player });
    const answer = await send(TRANSFER_PATHS.downline, player, {
      downlineAccount: child.account,
      amount: 100,
      paymentPassword: '246810',
      requestId: 'req-not-agent',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('NOT_AGENT');
    expect(await cashOf(child)).toBe(0);
  });
});
