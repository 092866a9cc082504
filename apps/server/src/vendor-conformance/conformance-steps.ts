import { type KitAnswer, type KitTarget, send } from './conformance-client.ts';

// The steps the kit's cases are made of: the calls a studio makes, and the checks of their answers
// against docs/vendor-api.md. A failed check throws KitFailure with what was expected and got.

/** A stake small enough for any test player; the kit needs MIN_BALANCE to run every case. */
export const STAKE = 100;
export const MIN_BALANCE = 20 * STAKE;

export interface KitPlayer {
  playerId: string;
  currency: string;
  gameCode: string;
}

export interface KitContext {
  target: KitTarget;
  token: string;
  player: KitPlayer;
  /** A fresh id for a transaction or round of this run. */
  id(prefix: string): string;
}

/** What a case returns: how much it moved the player's balance (negative: taken). */
export type Case = { name: string; run(ctx: KitContext): Promise<number> };

export interface CaseResult {
  name: string;
  ok: boolean;
  detail: string;
}

export class KitFailure extends Error {}

export const describeAnswer = (answer: KitAnswer) =>
  `${answer.status} ${answer.body?.code ?? (answer.body?.success ? 'success' : answer.contentType || 'no body')}`;

/** The answer must have this status and, for a refusal, this code in the envelope. */
export function expectAnswer(answer: KitAnswer, status: number, code?: string): Record<string, unknown> {
  const matches =
    answer.status === status &&
    answer.body !== null &&
    (code === undefined
      ? answer.body.success === true
      : answer.body.success === false && answer.body.code === code);
  if (!matches)
    throw new KitFailure(`expected ${status} ${code ?? 'success'}, got ${describeAnswer(answer)}`);
  return answer.body?.value ?? {};
}

export function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new KitFailure(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export const bet = (ctx: KitContext, roundId: string, transactionId: string, amount = STAKE, extra = {}) =>
  send(ctx.target, 'bet', {
    transactionId,
    roundId,
    playerId: ctx.player.playerId,
    token: ctx.token,
    gameCode: ctx.player.gameCode,
    amount,
    currency: ctx.player.currency,
    ...extra,
  });
export const win = (ctx: KitContext, roundId: string, amount: number, endRound = true) =>
  send(ctx.target, 'win', {
    transactionId: ctx.id('win'),
    roundId,
    playerId: ctx.player.playerId,
    gameCode: ctx.player.gameCode,
    amount,
    currency: ctx.player.currency,
    endRound,
  });
export const rollback = (
  ctx: KitContext,
  refTransactionId: string,
  roundId: string,
  transactionId = ctx.id('rb'),
) =>
  send(ctx.target, 'rollback', { transactionId, refTransactionId, roundId, playerId: ctx.player.playerId });

export async function balanceOf(ctx: KitContext): Promise<number> {
  return Number(
    expectAnswer(await send(ctx.target, 'balance', { playerId: ctx.player.playerId }), 200).balance,
  );
}
