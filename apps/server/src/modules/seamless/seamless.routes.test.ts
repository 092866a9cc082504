import { RECORD_PATHS } from '@platform/contract/records';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { gameVendors } from '../games/vendors.tables.ts';
import { reconcile } from '../ledger/ledger.service.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import {
  balanceOf,
  bet,
  CURRENCY,
  call,
  callWith,
  id,
  launch,
  player,
  useStudio,
  VENDOR,
  win,
} from './seamless-test-studio.ts';

const studio = useStudio();

/** A day-long records range around a time, so the round is inside it on any date. */
function dayAround(at: Date) {
  const halfDay = 12 * 60 * 60_000;
  return {
    start: new Date(at.getTime() - halfDay).toISOString(),
    end: new Date(at.getTime() + halfDay).toISOString(),
  };
}

describe('who may call the vendor wallet API', () => {
  it('refuses calls without a signature, with a wrong one, or with a body changed after signing', async () => {
    const p = await player();
    const body = { playerId: p.playerId };
    const unsigned = await call(VENDOR_API_PATHS.balance, body, { unsigned: true });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    const forged = await call(VENDOR_API_PATHS.balance, body, { secret: 'not-the-secret-at-all' });
    expect(forged.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    const tampered = await bet(p, 100, id('r'));
    expect(tampered.statusCode).toBe(200);
    const altered = await call(
      VENDOR_API_PATHS.bet,
      {
        transactionId: id('bet'),
        roundId: id('r'),
        playerId: p.playerId,
        token: p.gameToken,
        gameCode: 'fortune',
        amount: 1,
        currency: CURRENCY,
      },
      { tamper: (raw) => raw.replace('"amount":1', '"amount":9000') },
    );
    expect(altered.statusCode).toBe(401);
    expect(await balanceOf(p.playerId)).toBe(9_900);
    const unknownVendor = await call(VENDOR_API_PATHS.balance, body, { vendor: 'NOPE' });
    expect(unknownVendor.json().code).toBe('VENDOR_SIGNATURE_INVALID');
  });

  it('refuses stale or future timestamps and addresses off the allow-list', async () => {
    const p = await player();
    const stale = await call(
      VENDOR_API_PATHS.balance,
      { playerId: p.playerId },
      { timestamp: studio.clock.getTime() - 6 * 60_000 },
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('VENDOR_TIMESTAMP_STALE');
    const future = await call(
      VENDOR_API_PATHS.balance,
      { playerId: p.playerId },
      { timestamp: studio.clock.getTime() + 6 * 60_000 },
    );
    expect(future.json().code).toBe('VENDOR_TIMESTAMP_STALE');
    const outsider = await call(VENDOR_API_PATHS.balance, { playerId: p.playerId }, { ip: '203.0.113.9' });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe('VENDOR_IP_NOT_ALLOWED');
  });
});

describe('a round of bets and wins', () => {
  it('authenticates the launch token, then bet and win move the main wallet once and settle the round', async () => {
    const p = await player();
    const auth = await call(VENDOR_API_PATHS.authenticate, { token: p.gameToken });
    expect(auth.json().value).toMatchObject({
      playerId: p.playerId,
      currency: CURRENCY,
      balance: 10_000,
      gameCode: 'fortune',
    });
    const roundId = id('round');
    const placed = await bet(p, 300, roundId);
    expect(placed.json().value.balance).toBe(9_700);
    const paid = await win(p, 1_000, roundId);
    expect(paid.json().value.balance).toBe(10_700);
    const [round] = await studio.t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, VENDOR), eq(betRecords.roundId, roundId)));
    expect(round).toMatchObject({ status: 'settled', stake: 300, payout: 1_000, nodeId: studio.slotNode });
    // The member's betting record (spec §2 personalHistoryCopy) shows the round.
    const records = await studio.t.app.inject({
      url: `${RECORD_PATHS.bets}?start=${dayAround(studio.clock).start}&end=${dayAround(studio.clock).end}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(records.json().value.list).toEqual([
      expect.objectContaining({
        reference: `${VENDOR}:${roundId}`,
        stake: 300,
        payout: 1_000,
        result: 700,
        gameName: 'Fortune Ox',
        vassalage: VENDOR,
        status: 'settled',
      }),
    ]);
    expect(await reconcile(studio.t.database.db, studio.t.merchantId)).toEqual({
      unbalancedTransfers: 0,
      mismatchedAccounts: 0,
      difference: 0,
      negativeBalances: 0,
    });
  });

  it('answers insufficient funds with the balance and keeps nothing of the refused bet', async () => {
    const p = await player(500);
    const roundId = id('round');
    const refused = await bet(p, 800, roundId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 500 } });
    const rounds = await studio.t.database.db
      .select()
      .from(betRecords)
      .where(eq(betRecords.roundId, roundId));
    expect(rounds).toEqual([]);
    expect(await balanceOf(p.playerId)).toBe(500);
  });

  it('refuses a win for a round that never had a bet, and one after the round ended', async () => {
    const p = await player();
    const unknown = await win(p, 100, id('ghost'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ROUND_NOT_FOUND');
    const roundId = id('round');
    await bet(p, 100, roundId);
    await win(p, 0, roundId);
    const late = await win(p, 500, roundId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
    expect(await balanceOf(p.playerId)).toBe(9_900);
  });

  it('refuses bets once the launch token expired, but still pays the win of the open round', async () => {
    const p = await player();
    const roundId = id('round');
    await bet(p, 200, roundId);
    const started = studio.clock;
    studio.clock = new Date(started.getTime() + 5 * 60 * 60_000);
    try {
      const expired = await bet(p, 100, roundId);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('VENDOR_TOKEN_EXPIRED');
      const paid = await win(p, 600, roundId);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().value.balance).toBe(10_400);
    } finally {
      studio.clock = started;
    }
  });

  it('refuses bad amounts, another currency and unknown players, moving nothing', async () => {
    const p = await player();
    for (const amount of [-100, 0, 12.5, '100', 2 ** 60]) {
      const response = await call(VENDOR_API_PATHS.bet, {
        transactionId: id('bet'),
        roundId: id('r'),
        playerId: p.playerId,
        token: p.gameToken,
        gameCode: 'fortune',
        amount,
        currency: CURRENCY,
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const euro = await call(VENDOR_API_PATHS.bet, {
      transactionId: id('bet'),
      roundId: id('r'),
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'fortune',
      amount: 100,
      currency: 'EUR',
    });
    expect(euro.json().code).toBe('CURRENCY_MISMATCH');
    const nobody = await call(VENDOR_API_PATHS.balance, { playerId: '999999999' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('PLAYER_NOT_FOUND');
    const otherToken = await bet({ playerId: p.playerId, gameToken: 'x'.repeat(43) }, 100, id('r'));
    expect(otherToken.json().code).toBe('VENDOR_TOKEN_INVALID');
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });
});

describe('replays and rollbacks', () => {
  for (const times of [1, 2, 3, 5, 10]) {
    it(`moves money once when bet, win and rollback are each sent ${times} time(s), in turn and at once`, async () => {
      const p = await player();
      // In turn: the same bet again and again.
      const roundA = id('round');
      const betA = id('bet');
      const sequential = [];
      for (let i = 0; i < times; i++) sequential.push((await bet(p, 100, roundA, betA)).json());
      expect(new Set(sequential.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(sequential[0].value.balance).toBe(9_900);
      // At once: the same win from many connections.
      const winA = id('win');
      const wins = await Promise.all(Array.from({ length: times }, () => win(p, 250, roundA, winA)));
      expect(wins.every((response) => response.statusCode === 200)).toBe(true);
      expect(new Set(wins.map((response) => response.json().value.balance)).size).toBe(1);
      expect(await balanceOf(p.playerId)).toBe(10_150);
      // A second round's bet, rolled back many times at once.
      const roundB = id('round');
      const betB = id('bet');
      await bet(p, 400, roundB, betB);
      const rollbackId = id('rb');
      const rollbacks = await Promise.all(
        Array.from({ length: times }, () =>
          call(VENDOR_API_PATHS.rollback, {
            transactionId: rollbackId,
            refTransactionId: betB,
            roundId: roundB,
            playerId: p.playerId,
          }),
        ),
      );
      expect(rollbacks.every((response) => response.statusCode === 200)).toBe(true);
      expect(await balanceOf(p.playerId)).toBe(10_150);
      const [cancelled] = await studio.t.database.db
        .select()
        .from(betRecords)
        .where(eq(betRecords.roundId, roundB));
      expect(cancelled).toMatchObject({ status: 'cancelled', stake: 0 });
      expect(await reconcile(studio.t.database.db, studio.t.merchantId)).toEqual({
        unbalancedTransfers: 0,
        mismatchedAccounts: 0,
        difference: 0,
        negativeBalances: 0,
      });
    });
  }

  it('refuses a transaction id reused with another amount', async () => {
    const p = await player();
    const roundId = id('round');
    const transactionId = id('bet');
    await bet(p, 100, roundId, transactionId);
    const reused = await bet(p, 900, roundId, transactionId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('TRANSACTION_CONFLICT');
    expect(await balanceOf(p.playerId)).toBe(9_900);
  });

  it('accepts the rollback of a bet it never saw, then refuses that bet when it arrives', async () => {
    const p = await player();
    const roundId = id('round');
    const lateBet = id('bet');
    const early = await call(VENDOR_API_PATHS.rollback, {
      transactionId: id('rb'),
      refTransactionId: lateBet,
      roundId,
      playerId: p.playerId,
    });
    expect(early.statusCode).toBe(200);
    expect(early.json().value).toMatchObject({ platformTransactionId: null, balance: 10_000 });
    const arrived = await bet(p, 100, roundId, lateBet);
    expect(arrived.statusCode).toBe(409);
    expect(arrived.json().code).toBe('BET_ROLLED_BACK');
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });

  it('ends a round once: ending it again answers the same', async () => {
    const p = await player();
    const roundId = id('round');
    await bet(p, 100, roundId);
    await win(p, 50, roundId, id('win'), false);
    const first = await call(VENDOR_API_PATHS.endRound, { roundId, playerId: p.playerId });
    const again = await call(VENDOR_API_PATHS.endRound, { roundId, playerId: p.playerId });
    expect(first.json().value).toMatchObject({ status: 'settled', balance: 9_950 });
    expect(again.json().value).toEqual(first.json().value);
    const unknown = await call(VENDOR_API_PATHS.endRound, { roundId: id('ghost'), playerId: p.playerId });
    expect(unknown.json().code).toBe('ROUND_NOT_FOUND');
  });
});

describe('launching a game (spec §2 Starting a game)', () => {
  it('asks visitors to log in and trial members for a real account', async () => {
    const guest = await launch(null);
    expect(guest.statusCode).toBe(401);
    const trial = await newMemberSession(studio.t, { trial: true });
    const refused = await launch(trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_ACCOUNT');
  });

  it('starts the free trial of a supportPlay 0 game for visitors, without a token', async () => {
    const trial = await launch(null, studio.trialNode, { freeTrial: true });
    expect(trial.statusCode).toBe(200);
    const url = new URL(trial.json().value.url);
    expect(url.searchParams.get('demo')).toBe('1');
    expect(url.searchParams.get('token')).toBeNull();
    expect(trial.json().value).toMatchObject({ freeTrial: true, target: 'iframe', vassalage: VENDOR });
    const noTrial = await launch(null, studio.slotNode, { freeTrial: true });
    expect(noTrial.statusCode).toBe(400);
  });

  it('refuses unknown games and vendor entries, and answers maintenance with games to play instead', async () => {
    const member = await newMemberSession(studio.t);
    expect((await launch(member.token, 999_999)).statusCode).toBe(404);
    expect((await launch(member.token, studio.lobbyNode)).statusCode).toBe(400);
    await studio.t.database.db
      .update(gameVendors)
      .set({
        maintenanceStartsAt: new Date(studio.clock.getTime() - 60_000),
        maintenanceEndsAt: new Date(studio.clock.getTime() + 3_600_000),
      })
      .where(eq(gameVendors.code, VENDOR));
    try {
      const down = await launch(member.token);
      expect(down.statusCode).toBe(409);
      expect(down.json().code).toBe('GAME_MAINTENANCE');
      expect(down.json().value.maintenanceEnd).toBe(
        new Date(studio.clock.getTime() + 3_600_000).toISOString(),
      );
      expect(down.json().value.recommended.map((game: { gameName: string }) => game.gameName)).toEqual([
        'Jade Koi',
      ]);
    } finally {
      await studio.t.database.db
        .update(gameVendors)
        .set({ maintenanceStartsAt: null, maintenanceEndsAt: null })
        .where(eq(gameVendors.code, VENDOR));
    }
  });

  it('gives the vendor the game, language, lobby and a one-game token', async () => {
    const member = await newMemberSession(studio.t);
    const launched = await launch(member.token);
    const url = new URL(launched.json().value.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3999/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      game: 'fortune',
      vendor: VENDOR,
      language: 'EN',
    });
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('authentication before anything else (issue 24)', () => {
  it('answers a forged call 401 whatever its body: broken JSON, another type, too large, a short token', async () => {
    const forged = { secret: 'not-the-secret-at-all' };
    for (const [raw, contentType] of [
      ['{"playerId":', 'application/json'],
      ['playerId=1', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
      ['x'.repeat(studio.t.ctx.config.BODY_LIMIT_BYTES + 10), 'application/json'],
      [JSON.stringify({ token: 'short' }), 'application/json'],
    ] as const) {
      const response = await callWith(VENDOR_API_PATHS.authenticate, raw, { ...forged, contentType });
      expect([response.statusCode, response.json().code], contentType).toEqual([
        401,
        'VENDOR_SIGNATURE_INVALID',
      ]);
    }
    const unsignedAndBroken = await callWith(VENDOR_API_PATHS.balance, '{', { unsigned: true });
    expect(unsignedAndBroken.statusCode).toBe(401);
  });

  it('tells a signed call what its body got wrong, and a short token is an unknown token', async () => {
    const broken = await callWith(VENDOR_API_PATHS.balance, '{"playerId":');
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'MALFORMED_BODY']);
    const typed = await callWith(VENDOR_API_PATHS.balance, 'playerId=1', { contentType: 'text/plain' });
    expect([typed.statusCode, typed.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const short = await call(VENDOR_API_PATHS.authenticate, { token: 'short' });
    expect([short.statusCode, short.json().code]).toEqual([401, 'VENDOR_TOKEN_INVALID']);
  });
});

describe('what a launch token allows (issue 24)', () => {
  it('bets only on the game the token was launched for, and only on a game the catalog offers', async () => {
    const p = await player();
    const other = await call(VENDOR_API_PATHS.bet, {
      transactionId: id('bet'),
      roundId: id('round'),
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'trial',
      amount: 100,
      currency: CURRENCY,
    });
    expect([other.statusCode, other.json().code]).toEqual([403, 'VENDOR_GAME_MISMATCH']);
    const unknown = await call(VENDOR_API_PATHS.bet, {
      transactionId: id('bet'),
      roundId: id('round'),
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'no-such-game',
      amount: 100,
      currency: CURRENCY,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'GAME_NOT_FOUND']);
    await studio.t.database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, studio.slotNode));
    try {
      const off = await bet(p, 100, id('round'));
      expect([off.statusCode, off.json().code]).toEqual([404, 'GAME_NOT_FOUND']);
    } finally {
      await studio.t.database.db
        .update(games)
        .set({ enabled: true })
        .where(eq(games.nodeId, studio.slotNode));
    }
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });

  it('reads a balance with the player’s live token or none; an expired or foreign token is refused', async () => {
    const p = await player();
    const q = await player(0);
    const live = await call(VENDOR_API_PATHS.balance, { playerId: p.playerId, token: p.gameToken });
    expect(live.json().value.balance).toBe(10_000);
    const foreign = await call(VENDOR_API_PATHS.balance, { playerId: p.playerId, token: q.gameToken });
    expect([foreign.statusCode, foreign.json().code]).toEqual([401, 'VENDOR_TOKEN_INVALID']);
    const started = studio.clock;
    studio.clock = new Date(started.getTime() + 5 * 60 * 60_000);
    try {
      const expired = await call(VENDOR_API_PATHS.balance, { playerId: p.playerId, token: p.gameToken });
      expect([expired.statusCode, expired.json().code]).toEqual([401, 'VENDOR_TOKEN_EXPIRED']);
      expect(await balanceOf(p.playerId)).toBe(10_000);
    } finally {
      studio.clock = started;
    }
  });
});

describe('refunds of bets in ended rounds (issue 24)', () => {
  const rollback = (
    p: { playerId: string },
    refTransactionId: string,
    roundId: string,
    transactionId = id('rb'),
  ) => call(VENDOR_API_PATHS.rollback, { transactionId, refTransactionId, roundId, playerId: p.playerId });

  it('refunds, exactly once, a bet of a round ended without a win, and cancels the emptied round', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    await bet(p, 400, roundId, betId);
    await call(VENDOR_API_PATHS.endRound, { roundId, playerId: p.playerId });
    const rollbackId = id('rb');
    const refunded = await rollback(p, betId, roundId, rollbackId);
    expect([refunded.statusCode, refunded.json().value.balance]).toEqual([200, 10_000]);
    expect((await rollback(p, betId, roundId, rollbackId)).json()).toEqual(refunded.json());
    const second = await rollback(p, betId, roundId);
    expect([second.statusCode, second.json().code]).toEqual([409, 'TRANSACTION_CONFLICT']);
    expect(await balanceOf(p.playerId)).toBe(10_000);
    const [round] = await studio.t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, VENDOR), eq(betRecords.roundId, roundId)));
    expect(round).toMatchObject({ status: 'cancelled', stake: 0, payout: 0 });
  });

  it('keeps the bets of a round a win settled, even a zero win recording a loss', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    await bet(p, 300, roundId, betId);
    await win(p, 0, roundId);
    const refused = await rollback(p, betId, roundId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ROUND_CLOSED']);
    expect(await balanceOf(p.playerId)).toBe(9_700);
  });
});

describe('what a studio can ask and be told (issue 24)', () => {
  it('gives the currency’s minor-unit exponent with the player and the balance', async () => {
    const p = await player();
    const [merchant] = await studio.t.database.db
      .select({ exponent: merchants.currencyExponent })
      .from(merchants)
      .where(eq(merchants.id, studio.t.merchantId));
    const auth = await call(VENDOR_API_PATHS.authenticate, { token: p.gameToken });
    expect(auth.json().value.currencyExponent).toBe(merchant!.exponent);
    const balance = await call(VENDOR_API_PATHS.balance, { playerId: p.playerId });
    expect(balance.json().value).toMatchObject({ balance: 10_000, currencyExponent: merchant!.exponent });
  });

  it('looks up a transaction id: what was accepted, with its answer; nothing for a refused or foreign one', async () => {
    const p = await player(500);
    const roundId = id('round');
    const betId = id('bet');
    const placed = await bet(p, 200, roundId, betId);
    const found = await call(VENDOR_API_PATHS.transaction, { transactionId: betId });
    expect(found.json().value).toMatchObject({
      transactionId: betId,
      kind: 'bet',
      roundId,
      playerId: p.playerId,
      amount: 200,
      refTransactionId: null,
      answer: placed.json().value,
    });
    const refusedId = id('bet');
    expect((await bet(p, 900, id('round'), refusedId)).json().code).toBe('INSUFFICIENT_FUNDS');
    for (const [transactionId, vendor] of [
      [refusedId, VENDOR],
      [id('never'), VENDOR],
      [betId, 'JDB'],
    ] as const) {
      const missing = await call(VENDOR_API_PATHS.transaction, { transactionId }, { vendor });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    }
  });

  it('refuses a locked player new sessions and bets, and still settles the round already open', async () => {
    const p = await player();
    const roundId = id('round');
    await bet(p, 100, roundId);
    await studio.t.database.db.update(members).set({ status: 'locked' }).where(eq(members.id, p.memberId));
    const auth = await call(VENDOR_API_PATHS.authenticate, { token: p.gameToken });
    expect([auth.statusCode, auth.json().code]).toEqual([403, 'PLAYER_BLOCKED']);
    const refused = await bet(p, 100, roundId);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PLAYER_BLOCKED']);
    const paid = await win(p, 250, roundId);
    expect(paid.json().value.balance).toBe(10_150);
  });
});
