import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game } from '../../../test/game-fixtures.ts';
import { envelope, renderApp } from '../../../test/render-app.tsx';

const routes = {
  'GET /lgw/games/popular': () =>
    envelope({ list: [game(7, { gameName: 'Fortune Ox' }), game(8, { gameName: 'Ocean King' })] }),
};

describe('popular games where a home search finds nothing (spec §7 popular)', () => {
  it('offers the most played games under the no-results message', async () => {
    const { user } = renderApp('/', { routes, games: [game(1, { gameName: 'Golden Dragon' })] });
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No games match “zzz”. Try another name.')).toBeTruthy();
    const popular = await screen.findByRole('region', { name: 'Popular right now' });
    expect(await within(popular).findByText('Fortune Ox', { selector: 'h3' })).toBeTruthy();
    expect(within(popular).getByText('Ocean King', { selector: 'h3' })).toBeTruthy();
  });

  it('does not show them while the search finds games, and speaks the reader’s language', async () => {
    const { user } = renderApp('/', { routes, lang: 'CN', games: [game(1, { gameName: 'Golden Dragon' })] });
    const search = await screen.findByRole('searchbox');
    await user.type(search, 'Golden');
    expect(await screen.findByText('Golden Dragon', { selector: 'h3' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '大家都在玩' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByRole('region', { name: '大家都在玩' })).toBeTruthy();
  });
});
