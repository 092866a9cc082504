import type {
  BlackjackActionRequest,
  InHouseLimits,
  InHouseRound,
  InHouseRoundList,
  PlaceInHouseRound,
  SeedPairView,
  SetClientSeed,
} from '@platform/contract/in-house';
import { API_PATHS } from '@platform/contract/paths';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { WALLET_BALANCE_KEY } from '../../wallet/index.ts';

/** Every query key of the in-house games, named after the contract's paths (DESIGN §8). */
export const IN_HOUSE_KEYS = {
  seedPair: [API_PATHS.inHouseFairness] as const,
  recentRounds: [API_PATHS.inHouseRounds] as const,
  round: (roundId: string) => [API_PATHS.inHouseRounds, roundId] as const,
  limits: [API_PATHS.inHouseLimits] as const,
};

type WithoutKey<T> = T extends unknown ? Omit<T, 'roundKey'> : never;
/** A slip as a game builds it: the request without its idempotency key. */
export type RoundSlip = WithoutKey<PlaceInHouseRound>;
/** A slip to play; `roundKey` only when the caller manages its own key. */
export type PlaceRoundInput = RoundSlip & { roundKey?: string };

export interface BlackjackActionInput {
  roundId: string;
  action: BlackjackActionRequest['action'];
  /** Reuse the key of a failed attempt when retrying the same click. */
  actionKey?: string;
}

/**
 * A round moved money and advanced the nonce: the seed pair (next nonce), the history and the
 * header balance all change with it.
 */
function afterRound(queryClient: QueryClient, round: InHouseRound): Promise<unknown> {
  queryClient.setQueryData(IN_HOUSE_KEYS.round(round.id), round);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: IN_HOUSE_KEYS.seedPair }),
    queryClient.invalidateQueries({ queryKey: IN_HOUSE_KEYS.recentRounds, exact: true }),
    queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
  ]);
}

/** A rotation reveals the old server seed, which the rounds played on it now carry too. */
function afterRotation(queryClient: QueryClient, pair: SeedPairView): Promise<unknown> {
  queryClient.setQueryData(IN_HOUSE_KEYS.seedPair, pair);
  return queryClient.invalidateQueries({ queryKey: IN_HOUSE_KEYS.recentRounds });
}

/** The member's seed pair: the commitment, the client seed, the next nonce and the last revealed pair. */
export function useSeedPair() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: IN_HOUSE_KEYS.seedPair,
    queryFn: ({ signal }) => apiGet<SeedPairView>(API_PATHS.inHouseFairness, undefined, signal),
    enabled: loggedIn,
    meta: { private: true },
  });
}

/** Chooses a new client seed; the server rotates the pair, revealing the server seed used so far. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetClientSeed) =>
      apiRequest<SeedPairView>(API_PATHS.inHouseClientSeed, { method: 'PUT', body }),
    onSuccess: (pair) => afterRotation(queryClient, pair),
  });
}

/** Reveals the server seed in use and starts a new pair (409 ROUND_IN_PROGRESS while blackjack is open). */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SeedPairView>(API_PATHS.inHouseRotate, { method: 'POST' }),
    onSuccess: (pair) => afterRotation(queryClient, pair),
  });
}

/** The member's last 10 rounds of every in-house game, newest first. */
export function useRecentRounds() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: IN_HOUSE_KEYS.recentRounds,
    queryFn: ({ signal }) =>
      apiGet<InHouseRoundList>(API_PATHS.inHouseRounds, undefined, signal).then((value) => value.list),
    enabled: loggedIn,
    meta: { private: true },
  });
}

/** One of the member's rounds by id (the verifier's lookup); disabled until an id is given. */
export function useRound(roundId: string | null) {
  return useQuery({
    queryKey: IN_HOUSE_KEYS.round(roundId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<InHouseRound>(
        `${API_PATHS.inHouseRounds}/${encodeURIComponent(roundId ?? '')}`,
        undefined,
        signal,
      ),
    enabled: roundId !== null,
    retry: false,
    meta: { private: true },
  });
}

/** A fresh idempotency key for one user action. */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http origins have no randomUUID: a version 4 UUID from the same random source.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Answers that may not have reached the server, or whose answer was lost: the action may have happened. */
const mayHaveHappened = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE');

/**
 * The idempotency key of a request: a fresh one per action, but the same one again when the very
 * same request is sent after its previous attempt may have reached the server (no answer, or an
 * unreadable one). The server then answers the first attempt's result instead of moving money twice.
 */
function useIdempotentSend<Body>(send: (body: Body, key: string) => Promise<InHouseRound>) {
  const unanswered = useRef<{ fingerprint: string; key: string } | null>(null);
  return async (body: Body, explicitKey?: string): Promise<InHouseRound> => {
    const fingerprint = JSON.stringify(body);
    const pending = unanswered.current;
    const key = explicitKey ?? (pending?.fingerprint === fingerprint ? pending.key : newActionKey());
    unanswered.current = { fingerprint, key };
    try {
      const round = await send(body, key);
      unanswered.current = null;
      return round;
    } catch (error) {
      if (!mayHaveHappened(error)) unanswered.current = null;
      throw error;
    }
  };
}

/**
 * Plays a round. Each new slip gets a fresh `roundKey`; sending the same slip again after a network
 * error reuses the key of the attempt that got no answer (a caller may also pass its own key).
 */
export function usePlaceRound() {
  const queryClient = useQueryClient();
  const send = useIdempotentSend((slip: RoundSlip, roundKey) =>
    apiRequest<InHouseRound>(API_PATHS.inHouseRounds, { method: 'POST', body: { ...slip, roundKey } }),
  );
  return useMutation({
    mutationFn: ({ roundKey, ...slip }: PlaceRoundInput) => send(slip, roundKey),
    onSuccess: (round) => afterRound(queryClient, round),
  });
}

/** Plays a blackjack action on an open round; a retried click after a network error reuses its key. */
export function useBlackjackAction() {
  const queryClient = useQueryClient();
  const send = useIdempotentSend(({ roundId, action }: Omit<BlackjackActionInput, 'actionKey'>, actionKey) =>
    apiRequest<InHouseRound>(`${API_PATHS.inHouseRounds}/${encodeURIComponent(roundId)}/actions`, {
      method: 'POST',
      body: { action, actionKey },
    }),
  );
  return useMutation({
    mutationFn: ({ actionKey, ...request }: BlackjackActionInput) => send(request, actionKey),
    onSuccess: (round) => afterRound(queryClient, round),
  });
}

/** Every game's stake limits on this site, per bet, in minor units. */
export function useInHouseLimits() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: IN_HOUSE_KEYS.limits,
    queryFn: ({ signal }) =>
      apiGet<InHouseLimits>(API_PATHS.inHouseLimits, undefined, signal).then((value) => value.limits),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
    meta: { private: true },
  });
}

/** Trial members: tops the free-play money back up once it runs low. */
export function useTrialRefill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ balance: number }>(API_PATHS.inHouseTrialRefill, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
  });
}
