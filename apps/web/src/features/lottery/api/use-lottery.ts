import type { LotteryDraw, LotteryGame, LotterySlip, PlaceLotterySlip } from '@platform/contract/lottery';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { newActionKey } from '../../in-house/index.ts';
import { WALLET_BALANCE_KEY } from '../../wallet/index.ts';

/** Every query key of the lottery pages, named after the contract's paths (DESIGN §8). */
export const LOTTERY_KEYS = {
  games: [API_PATHS.lotteryGames] as const,
  results: (gameCode: string, limit: number) => [API_PATHS.lotteryResults, gameCode, limit] as const,
  allResults: [API_PATHS.lotteryResults] as const,
  draw: (drawId: string) => [API_PATHS.lotteryDraws, drawId] as const,
  slips: [API_PATHS.lotterySlips] as const,
};

/** The lobby: every lottery with its odds, limits, the draw open now and the last result. */
export function useLotteryGames() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: LOTTERY_KEYS.games,
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryGame[] }>(API_PATHS.lotteryGames, undefined, signal).then((v) => v.list),
    enabled: loggedIn,
    meta: { private: true },
  });
}

/** A lottery's latest draws made, newest first. */
export function useLotteryResults(gameCode: string | null, limit: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: LOTTERY_KEYS.results(gameCode ?? '', limit),
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryDraw[] }>(
        API_PATHS.lotteryResults,
        { gameCode: gameCode ?? '', limit },
        signal,
      ).then((v) => v.list),
    enabled: loggedIn && gameCode !== null,
    meta: { private: true },
  });
}

/** One draw by id, fetched afresh for the verifier (its seed is revealed once drawn). */
export function useLotteryDraw(drawId: string | null) {
  return useQuery({
    queryKey: LOTTERY_KEYS.draw(drawId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<LotteryDraw>(`${API_PATHS.lotteryDraws}/${encodeURIComponent(drawId ?? '')}`, undefined, signal),
    enabled: drawId !== null,
    retry: false,
    meta: { private: true },
  });
}

/** The member's latest slips, open and settled. */
export function useLotterySlips() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: LOTTERY_KEYS.slips,
    queryFn: ({ signal }) =>
      apiGet<{ list: LotterySlip[] }>(API_PATHS.lotterySlips, undefined, signal).then((v) => v.list),
    enabled: loggedIn,
    meta: { private: true },
  });
}

/** Answers that may not have reached the server: the slip may have been placed. */
const mayHaveHappened = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE');

export type SlipRequest = Omit<PlaceLotterySlip, 'slipKey'>;

/**
 * Places a slip. Each new slip gets a fresh `slipKey`; the very same slip sent again after an
 * attempt that got no answer reuses that attempt's key, so the server answers the first slip
 * instead of taking the stake twice.
 */
export function usePlaceLotterySlip() {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (slip: SlipRequest) => {
      const fingerprint = JSON.stringify(slip);
      const pending = unanswered.current;
      const slipKey = pending?.fingerprint === fingerprint ? pending.key : newActionKey();
      unanswered.current = { fingerprint, key: slipKey };
      try {
        const placed = await apiRequest<LotterySlip>(API_PATHS.lotterySlips, {
          method: 'POST',
          body: { ...slip, slipKey },
        });
        unanswered.current = null;
        return placed;
      } catch (error) {
        if (!mayHaveHappened(error)) unanswered.current = null;
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOTTERY_KEYS.slips }),
        queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
      ]),
  });
}

/**
 * Just after the draw time the lobby offers the following draw; the job runner draws and settles
 * within a pass (5 s), so the result, the slips and the balance are read again a little later.
 */
const AFTER_DRAW_MS = [1_000, 6_000] as const;

/**
 * Once the open draw's time has passed, reads the lobby (the next draw, the last result), the
 * results and the slips again, and the balance a win changed.
 */
export function useRefreshAfterDraw(drawsAt: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (drawsAt === null) return;
    const timers = AFTER_DRAW_MS.map((delay) =>
      setTimeout(
        () => {
          for (const queryKey of [
            LOTTERY_KEYS.games,
            LOTTERY_KEYS.allResults,
            LOTTERY_KEYS.slips,
            WALLET_BALANCE_KEY,
          ])
            void queryClient.invalidateQueries({ queryKey });
        },
        // setTimeout holds about 24.8 days at most; the daily and weekly draws are well inside.
        Math.max(0, Math.min(new Date(drawsAt).getTime() + delay - Date.now(), 2 ** 31 - 1)),
      ),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [drawsAt, queryClient]);
}
