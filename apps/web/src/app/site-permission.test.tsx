import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionWith } from '../test/fixtures.ts';
import { game } from '../test/game-fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const CDNS = ['https://img-a.cdn.example/images', 'https://img-b.cdn.example/images'];
const GTAG_SCRIPT = 'script[src="https://www.googletagmanager.com/gtag/js?id=G-LUCKY1"]';

/** The artwork of the game card named `name`. */
async function artOf(name: string): Promise<string> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  return heading.closest('article')?.querySelector('img')?.getAttribute('src') ?? '';
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-gtag]')) script.remove();
});

describe('the permission response (spec §3)', () => {
  it('serves game images from one CDN picked for the session', async () => {
    const games = [game(1, { gameName: 'Fortune Ox' })];
    const first = renderApp('/rng', { games, permission: permissionWith({ imageCDNs: CDNS }) });
    await expect.poll(() => artOf('Fortune Ox')).toMatch(/^https:\/\/img-[ab]\.cdn\.example\/images\//);
    const picked = await artOf('Fortune Ox');
    expect(picked).toMatch(/\/images\/DEMO_GAMES\/PG\/game-1\.png$/);
    first.unmount();

    // Every later page of the session asks the same host, so the browser's cache is reused.
    for (let visit = 0; visit < 3; visit++) {
      const again = renderApp('/rng', { games, permission: permissionWith({ imageCDNs: CDNS }) });
      await expect.poll(() => artOf('Fortune Ox')).toBe(picked);
      again.unmount();
    }
  });

  it('keeps images on the site when no CDN is configured', async () => {
    renderApp('/rng', { games: [game(1, { gameName: 'Fortune Ox' })], permission: permissionWith() });
    expect(await artOf('Fortune Ox')).toBe('/images/DEMO_GAMES/PG/game-1.png');
  });

  it('loads the Google tag only when an id is configured', async () => {
    const plain = renderApp('/rng', { games: [game(1, { gameName: 'Fortune Ox' })] });
    await artOf('Fortune Ox');
    expect(document.querySelector('script[data-gtag]')).toBeNull();
    plain.unmount();

    renderApp('/rng', {
      games: [game(1, { gameName: 'Fortune Ox' })],
      permission: permissionWith({ analytics: { gtagId: 'G-LUCKY1' } }),
    });
    await expect.poll(() => document.querySelector(GTAG_SCRIPT)).not.toBeNull();
    expect(document.querySelectorAll('script[data-gtag]')).toHaveLength(1);
  });
});
