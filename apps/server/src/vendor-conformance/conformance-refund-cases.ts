import { send } from './conformance-client.ts';
import {
  bet,
  type Case,
  expectAnswer,
  expectEqual,
  type KitContext,
  rollback,
  STAKE,
} from './conformance-steps.ts';

// The kit's cases for giving part of a stake back and for jackpots (docs/vendor-api.md, `refund`,
// `bet` and `win`): the amounts each moves are counted like every other case's.

const refund = (
  ctx: KitContext,
  refTransactionId: string,
  roundId: string,
  amount: number,
  transactionId = ctx.id('rf'),
) =>
  send(ctx.target, 'refund', {
    transactionId,
    refTransactionId,
    roundId,
    playerId: ctx.player.playerId,
    amount,
    currency: ctx.player.currency,
  });

const lookUp = async (ctx: KitContext, transactionId: string) =>
  expectAnswer(await send(ctx.target, 'transaction', { transactionId }), 200);

export const REFUND_CASES: Case[] = [
  {
    name: 'a refund gives back part of a stake once; one past the stake is refused 409 REFUND_EXCEEDS_STAKE; a rollback returns the rest',
    async run(ctx) {
      const roundId = ctx.id('round');
      const betId = ctx.id('bet');
      expectAnswer(await bet(ctx, roundId, betId), 200);
      const refundId = ctx.id('rf');
      const first = expectAnswer(await refund(ctx, betId, roundId, 30, refundId), 200);
      expectEqual(
        expectAnswer(await refund(ctx, betId, roundId, 30, refundId), 200),
        first,
        'the replayed refund',
      );
      const over = expectAnswer(await refund(ctx, betId, roundId, STAKE), 409, 'REFUND_EXCEEDS_STAKE');
      expectEqual(over.refundable, STAKE - 30, 'refundable');
      expectAnswer(await rollback(ctx, betId, roundId), 200);
      expectEqual((await lookUp(ctx, refundId)).kind, 'refund', 'the refund’s kind');
      return 0;
    },
  },
  {
    name: 'a refund of a bet never taken is refused 404 BET_NOT_FOUND',
    async run(ctx) {
      expectAnswer(await refund(ctx, ctx.id('bet'), ctx.id('round'), 10), 404, 'BET_NOT_FOUND');
      return 0;
    },
  },
  {
    name: 'a bet’s jackpot share and a jackpot win are recorded as such and told back by transaction',
    async run(ctx) {
      const roundId = ctx.id('round');
      const betId = ctx.id('bet');
      expectAnswer(await bet(ctx, roundId, betId, STAKE, { jackpotContribution: 10 }), 200);
      const winId = ctx.id('jp');
      expectAnswer(
        await send(ctx.target, 'win', {
          transactionId: winId,
          roundId,
          playerId: ctx.player.playerId,
          gameCode: ctx.player.gameCode,
          amount: 2 * STAKE,
          currency: ctx.player.currency,
          endRound: true,
          type: 'jackpot',
        }),
        200,
      );
      expectEqual((await lookUp(ctx, betId)).jackpotContribution, 10, 'the bet’s jackpotContribution');
      expectEqual((await lookUp(ctx, winId)).winType, 'jackpot', 'the win’s winType');
      return STAKE;
    },
  },
];
