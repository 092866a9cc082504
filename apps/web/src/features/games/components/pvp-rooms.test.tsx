import type { PvpRoom } from '@platform/contract/games';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game } from '../../../test/game-fixtures.ts';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const pvp = (nodeId: number, name: string) =>
  game(nodeId, { gameName: name, gameType: 'PVP', vassalage: 'KY', accountTypeName: 'Kaiyuan' });
const room = (nodeId: number, name: string, players: number, maintenance = false): PvpRoom => ({
  game: pvp(nodeId, name),
  players,
  rounds: players * 3,
  maintenance,
});
const ROOMS = [room(1, 'Niu Niu', 3), room(2, "Texas Hold'em", 0), room(3, 'Rummy', 0, true)];
const routes = {
  'GET /lgw/games/pvp_rooms': () => envelope({ list: ROOMS, activeMinutes: 15 }),
};

const roomOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'h3' })).closest('article') as HTMLElement;

describe('PVP rooms on /pvp (spec §7 pvp rooms)', () => {
  it('lists the tables with who plays there now, and Join starts the game (a visitor logs in first)', async () => {
    const { user } = renderApp('/pvp', { routes });
    const section = await screen.findByRole('region', { name: 'Tables now' });
    expect(
      await within(section).findByText('Players of this site at each table in the last 15 minutes'),
    ).toBeTruthy();
    expect(within(await roomOf('Niu Niu')).getByText('3 playing now')).toBeTruthy();
    expect(within(await roomOf("Texas Hold'em")).getByText('Open table')).toBeTruthy();
    const closed = await roomOf('Rummy');
    expect(within(closed).getByText('Maintenance')).toBeTruthy();
    expect(within(closed).getByRole('button', { name: /^Join/ })).toHaveProperty('disabled', true);

    await user.click(within(await roomOf('Niu Niu')).getByRole('button', { name: /^Join/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("asks for the rooms of the vendor the lobby picked, in the reader's language", async () => {
    const { fetchMock } = renderApp('/pvp?vassalage=KY', { routes, lang: 'CN' });
    expect(await screen.findByRole('region', { name: '牌桌实况' })).toBeTruthy();
    expect(within(await roomOf('Niu Niu')).getByText('3 人在玩')).toBeTruthy();
    const asked = await callsTo(fetchMock, 'GET /lgw/games/pvp_rooms');
    expect(asked.at(-1)?.url.searchParams.get('vassalage')).toBe('KY');
    expect(asked.at(-1)?.url.searchParams.get('language')).toBe('CN');
  });

  it('says so in Burmese, and shows no rooms on the other lobbies', async () => {
    const { unmount } = renderApp('/pvp', { routes, lang: 'MY' });
    expect(await screen.findByRole('region', { name: 'ယခု ကစားဝိုင်းများ' })).toBeTruthy();
    expect(within(await roomOf("Texas Hold'em")).getByText('ဝိုင်း ဖွင့်ထားသည်')).toBeTruthy();
    unmount();
    renderApp('/fish', { routes, games: [game(9, { gameType: 'FISH', gameName: 'Ocean King' })] });
    await screen.findByText('Ocean King', { selector: 'h3' });
    expect(screen.queryByRole('region', { name: 'Tables now' })).toBeNull();
  });
});
