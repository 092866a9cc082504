import { VN_NORTH, VN_SOUTH } from '@platform/games/lottery/lottery';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whitelabelWith } from '../../test/fixtures.ts';
import { callsTo, envelope, errorEnvelope, renderApp } from '../../test/render-app.tsx';
import { drawnDraw, fastGame, lotteryRoutes, member, openDraw, slip } from './test/lottery-fixtures.ts';

/** A version 4 UUID: what the contract takes as a slip key. */
const SLIP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const last = drawnDraw('FAST3-20261128T100000', '2026-11-28T10:00:00Z');
const games = () => [
  fastGame('FAST1', { next: openDraw('FAST1-20261128T100100', inAMinute(), inAMinute()) }),
  fastGame('FAST3', { next: openDraw('FAST3-20261128T100300', inAMinute(), inAMinute()), last }),
  { ...fastGame('VN_NORTH'), family: 'VN_NORTH' as const },
];
const options = (routes = lotteryRoutes(games())) => ({
  ...member,
  whitelabel: whitelabelWith('lottery'),
  routes,
});

describe('lottery page', { timeout: 20_000 }, () => {
  it('shows the fast lotteries as tabs, the one ?gameCode names, its countdown and last result', async () => {
    renderApp('/lottery?gameCode=FAST3', options());
    const tabs = await screen.findByRole('navigation', { name: 'Lotteries' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fast 1 min', 'Fast 3 min']);
    expect(within(tabs).getByRole('link', { name: 'Fast 3 min' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('FAST3-20261128T100300')).toBeTruthy();
    expect(screen.getByText('Betting closes in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/[01]:[0-5][0-9]/);
    expect(screen.getByRole('img', { name: (last.result as number[]).join(' ') })).toBeTruthy();
  });

  it('places a slip: the pick, the stake, the potential win before placing, a fresh key', async () => {
    const { user, fetchMock } = renderApp(
      '/lottery',
      options(
        lotteryRoutes(games(), {
          'POST /wps/lottery/slips': () => envelope(slip({ status: 'open', payout: null })),
        }),
      ),
    );
    await user.click(await screen.findByRole('radio', { name: 'Position 3' }));
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.type(screen.getByLabelText(/Stake/), '10');
    expect(screen.getByText('Potential win').parentElement?.textContent).toContain('K 97.00');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet placed on draw FAST1-20261128T100000.')).toBeTruthy();
    const [placed] = await callsTo(fetchMock, 'POST /wps/lottery/slips');
    const body = placed?.body as { drawId: string; slipKey: string; bets: unknown[] };
    expect(body.drawId).toBe('FAST1-20261128T100100');
    expect(body.bets).toEqual([{ market: 'POSITION', selection: '3:7', stake: 1_000 }]);
    expect(body.slipKey).toMatch(SLIP_KEY);
  });

  it('sends nothing without a pick or below the lottery’s smallest stake', async () => {
    const { user, fetchMock } = renderApp('/lottery', options());
    await user.click(await screen.findByRole('radio', { name: 'Sum big/small' }));
    await user.type(screen.getByLabelText(/Stake/), '0.50');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Please enter an amount between K 1.00 and K 10,000.00')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Stake/));
    await user.type(screen.getByLabelText(/Stake/), '5');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Pick your selection first.')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/lottery/slips')).toHaveLength(0);
  });

  it.each([
    ['EN', 'BETTING_CLOSED', 'Dragon/Tiger', 'Tie', 'Place bet', 'Betting on this draw has closed'],
    ['EN', 'EXPOSURE_LIMIT', 'Dragon/Tiger', 'Tie', 'Place bet', 'This number is sold out for this draw'],
    ['EN', 'INSUFFICIENT_FUNDS', 'Dragon/Tiger', 'Tie', 'Place bet', 'Insufficient balance'],
    ['CN', 'BETTING_CLOSED', '龙虎', '和', '确认投注', '本期已封盘'],
  ] as const)(
    '%s: says the refusal %s in the reader’s words',
    async (lang, code, market, pick, place, words) => {
      const { user } = renderApp('/lottery', {
        ...options(
          lotteryRoutes(games(), { 'POST /wps/lottery/slips': () => errorEnvelope(code, 'refused', 409) }),
        ),
        lang,
      });
      await user.click(await screen.findByRole('radio', { name: market }));
      await user.click(screen.getByRole('radio', { name: pick }));
      await user.type(screen.getByRole('textbox', { name: /\S/ }), '5');
      await user.click(screen.getByRole('button', { name: place }));
      expect((await screen.findByRole('alert')).textContent).toBe(words);
    },
  );

  it('puts the server’s stake limits under the stake', async () => {
    const { user } = renderApp(
      '/lottery',
      options(
        lotteryRoutes(games(), {
          'POST /wps/lottery/slips': () =>
            errorEnvelope('VALIDATION_ERROR', 'These bets cannot be placed', 400, {
              fields: [
                {
                  field: 'body.bets.0.stake',
                  message: 'A stake from 200 to 300',
                  key: 'lottery.stakeOutOfRange',
                  params: { min: 200, max: 300 },
                },
              ],
            }),
        }),
      ),
    );
    await user.click(await screen.findByRole('radio', { name: 'Sum odd/even' }));
    await user.click(screen.getByRole('radio', { name: 'Odd' }));
    await user.type(screen.getByLabelText(/Stake/), '5');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Please enter an amount between K 2.00 and K 3.00')).toBeTruthy();
  });

  it('lists my slips and verifies a result in the browser', async () => {
    const { user } = renderApp(
      '/lottery?gameCode=FAST3',
      options(
        lotteryRoutes(games(), {
          'GET /wps/lottery/slips': () =>
            envelope({ list: [slip({ gameCode: 'FAST3', drawId: last.drawId })] }),
          'GET /lgw/lottery/results': () => envelope({ list: [last] }),
          [`GET /lgw/lottery/draws/${last.drawId}`]: () => envelope(last),
        }),
      ),
    );
    expect(await screen.findByText('Digit · Position 3 7')).toBeTruthy();
    expect(screen.getByText('Returned K 97.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hot and cold over the last 1 draws' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Verify draw ${last.drawId}` }));
    const verifier = await screen.findByRole('region', { name: 'Verify a draw' });
    expect((await within(verifier).findByRole('status')).textContent).toMatch(
      /^Verified: the server seed matches/,
    );
    expect(within(verifier).getByText('a'.repeat(64))).toBeTruthy();
  });

  it('reads the slips and results again once the draw time has passed', async () => {
    const justDrawn = new Date(Date.now() - 7_000).toISOString();
    const { fetchMock } = renderApp(
      '/lottery',
      options(
        lotteryRoutes([fastGame('FAST1', { next: openDraw('FAST1-20261128T100100', justDrawn, justDrawn) })]),
      ),
    );
    expect(await screen.findByText('Betting closed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Betting closed for this draw' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(async () =>
      expect((await callsTo(fetchMock, 'GET /wps/lottery/slips')).length).toBeGreaterThan(1),
    );
    expect((await callsTo(fetchMock, 'GET /lgw/lottery/games')).length).toBeGreaterThan(1);
  });

  it('/vnLottery offers the Vietnamese lotteries, a typed xiên kept in ascending order', async () => {
    const vn = (gameCode: 'VN_NORTH' | 'VN_SOUTH') => ({
      ...fastGame(gameCode),
      family: gameCode,
      markets: (gameCode === 'VN_NORTH' ? VN_NORTH : VN_SOUTH).markets.map((market) => ({
        code: market.code,
        odds: { ...market.defaultOdds },
      })),
      next: { ...openDraw(`${gameCode}-20261128`, inAMinute(), inAMinute()), family: gameCode },
    });
    const { user, fetchMock } = renderApp(
      '/vnLottery?gameCode=VN_SOUTH',
      options(
        lotteryRoutes([fastGame('FAST1'), vn('VN_NORTH'), vn('VN_SOUTH')], {
          'POST /wps/lottery/slips': () =>
            envelope(slip({ gameCode: 'VN_SOUTH', status: 'open', payout: null })),
        }),
      ),
    );
    const tabs = await screen.findByRole('navigation', { name: 'Lotteries' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Northern (Miền Bắc)', 'Southern (Miền Nam)']);
    await user.click(screen.getByRole('radio', { name: 'Xiên 2' }));
    await user.type(screen.getByRole('textbox', { name: /Your 2 numbers/ }), '96,03');
    await user.type(screen.getByLabelText(/Stake/), '10');
    // 36.000 in the south: 10.00 returns 360.00.
    expect(screen.getByText('Potential win').parentElement?.textContent).toContain('K 360.00');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByText(/Bet placed on draw/);
    const [placed] = await callsTo(fetchMock, 'POST /wps/lottery/slips');
    expect(placed?.body).toMatchObject({ bets: [{ market: 'XIEN_2', selection: '03,96', stake: 1_000 }] });
  });
});
