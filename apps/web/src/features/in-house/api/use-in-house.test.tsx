import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { syncSession } from '../../../lib/session.ts';
import { callsTo, envelope, errorEnvelope, mockApi } from '../../../test/render-app.tsx';
import { WALLET_BALANCE_KEY } from '../../wallet/index.ts';
import { inHouseRound, inHouseRoutes, seedPair } from '../test/in-house-fixtures.ts';
import { IN_HOUSE_KEYS, type RoundSlip, usePlaceRound, useSeedPair } from './use-in-house.ts';

const round = inHouseRound('dragon-tiger', {
  outcome: { dragon: 0, tiger: 1, dragonRank: 1, tigerRank: 2, winner: 'TIGER', suitedTie: false },
  bets: [{ spot: 'TIGER', stake: 100, returned: 200 }],
});

function setup(routes: Parameters<typeof inHouseRoutes>[0]) {
  window.sessionStorage.setItem('token', 'session-1');
  syncSession();
  const fetchMock = mockApi({ routes: inHouseRoutes(routes) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, queryClient, wrapper };
}

describe('in-house API hooks', () => {
  it('sends the same roundKey again only when retrying a slip whose first attempt got no answer', async () => {
    let attempts = 0;
    const { fetchMock, wrapper } = setup({
      'POST /wps/inhouse/rounds': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelope(round);
      },
    });
    const { result } = renderHook(() => usePlaceRound(), { wrapper });
    const slip: RoundSlip = { game: 'dragon-tiger', bets: [{ spot: 'TIGER', stake: 100 }] };

    await act(() => result.current.mutateAsync(slip).catch(() => undefined));
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'NETWORK_ERROR' }));
    await act(() => result.current.mutateAsync(slip));
    await act(() => result.current.mutateAsync(slip));

    const keys = (await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).map(
      (call) => (call.body as { roundKey: string }).roundKey,
    );
    expect(keys).toHaveLength(3);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The retry is the same action; the play after the answer is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives a refused slip a fresh key next time (the server moved nothing)', async () => {
    const { fetchMock, wrapper } = setup({
      'POST /wps/inhouse/rounds': () =>
        errorEnvelope('INSUFFICIENT_FUNDS', 'Insufficient balance', 409, { value: { balance: 50 } }),
    });
    const { result } = renderHook(() => usePlaceRound(), { wrapper });
    const slip: RoundSlip = { game: 'sic-bo', bets: [{ spot: 'BIG', stake: 100 }] };
    await act(() => result.current.mutateAsync(slip).catch(() => undefined));
    await act(() => result.current.mutateAsync(slip).catch(() => undefined));
    const keys = (await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).map(
      (call) => (call.body as { roundKey: string }).roundKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refreshes the seed pair, the recent rounds and the header balance after a round', async () => {
    const { fetchMock, queryClient, wrapper } = setup({ 'POST /wps/inhouse/rounds': () => envelope(round) });
    const seeds = renderHook(() => useSeedPair(), { wrapper });
    await waitFor(() => expect(seeds.result.current.data).toEqual(seedPair));
    queryClient.setQueryData(IN_HOUSE_KEYS.recentRounds, []);
    queryClient.setQueryData(WALLET_BALANCE_KEY, { balance: 1 });
    const { result } = renderHook(() => usePlaceRound(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ game: 'dragon-tiger', bets: [{ spot: 'TIGER', stake: 100 }] }),
    );

    expect(queryClient.getQueryState(IN_HOUSE_KEYS.recentRounds)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(WALLET_BALANCE_KEY)?.isInvalidated).toBe(true);
    // The seed pair is on screen, so it is fetched again at once (the next nonce).
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/inhouse/fairness')).toHaveLength(2));
  });
});
