import type { FreeRoundGrant } from '@platform/contract/free-rounds';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createSession } from '../accounts/sessions.service.ts';
import {
  balanceOf,
  CURRENCY,
  call,
  id,
  launch,
  player,
  useStudio,
  VENDOR,
  win,
} from './seamless-test-studio.ts';

// Free rounds (issue 24): granted by an operator, listed to the studio, played without the wallet.

const studio = useStudio();
let finance: string;

beforeAll(async () => {
  finance = await operatorToken(studio.t, 'free-rounds-finance', 'finance');
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) =>
  studio.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

async function grant(
  memberId: number,
  terms: { rounds?: number; betAmount?: number; validDays?: number } = {},
) {
  const response = await admin('POST', ADMIN_PATHS.freeRounds, {
    memberId,
    vendorCode: VENDOR,
    gameCode: 'fortune',
    rounds: terms.rounds ?? 3,
    betAmount: terms.betAmount ?? 200,
    validDays: terms.validDays ?? 7,
    idempotencyKey: id('grant'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as FreeRoundGrant;
}

const freeBet = (
  p: { playerId: string; gameToken: string },
  freeRoundsId: number | string,
  roundId = id('round'),
  amount = 200,
  transactionId = id('fb'),
) =>
  call(VENDOR_API_PATHS.bet, {
    transactionId,
    roundId,
    playerId: p.playerId,
    token: p.gameToken,
    gameCode: 'fortune',
    amount,
    currency: CURRENCY,
    freeRoundsId: String(freeRoundsId),
  });

const freeRoundsSeen = async (token: string) =>
  (await call(VENDOR_API_PATHS.authenticate, { token })).json().value.freeRounds;

describe('free rounds granted by the operator and played by the studio', () => {
  it('lists the grant to the studio, plays its rounds without touching the wallet, and pays their wins', async () => {
    const p = await player();
    const granted = await grant(p.memberId);
    expect(await freeRoundsSeen(p.gameToken)).toEqual([
      expect.objectContaining({
        freeRoundsId: String(granted.id),
        gameCode: 'fortune',
        roundsLeft: 3,
        betAmount: 200,
      }),
    ]);
    const roundId = id('round');
    const betId = id('fb');
    const played = await freeBet(p, granted.id, roundId, 200, betId);
    expect([played.statusCode, played.json().value]).toMatchObject([
      200,
      { balance: 10_000, platformTransactionId: null },
    ]);
    expect((await freeBet(p, granted.id, roundId, 200, betId)).json()).toEqual(played.json());
    await win(p, 750, roundId);
    expect(await balanceOf(p.playerId)).toBe(10_750);
    expect((await freeRoundsSeen(p.gameToken))[0].roundsLeft).toBe(2);
    const looked = (await call(VENDOR_API_PATHS.transaction, { transactionId: betId })).json().value;
    expect(looked).toMatchObject({ kind: 'bet', amount: 0, freeRoundsId: String(granted.id) });
    const listed = (await admin('GET', `${ADMIN_PATHS.freeRounds}?memberId=${p.memberId}`)).json().value;
    expect(listed.list).toEqual([
      expect.objectContaining({ id: granted.id, roundsUsed: 1, status: 'active' }),
    ]);
  });

  it('plays no more rounds than granted, even sent at once, and then refuses them as used up', async () => {
    const p = await player();
    const granted = await grant(p.memberId, { rounds: 2 });
    const sent = await Promise.all(Array.from({ length: 5 }, () => freeBet(p, granted.id)));
    expect(sent.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(new Set(sent.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['FREE_ROUNDS_UNAVAILABLE']),
    );
    expect(await freeRoundsSeen(p.gameToken)).toEqual([]);
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });

  it('refuses another player’s grant, another stake, a cancelled or an expired grant, taking nothing', async () => {
    const p = await player();
    const q = await player();
    const granted = await grant(p.memberId);
    expect((await freeBet(q, granted.id)).json().code).toBe('FREE_ROUNDS_NOT_FOUND');
    expect((await freeBet(p, 999_999_999)).json().code).toBe('FREE_ROUNDS_NOT_FOUND');
    expect((await freeBet(p, granted.id, id('round'), 300)).json().code).toBe('FREE_ROUNDS_UNAVAILABLE');

    const cancelled = await admin('POST', `${ADMIN_PATHS.freeRounds}/${granted.id}/cancel`);
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled', roundsUsed: 0 });
    expect((await freeBet(p, granted.id)).json().code).toBe('FREE_ROUNDS_UNAVAILABLE');

    const later = await grant(p.memberId, { validDays: 1 });
    const started = studio.clock;
    studio.clock = new Date(started.getTime() + 25 * 60 * 60_000);
    try {
      // A day on, the member signs in again and starts the game again.
      const session = await createSession(studio.t.ctx.accounts, {
        memberId: p.memberId,
        merchantId: studio.t.merchantId,
        loginType: 'USERNAME',
        ip: '127.0.0.1',
        userAgent: 'vitest',
      });
      const relaunched = await launch(session);
      const token = new URL(relaunched.json().value.url).searchParams.get('token') ?? '';
      expect(await freeRoundsSeen(token)).toEqual([]);
      expect((await freeBet({ ...p, gameToken: token }, later.id)).json().code).toBe(
        'FREE_ROUNDS_UNAVAILABLE',
      );
      // The operator's session of yesterday has ended too.
      const today = await operatorToken(studio.t, 'free-rounds-finance-2', 'finance');
      const listed = (
        await admin('GET', `${ADMIN_PATHS.freeRounds}?memberId=${p.memberId}`, undefined, today)
      ).json().value;
      expect(listed.list.map((g: FreeRoundGrant) => g.status)).toEqual(['expired', 'cancelled']);
    } finally {
      studio.clock = started;
    }
    expect(await balanceOf(p.playerId)).toBe(10_000);
    expect(await balanceOf(q.playerId)).toBe(10_000);
  });

  it('gives the round back when the studio rolls a free-round bet back', async () => {
    const p = await player();
    const granted = await grant(p.memberId, { rounds: 1 });
    const roundId = id('round');
    const betId = id('fb');
    await freeBet(p, granted.id, roundId, 200, betId);
    expect(await freeRoundsSeen(p.gameToken)).toEqual([]);
    const rolled = await call(VENDOR_API_PATHS.rollback, {
      transactionId: id('rb'),
      refTransactionId: betId,
      roundId,
      playerId: p.playerId,
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect((await freeRoundsSeen(p.gameToken))[0].roundsLeft).toBe(1);
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });
});

describe('the operator’s free rounds', () => {
  it('grants once per form, only to a real player of the site and a seamless game, with finance.adjust', async () => {
    const p = await player();
    const body = {
      memberId: p.memberId,
      vendorCode: VENDOR,
      gameCode: 'fortune',
      rounds: 5,
      betAmount: 100,
      validDays: 3,
      idempotencyKey: id('grant'),
    };
    const first = await admin('POST', ADMIN_PATHS.freeRounds, body);
    const again = await admin('POST', ADMIN_PATHS.freeRounds, body);
    expect(again.json().value.id).toBe(first.json().value.id);
    const changed = await admin('POST', ADMIN_PATHS.freeRounds, { ...body, rounds: 6 });
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const noGame = await admin('POST', ADMIN_PATHS.freeRounds, {
      ...body,
      gameCode: 'nope',
      idempotencyKey: id('g'),
    });
    expect([noGame.statusCode, noGame.json().code]).toEqual([404, 'GAME_NOT_FOUND']);
    const noPlayer = await admin('POST', ADMIN_PATHS.freeRounds, {
      ...body,
      memberId: 999_999,
      idempotencyKey: id('g'),
    });
    expect([noPlayer.statusCode, noPlayer.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    for (const bad of [{ rounds: 0 }, { rounds: 501 }, { betAmount: 1.5 }, { validDays: 91 }, { extra: 1 }])
      expect((await admin('POST', ADMIN_PATHS.freeRounds, { ...body, ...bad })).json().code).toBe(
        'VALIDATION_ERROR',
      );
    const support = await operatorToken(studio.t, 'free-rounds-support', 'support');
    expect(
      (await admin('POST', ADMIN_PATHS.freeRounds, { ...body, idempotencyKey: id('g') }, support)).statusCode,
    ).toBe(403);
    const missing = await admin('POST', `${ADMIN_PATHS.freeRounds}/999999999/cancel`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'FREE_ROUNDS_NOT_FOUND']);
  });
});
