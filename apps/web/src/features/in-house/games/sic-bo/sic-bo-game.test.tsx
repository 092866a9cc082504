import { rollSicBo, type SicBoSpot, settleSicBo } from '@platform/games/sic-bo/sic-bo';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureRng, openTable, requestedPlay } from '../../test/game-page.ts';
import { inHouseRound, preferLessMotion } from '../../test/in-house-fixtures.ts';

/** Nonce 3 of the fixture seeds rolls a triple of threes. */
const outcome = rollSicBo(fixtureRng(3));

beforeEach(preferLessMotion);

const spots: [SicBoSpot, string][] = [
  ['BIG', 'Big, pays 1:1'],
  ['TRIPLE_3', 'Triple 3, pays 180:1'],
  ['TOTAL_9', 'Total 9, pays 6:1'],
  ['COMBO_1_3', 'Pair of 1 and 3, pays 5:1'],
  ['SINGLE_3', 'Single 3, pays 1:1 / 2:1 / 3:1'],
  ['ANY_TRIPLE', 'Any triple, pays 30:1'],
  ['DOUBLE_3', 'Double 3, pays 10:1'],
];

describe('sic bo page', { timeout: 20_000 }, () => {
  it('rolls the slip of chips placed and shows the dice, the total and each bet’s return', async () => {
    const bets = spots.map(([spot]) => ({ spot, stake: 100 }));
    const round = inHouseRound('sic-bo', {
      outcome: { ...outcome, dice: [...outcome.dice] },
      bets: settleSicBo(outcome, bets).bets.map(({ spot, stake, returned }) => ({ spot, stake, returned })),
    });
    const { user, fetchMock } = openTable('sic-bo', round);
    await screen.findByRole('button', { name: 'Roll' });
    for (const [, name] of spots) await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));

    expect(await requestedPlay(fetchMock)).toMatchObject({ game: 'sic-bo', bets });

    expect(outcome.dice).toEqual([3, 3, 3]);
    expect(await screen.findByRole('img', { name: 'Dice 3 · 3 · 3, total 9 · Any triple' })).toBeTruthy();
    expect(screen.getByText('Total 9', { selector: 'span' })).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Round result' });
    expect(within(result).getByRole('status').textContent).toBe('You won K 234.00');
    for (const row of [
      'Big K 1.00 Lose',
      'Triple 3 K 1.00 K 181.00',
      'Total 9 K 1.00 K 7.00',
      'Pair of 1 and 3 K 1.00 Lose',
      'Single 3 K 1.00 K 4.00',
      'Any triple K 1.00 K 31.00',
      'Double 3 K 1.00 K 11.00',
    ])
      expect(within(result).getByRole('row', { name: row })).toBeTruthy();
  });
});
