import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game, vendor } from '../../../test/game-fixtures.ts';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const member = { token: 'session-1', session: { memberType: '0' } };
const jdb = (
  nodeId: number,
  gameName: string,
  gameType: 'RNG' | 'FISH',
  isGame: 'GAME' | 'VASSALAGE' = 'GAME',
) => game(nodeId, { gameName, gameType, vassalage: 'JDB', isGame });
const games = [
  jdb(1, 'JDB Lobby', 'RNG', 'VASSALAGE'),
  jdb(2, 'Koi Gate', 'RNG'),
  jdb(3, 'Ocean King', 'FISH'),
];

describe("a vendor's pop-up game list (spec §2 VASSALAGE, §7 vendor game type)", () => {
  it("offers each category the vendor has games in, starting at the entry's", async () => {
    const { user, fetchMock } = renderApp('/rng', {
      ...member,
      games,
      routes: {
        'GET /lgw/games/vendor_game_type': () =>
          envelope({ list: [vendor('JDB', 'RNG'), vendor('JDB', 'FISH')] }),
      },
    });
    const entry = (await screen.findByText('JDB Lobby', { selector: 'h3' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(entry).getByText('Games'));
    const dialog = await screen.findByRole('dialog', { name: 'JDB Lobby' });
    expect(await within(dialog).findByText('Koi Gate', { selector: 'h3' })).toBeTruthy();
    const tabs = within(dialog).getByRole('group', { name: 'Game categories' });
    expect(within(tabs).getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(tabs).getByRole('button', { name: 'Fishing' }));
    expect(await within(dialog).findByText('Ocean King', { selector: 'h3' })).toBeTruthy();
    expect(within(dialog).queryByText('Koi Gate', { selector: 'h3' })).toBeNull();
    const asked = (await callsTo(fetchMock, 'GET /lgw/games/game_list')).at(-1)?.url.searchParams;
    expect([asked?.get('vassalage'), asked?.get('gameType')]).toEqual(['JDB', 'FISH']);
    const types = (await callsTo(fetchMock, 'GET /lgw/games/vendor_game_type')).at(-1)?.url.searchParams;
    expect(types?.get('vassalage')).toBe('JDB');
  });

  it('shows no tabs for a vendor with games in one category', async () => {
    const { user } = renderApp('/rng', {
      ...member,
      games,
      routes: { 'GET /lgw/games/vendor_game_type': () => envelope({ list: [vendor('JDB', 'RNG')] }) },
    });
    const entry = (await screen.findByText('JDB Lobby', { selector: 'h3' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(entry).getByText('Games'));
    const dialog = await screen.findByRole('dialog', { name: 'JDB Lobby' });
    expect(await within(dialog).findByText('Koi Gate', { selector: 'h3' })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Game categories' })).toBeNull();
  });
});
