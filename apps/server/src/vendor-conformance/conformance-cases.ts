import { randomBytes } from 'node:crypto';
import { type KitTarget, send, sendRaw } from './conformance-client.ts';
import { REFUND_CASES } from './conformance-refund-cases.ts';
import {
  balanceOf,
  bet,
  type Case,
  type CaseResult,
  describeAnswer,
  expectAnswer,
  expectEqual,
  type KitContext,
  KitFailure,
  MIN_BALANCE,
  rollback,
  STAKE,
  win,
} from './conformance-steps.ts';

// The cases a studio's integration relies on, each checked against the deployment as docs/
// vendor-api.md describes it: authentication first, idempotency, concurrency, rounds, rollbacks,
// refunds, jackpots, refusals and their codes. Every case that moves money says how much, and the
// player's balance must follow: the kit's own bookkeeping is checked against the wallet after each.

export const CASES: Case[] = [
  {
    name: 'an unsigned call is refused 401 VENDOR_SIGNATURE_INVALID',
    async run(ctx) {
      expectAnswer(
        await send(ctx.target, 'balance', { playerId: ctx.player.playerId }, { unsigned: true }),
        401,
        'VENDOR_SIGNATURE_INVALID',
      );
      return 0;
    },
  },
  {
    name: 'a wrong signature is refused 401 whatever the body: broken JSON, text, a short token',
    async run(ctx) {
      const forged = { secret: `not-${ctx.target.secret}` };
      for (const [body, contentType] of [
        ['{"playerId":', 'application/json'],
        ['hello', 'text/plain'],
        [JSON.stringify({ token: 'x' }), 'application/json'],
      ] as const)
        expectAnswer(
          await sendRaw(ctx.target, 'authenticate', body, { ...forged, contentType }),
          401,
          'VENDOR_SIGNATURE_INVALID',
        );
      return 0;
    },
  },
  {
    name: 'a timestamp six minutes old is refused 401 VENDOR_TIMESTAMP_STALE',
    async run(ctx) {
      const stale = { timestamp: Date.now() - 6 * 60_000 };
      expectAnswer(
        await send(ctx.target, 'balance', { playerId: ctx.player.playerId }, stale),
        401,
        'VENDOR_TIMESTAMP_STALE',
      );
      return 0;
    },
  },
  {
    name: 'a signed body that is not JSON is refused 400 MALFORMED_BODY',
    async run(ctx) {
      expectAnswer(await sendRaw(ctx.target, 'balance', '{"playerId":'), 400, 'MALFORMED_BODY');
      return 0;
    },
  },
  {
    name: 'authenticate names the player, its currency, exponent and balance; balance agrees',
    async run(ctx) {
      const player = expectAnswer(await send(ctx.target, 'authenticate', { token: ctx.token }), 200);
      expectEqual(player.playerId, ctx.player.playerId, 'playerId');
      expectEqual(player.currency, ctx.player.currency, 'currency');
      if (!Number.isInteger(player.currencyExponent)) throw new KitFailure('no currencyExponent');
      expectEqual(await balanceOf(ctx), player.balance, 'balance against authenticate');
      return 0;
    },
  },
  {
    name: 'an unknown token is refused 401 VENDOR_TOKEN_INVALID',
    async run(ctx) {
      expectAnswer(
        await send(ctx.target, 'authenticate', { token: `kit-${randomBytes(16).toString('hex')}` }),
        401,
        'VENDOR_TOKEN_INVALID',
      );
      return 0;
    },
  },
  {
    name: 'a bet takes the stake once: the same call again answers the same and moves nothing',
    async run(ctx) {
      const roundId = ctx.id('round');
      const transactionId = ctx.id('bet');
      const first = expectAnswer(await bet(ctx, roundId, transactionId), 200);
      const again = expectAnswer(await bet(ctx, roundId, transactionId), 200);
      expectEqual(again, first, 'the replayed answer');
      expectAnswer(await win(ctx, roundId, 0), 200);
      return -STAKE;
    },
  },
  {
    name: 'eight copies of one bet sent at once move the money once',
    async run(ctx) {
      const roundId = ctx.id('round');
      const transactionId = ctx.id('bet');
      const answers = await Promise.all(Array.from({ length: 8 }, () => bet(ctx, roundId, transactionId)));
      const values = answers.map((answer) => expectAnswer(answer, 200));
      for (const value of values) expectEqual(value, values[0], 'every copy’s answer');
      expectAnswer(await win(ctx, roundId, 0), 200);
      return -STAKE;
    },
  },
  {
    name: 'a transaction id reused with another amount is refused 409 TRANSACTION_CONFLICT',
    async run(ctx) {
      const roundId = ctx.id('round');
      const transactionId = ctx.id('bet');
      expectAnswer(await bet(ctx, roundId, transactionId), 200);
      expectAnswer(await bet(ctx, roundId, transactionId, STAKE + 1), 409, 'TRANSACTION_CONFLICT');
      expectAnswer(await win(ctx, roundId, 0), 200);
      return -STAKE;
    },
  },
  {
    name: 'a win pays and settles its round; a win after it is refused 409 ROUND_CLOSED',
    async run(ctx) {
      const roundId = ctx.id('round');
      expectAnswer(await bet(ctx, roundId, ctx.id('bet')), 200);
      expectAnswer(await win(ctx, roundId, 3 * STAKE), 200);
      expectAnswer(await win(ctx, roundId, STAKE), 409, 'ROUND_CLOSED');
      return 2 * STAKE;
    },
  },
  {
    name: 'a win for a round never opened is refused 404 ROUND_NOT_FOUND',
    async run(ctx) {
      expectAnswer(await win(ctx, ctx.id('round'), STAKE), 404, 'ROUND_NOT_FOUND');
      return 0;
    },
  },
  {
    name: 'a rollback of a bet never seen succeeds, and that bet arriving later is refused 409 BET_ROLLED_BACK',
    async run(ctx) {
      const roundId = ctx.id('round');
      const lateBet = ctx.id('bet');
      const early = expectAnswer(await rollback(ctx, lateBet, roundId), 200);
      expectEqual(
        early.platformTransactionId,
        null,
        'platformTransactionId of a rollback that moved nothing',
      );
      expectAnswer(await bet(ctx, roundId, lateBet), 409, 'BET_ROLLED_BACK');
      return 0;
    },
  },
  {
    name: 'a rollback gives the stake back once; another rollback of that bet is refused 409 TRANSACTION_CONFLICT',
    async run(ctx) {
      const roundId = ctx.id('round');
      const betId = ctx.id('bet');
      expectAnswer(await bet(ctx, roundId, betId), 200);
      const rollbackId = ctx.id('rb');
      const first = expectAnswer(await rollback(ctx, betId, roundId, rollbackId), 200);
      expectEqual(
        expectAnswer(await rollback(ctx, betId, roundId, rollbackId), 200),
        first,
        'the replayed rollback',
      );
      expectAnswer(await rollback(ctx, betId, roundId), 409, 'TRANSACTION_CONFLICT');
      return 0;
    },
  },
  {
    name: 'a bet of a round ended without a win is refunded by its rollback',
    async run(ctx) {
      const roundId = ctx.id('round');
      const betId = ctx.id('bet');
      expectAnswer(await bet(ctx, roundId, betId), 200);
      expectAnswer(await send(ctx.target, 'end-round', { roundId, playerId: ctx.player.playerId }), 200);
      expectAnswer(await rollback(ctx, betId, roundId), 200);
      return 0;
    },
  },
  {
    name: 'a bet over the balance is refused 409 INSUFFICIENT_FUNDS with the balance, taking nothing',
    async run(ctx) {
      const balance = await balanceOf(ctx);
      const refused = expectAnswer(
        await bet(ctx, ctx.id('round'), ctx.id('bet'), balance + 1),
        409,
        'INSUFFICIENT_FUNDS',
      );
      expectEqual(refused.balance, balance, 'the balance in the refusal');
      return 0;
    },
  },
  {
    name: 'an unknown game is refused 404 GAME_NOT_FOUND; another currency 400 CURRENCY_MISMATCH',
    async run(ctx) {
      expectAnswer(
        await bet(ctx, ctx.id('round'), ctx.id('bet'), STAKE, {
          gameCode: `kit-${randomBytes(4).toString('hex')}`,
        }),
        404,
        'GAME_NOT_FOUND',
      );
      const other = ctx.player.currency === 'USD' ? 'EUR' : 'USD';
      expectAnswer(
        await bet(ctx, ctx.id('round'), ctx.id('bet'), STAKE, { currency: other }),
        400,
        'CURRENCY_MISMATCH',
      );
      return 0;
    },
  },
  {
    name: 'a fraction of a minor unit is refused 400 VALIDATION_ERROR, never rounded',
    async run(ctx) {
      expectAnswer(await bet(ctx, ctx.id('round'), ctx.id('bet'), STAKE + 0.5), 400, 'VALIDATION_ERROR');
      return 0;
    },
  },
  {
    name: 'transaction finds an accepted bet with its answer, and no id never accepted',
    async run(ctx) {
      const roundId = ctx.id('round');
      const betId = ctx.id('bet');
      const placed = expectAnswer(await bet(ctx, roundId, betId), 200);
      const found = expectAnswer(await send(ctx.target, 'transaction', { transactionId: betId }), 200);
      expectEqual(found.answer, placed, 'the stored answer');
      expectAnswer(
        await send(ctx.target, 'transaction', { transactionId: ctx.id('never') }),
        404,
        'TRANSACTION_NOT_FOUND',
      );
      expectAnswer(await win(ctx, roundId, 0), 200);
      return -STAKE;
    },
  },
  {
    name: 'end-round answers the same twice; an unknown round is 404 ROUND_NOT_FOUND',
    async run(ctx) {
      const roundId = ctx.id('round');
      expectAnswer(await bet(ctx, roundId, ctx.id('bet')), 200);
      const end = { roundId, playerId: ctx.player.playerId };
      const first = expectAnswer(await send(ctx.target, 'end-round', end), 200);
      expectEqual(expectAnswer(await send(ctx.target, 'end-round', end), 200), first, 'ending again');
      expectAnswer(
        await send(ctx.target, 'end-round', { roundId: ctx.id('round'), playerId: ctx.player.playerId }),
        404,
        'ROUND_NOT_FOUND',
      );
      return -STAKE;
    },
  },
  {
    name: 'an unknown call answers 404 NOT_FOUND in the JSON envelope',
    async run(ctx) {
      const answer = await send(ctx.target, 'no-such-call', {});
      expectAnswer(answer, 404, 'NOT_FOUND');
      return 0;
    },
  },
  ...REFUND_CASES,
];

/**
 * Runs every case against the deployment with a live launch token of a player holding at least
 * MIN_BALANCE, in order (later cases rely on no earlier one leaving a round open). After each case
 * the balance must be what the kit's own moves make it.
 */
export async function runConformance(target: KitTarget, token: string): Promise<CaseResult[]> {
  const run = randomBytes(4).toString('hex');
  let serial = 0;
  const authenticated = await send(target, 'authenticate', { token });
  if (authenticated.status !== 200 || !authenticated.body?.value)
    return [{ name: 'authenticate the kit’s token', ok: false, detail: describeAnswer(authenticated) }];
  const value = authenticated.body.value;
  const ctx: KitContext = {
    target,
    token,
    player: {
      playerId: String(value.playerId),
      currency: String(value.currency),
      gameCode: String(value.gameCode),
    },
    id: (prefix) => `kit-${run}-${prefix}-${++serial}`,
  };
  let expected = Number(value.balance);
  if (!(expected >= MIN_BALANCE))
    return [
      { name: 'the kit’s player can stake', ok: false, detail: `balance ${expected} < ${MIN_BALANCE}` },
    ];
  const results: CaseResult[] = [];
  for (const kitCase of CASES) {
    try {
      expected += await kitCase.run(ctx);
      const balance = await balanceOf(ctx);
      if (balance !== expected) throw new KitFailure(`balance ${balance}, the moves make it ${expected}`);
      results.push({ name: kitCase.name, ok: true, detail: '' });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      results.push({ name: kitCase.name, ok: false, detail });
      // Whatever the failed case moved is unknown: go on from the balance as it is.
      expected = await balanceOf(ctx).catch(() => expected);
    }
  }
  return results;
}
