import type { GameAnnouncement } from '@platform/contract/games';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game } from '../../../test/game-fixtures.ts';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const announcement = (vassalage: string, active: boolean): GameAnnouncement => ({
  vassalage,
  title: `${vassalage} maintenance`,
  content: `Games are under maintenance from 2026-03-02 12:00 UTC to 2026-03-02 14:00 UTC.`,
  startsAt: '2026-03-02T12:00:00.000Z',
  endsAt: '2026-03-02T14:00:00.000Z',
  active,
});
const routes = {
  'GET /lgw/games/announcements': () =>
    envelope({ list: [announcement('JDB', true), announcement('EVO', false)] }),
};

describe('vendor maintenance on the category pages (spec §7 game announcements)', () => {
  it("tells of the category's vendors in maintenance, in the reader's language, and no other vendor's", async () => {
    const { fetchMock } = renderApp('/fish', {
      routes,
      lang: 'CN',
      games: [game(9, { gameType: 'FISH', vassalage: 'JDB', gameName: 'Ocean King' })],
    });
    const notices = await screen.findByTestId('game-announcements');
    expect(within(notices).getByText('JDB maintenance')).toBeTruthy();
    expect(within(notices).getByText(/to 2026-03-02 14:00 UTC/)).toBeTruthy();
    expect(within(notices).queryByText('EVO maintenance')).toBeNull();
    const asked = await callsTo(fetchMock, 'GET /lgw/games/announcements');
    expect(asked.at(-1)?.url.searchParams.get('language')).toBe('CN');
  });

  it('shows nothing when no vendor of the page is announced', async () => {
    const { fetchMock } = renderApp('/rng', {
      routes: { 'GET /lgw/games/announcements': () => envelope({ list: [announcement('EVO', true)] }) },
      games: [game(1, { gameName: 'Slot 1' })],
    });
    await screen.findByText('Slot 1', { selector: 'h3' });
    await waitFor(async () =>
      expect((await callsTo(fetchMock, 'GET /lgw/games/announcements')).length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('game-announcements')).toBeNull();
    expect(screen.queryByText('EVO maintenance')).toBeNull();
  });
});
