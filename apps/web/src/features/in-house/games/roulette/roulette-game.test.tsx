import { type RouletteBet, settleRoulette, spinRoulette } from '@platform/games/roulette/roulette';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { fixtureRng, openTable, requestedPlay } from '../../test/game-page.ts';
import { inHouseRound, inHouseRoutes, member, preferLessMotion } from '../../test/in-house-fixtures.ts';

/** Nonce 1 of the fixture seeds lands on 33: black, odd, high, third dozen, third column. */
const outcome = spinRoulette(fixtureRng(1));

beforeEach(preferLessMotion);

/** Every kind of bet the engine takes, as the page should send it (a chip of K 1.00 each). */
const expected = [
  { spot: 'STRAIGHT', numbers: [17], stake: 100 },
  { spot: 'SPLIT', numbers: [1, 2], stake: 100 },
  { spot: 'CORNER', numbers: [5, 6, 8, 9], stake: 100 },
  { spot: 'STREET', numbers: [34, 35, 36], stake: 100 },
  { spot: 'SIX_LINE', numbers: [4, 5, 6, 7, 8, 9], stake: 100 },
  { spot: 'TRIO', numbers: [0, 2, 3], stake: 100 },
  { spot: 'FIRST_FOUR', stake: 100 },
  { spot: 'RED', stake: 100 },
  { spot: 'DOZEN_3', stake: 100 },
  { spot: 'COLUMN_3', stake: 100 },
];

describe('roulette page', { timeout: 20_000 }, () => {
  it('places every kind of bet, inside ones by picking their numbers, and shows the spin', async () => {
    const settled = settleRoulette(
      outcome,
      expected.map(({ spot, numbers, stake }) => ({ kind: spot, numbers, stake }) as RouletteBet),
    );
    const round = inHouseRound('roulette', {
      outcome: { ...outcome },
      bets: settled.bets.map((bet) => ({
        spot: bet.kind,
        numbers: [...bet.numbers],
        stake: bet.stake,
        returned: bet.returned,
      })),
    });
    const { user, fetchMock } = openTable('roulette', round);
    const number = (n: number) => screen.getByRole('button', { name: new RegExp(`^Number ${n} \\(`) });
    const mode = (name: string) => user.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));

    await user.click(await screen.findByRole('button', { name: 'Number 17 (Black), pays 35:1' }));
    await mode('Split');
    await user.click(number(1));
    expect(await screen.findByText('Split: 1 picked. Tap another number it covers.')).toBeTruthy();
    expect(number(1).getAttribute('aria-pressed')).toBe('true');
    await user.click(number(2));
    await mode('Corner');
    await user.click(number(5));
    await user.click(number(9));
    await mode('Street');
    await user.click(number(35));
    await mode('Six line');
    await user.click(number(4));
    await user.click(number(7));
    await mode('Trio');
    await user.click(number(0));
    await user.click(number(3));
    await mode('First four');
    await user.click(number(1));
    await user.click(screen.getByRole('button', { name: 'Red, pays 1:1' }));
    await user.click(screen.getByRole('button', { name: '3rd dozen, pays 2:1' }));
    await user.click(screen.getByRole('button', { name: 'Column 3, pays 2:1' }));
    const inside = screen.getByRole('list', { name: 'Inside bets on the table' });
    expect(
      within(inside)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Split 1-2',
      'Corner 5-6-8-9',
      'Street 34-35-36',
      'Six line 4-5-6-7-8-9',
      'Trio 0-2-3',
      'First four',
    ]);
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await requestedPlay(fetchMock)).toEqual({
      game: 'roulette',
      bets: expected,
      roundKey: expect.any(String),
    });

    expect(outcome.pocket).toBe(33);
    expect(await screen.findByText('Black', { selector: 'p span' })).toBeTruthy();
    expect(number(33).getAttribute('data-result')).toBe('win');
    const result = screen.getByRole('region', { name: 'Round result' });
    expect(within(result).getByRole('status').textContent).toBe('You won K 6.00');
    expect(within(result).getByRole('row', { name: '3rd dozen K 1.00 K 3.00' })).toBeTruthy();
    expect(within(result).getByRole('row', { name: 'Column 3 K 1.00 K 3.00' })).toBeTruthy();
    expect(within(result).getByRole('row', { name: 'Straight 17 K 1.00 Lose' })).toBeTruthy();
  });

  it('starts the pick again when a number fits no bet of the kind with the ones picked', async () => {
    const { user } = renderApp('/inHouse/roulette', { ...member, routes: inHouseRoutes() });
    await user.click(await screen.findByRole('radio', { name: /^Split/ }));
    const number = (n: number) => screen.getByRole('button', { name: new RegExp(`^Number ${n} \\(`) });
    await user.click(number(1));
    await user.click(number(9));
    expect(number(1).getAttribute('aria-pressed')).toBe('false');
    expect(number(9).getAttribute('aria-pressed')).toBe('true');
    await user.click(number(8));
    expect(screen.getByRole('button', { name: 'Number 8 (Black), pays 17:1' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Inside bets on the table' }).textContent).toBe('Split 8-9');
  });
});
