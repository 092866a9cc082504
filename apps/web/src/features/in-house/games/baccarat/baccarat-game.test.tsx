import { dealBaccarat, settleBaccarat } from '@platform/games/baccarat/baccarat';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureRng, openTable, requestedPlay } from '../../test/game-page.ts';
import { inHouseRound, preferLessMotion } from '../../test/in-house-fixtures.ts';

/** Nonce 1 of the fixture seeds deals a coup the player wins, two cards to three. */
const outcome = dealBaccarat(fixtureRng(1));

beforeEach(preferLessMotion);

describe('baccarat page', { timeout: 20_000 }, () => {
  it('stacks chips on spots, deals them as the slip, and shows the coup and what each bet returned', async () => {
    const bets = [
      { spot: 'PLAYER' as const, stake: 200 },
      { spot: 'BANKER' as const, stake: 500 },
    ];
    const settled = settleBaccarat(outcome, bets);
    const round = inHouseRound('baccarat', {
      nonce: 1,
      outcome: JSON.parse(JSON.stringify(outcome)),
      bets: settled.bets.map(({ spot, stake, returned }) => ({ spot, stake, returned })),
    });
    const { user, fetchMock } = openTable('baccarat', round);

    const deal = await screen.findByRole('button', { name: 'Deal' });
    expect(deal).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('button', { name: 'Player, pays 1:1' }));
    await user.click(screen.getByRole('button', { name: 'Player, pays 1:1, K 1.00 bet' }));
    await user.click(screen.getByRole('radio', { name: 'Chip of K 5.00' }));
    await user.click(screen.getByRole('button', { name: 'Banker, pays 0.95:1' }));
    expect(screen.getByRole('button', { name: 'Banker, pays 0.95:1, K 5.00 bet' })).toBeTruthy();
    // Undo takes back the last chip only; it goes back on.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Banker, pays 0.95:1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Banker, pays 0.95:1' }));
    await user.click(deal);

    expect(await requestedPlay(fetchMock)).toEqual({ game: 'baccarat', bets, roundKey: expect.any(String) });

    expect(outcome.winner).toBe('PLAYER');
    expect(await screen.findByText('Player wins', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(`Total ${outcome.player.total}`)).toBeTruthy();
    expect(screen.getByText(`Total ${outcome.banker.total}`)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /of (spades|hearts|clubs|diamonds)$/ })).toHaveLength(5);
    const result = screen.getByRole('region', { name: 'Round result' });
    expect(within(result).getByRole('status').textContent).toBe('You won K 4.00');
    expect(within(result).getByRole('row', { name: 'Player K 2.00 K 4.00' })).toBeTruthy();
    expect(within(result).getByRole('row', { name: 'Banker K 5.00 Lose' })).toBeTruthy();
    // The table is cleared for the next coup, and Rebet puts the same slip back.
    expect(screen.getByRole('button', { name: 'Deal' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Rebet' }));
    expect(screen.getByRole('button', { name: 'Player, pays 1:1, K 2.00 bet' })).toBeTruthy();
  });
});
