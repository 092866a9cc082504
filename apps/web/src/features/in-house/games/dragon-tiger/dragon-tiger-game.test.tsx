import { dealDragonTiger, settleDragonTiger } from '@platform/games/dragon-tiger/dragon-tiger';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelope, renderApp } from '../../../../test/render-app.tsx';
import { fixtureRng, openTable, requestedPlay } from '../../test/game-page.ts';
import { inHouseRound, inHouseRoutes, member, preferLessMotion } from '../../test/in-house-fixtures.ts';

/** Nonce 0 of the fixture seeds: Dragon 6 of spades against Tiger 4 of hearts. */
const outcome = dealDragonTiger(fixtureRng(0));

beforeEach(preferLessMotion);

describe('dragon tiger page', { timeout: 20_000 }, () => {
  it('plays the chips placed, shows both cards, the winner and each bet’s return', async () => {
    const bets = [
      { spot: 'DRAGON' as const, stake: 1000 },
      { spot: 'SUITED_TIE' as const, stake: 100 },
    ];
    const round = inHouseRound('dragon-tiger', {
      outcome: JSON.parse(JSON.stringify(outcome)),
      bets: settleDragonTiger(outcome, bets).bets.map(({ spot, stake, returned }) => ({
        spot,
        stake,
        returned,
      })),
    });
    const { user, fetchMock } = openTable('dragon-tiger', round);
    await user.click(await screen.findByRole('radio', { name: 'Chip of K 10.00' }));
    await user.click(screen.getByRole('button', { name: 'Dragon, pays 1:1' }));
    await user.click(screen.getByRole('radio', { name: 'Chip of K 1.00' }));
    await user.click(screen.getByRole('button', { name: 'Suited tie, pays 50:1' }));
    expect(await screen.findByText('K 11.00', { selector: 'dd' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deal' }));

    expect(await requestedPlay(fetchMock)).toMatchObject({ game: 'dragon-tiger', bets });

    expect(await screen.findByText('Dragon wins', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '6 of spades' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 of hearts' })).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Round result' });
    expect(within(result).getByRole('status').textContent).toBe('You won K 20.00');
    expect(within(result).getByRole('row', { name: 'Dragon K 10.00 K 20.00' })).toBeTruthy();
    expect(within(result).getByRole('row', { name: 'Suited tie K 1.00 Lose' })).toBeTruthy();
  });

  it('shows the server’s refusal of a bet in the reader’s words, with the limit in money', async () => {
    const { user } = renderApp('/inHouse/dragon-tiger', {
      ...member,
      lang: 'CN',
      routes: inHouseRoutes({
        'POST /wps/inhouse/rounds': () =>
          errorEnvelope('VALIDATION_ERROR', 'These bets cannot be placed', 400, {
            fields: [
              {
                field: 'body.bets.0.stake',
                message: 'The largest stake is 500',
                key: 'inHouse.aboveMax',
                params: { max: 500 },
              },
            ],
          }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: '虎，赔率 1:1' }));
    await user.click(screen.getByRole('button', { name: '发牌' }));
    expect((await screen.findByRole('alert')).textContent).toBe('最高投注为 K 5.00');
    // Nothing was played: the chips stay on the table.
    expect(screen.getByRole('button', { name: '虎，赔率 1:1，已投注 K 1.00' })).toBeTruthy();
  });
});
