import type { GameCategory, GameVendors } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS, IMAGE_ROUTE_PREFIX } from '@platform/contract/paths';
import type { SiteCdns } from '@platform/contract/site-config-admin';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Lang } from './accounts-support.ts';
import { call, operatorToken } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const adminOperator = inject('adminOperator');
// The same server under its other name, serving the image host's paths: a CDN in front of the
// image host, as far as the browser can tell (another origin, which the page policy must allow).
const cdnOrigin = siteUrl.replace('127.0.0.1', 'localhost');
const CDN = `${cdnOrigin}${IMAGE_ROUTE_PREFIX}`;

/** How much wider the page is than the viewport: more than 0 means something overflows sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The vendors of a category's lane of the game vendors call (spec §7), as the site asks for them. */
async function laneVendors(lang: Lang, category: GameCategory): Promise<string[]> {
  const query = new URLSearchParams({ language: lang, clientType: '3', platform: 'html5-desktop' });
  const vendors = await call<GameVendors>(siteUrl, null, 'GET', `${API_PATHS.gameVendors}?${query}`);
  const lane = vendors.data.lanes.find((candidate) => candidate.gameType === category);
  return (lane?.vendors ?? []).map((vendor) => vendor.displayName);
}

/** The src and loaded width of a game card's picture, once scrolled into view (they load lazily). */
async function cardImage(page: Page, index: number): Promise<{ src: string; width: number }> {
  const image = page.getByTestId('game-card').nth(index).locator('img').first();
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc || img.src,
    width: img.complete ? img.naturalWidth : 0,
  }));
}

const CASES: { lang: Lang; width: number; path: string; category: GameCategory }[] = [
  { lang: 'EN', width: 1440, path: '/rng', category: 'RNG' },
  { lang: 'CN', width: 390, path: '/rng', category: 'RNG' },
  { lang: 'MY', width: 1440, path: '/live', category: 'LIVE' },
  { lang: 'MY', width: 390, path: '/rng', category: 'RNG' },
  { lang: 'EN', width: 390, path: '/live', category: 'LIVE' },
];

describe('site permission (spec §3): the image CDN an operator sets serves the lobby pictures', () => {
  let browser: Browser;
  let token: string;
  let before: SiteCdns = { imageCdns: [], launchGameCdns: [], gtagId: null };
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await operatorToken(siteUrl, adminOperator);
    before = await call<SiteCdns>(siteUrl, token, 'GET', ADMIN_PATHS.siteCdns);
    const saved = await call<SiteCdns>(siteUrl, token, 'PUT', ADMIN_PATHS.siteCdns, {
      ...before,
      imageCdns: [`${CDN}/`],
    });
    expect(saved.imageCdns).toEqual([CDN]);
    const permission = await call<{ imageCDNs: string[] }>(siteUrl, null, 'GET', API_PATHS.permission);
    expect(permission.imageCDNs).toEqual([CDN]);
    // The page policy is read again within SETTINGS_CACHE_MS: wait until pages allow the CDN
    // (a hook cannot use expect.poll, so it asks every half second for up to a minute).
    const allowsCdn = new RegExp(`img-src [^;]*${cdnOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const policy = async () => (await fetch(`${siteUrl}/rng`)).headers.get('content-security-policy') ?? '';
    for (let waited = 0; !allowsCdn.test(await policy()); waited += 500) {
      if (waited > 60_000) throw new Error(`the page policy never allowed ${cdnOrigin}: ${await policy()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  // Other journeys share this server: the CDN list goes back to how it was (empty in the seed).
  afterAll(async () => {
    if (token) await call(siteUrl, token, 'PUT', ADMIN_PATHS.siteCdns, { ...before, imageCdns: [] });
    await browser?.close();
  });

  for (const { lang, width, path, category } of CASES) {
    it(`${lang} at ${width} px: ${path} shows its vendors, and its game pictures come from the CDN`, async () => {
      const vendors = await laneVendors(lang, category);
      expect(vendors.length).toBeGreaterThan(0);
      const { page, context, problems } = await openPage(browser, { localStorage: { lang }, width });
      await page.goto(`${siteUrl}${path}`);

      // The vendor menu: All, then the lane's vendors in order (a maintenance badge may follow a name).
      const menu = page.getByTestId('vendor-menu');
      const buttons = menu.getByRole('button');
      await menu.waitFor();
      await expect.poll(() => buttons.count(), { timeout: 15_000 }).toBe(vendors.length + 1);
      const names = (await buttons.allTextContents()).slice(1);
      const shown = names.map((name, index) => {
        const vendor = vendors[index];
        return vendor && name.startsWith(vendor) ? vendor : name;
      });
      expect(shown).toEqual(vendors);

      // The first cards' pictures are asked of the CDN and load there (the page policy allows it).
      await page.getByTestId('game-card').first().waitFor();
      for (const index of [0, 1]) {
        await expect
          .poll(async () => (await cardImage(page, index)).width, { timeout: 15_000 })
          .toBeGreaterThan(0);
        expect((await cardImage(page, index)).src.startsWith(`${CDN}/`)).toBe(true);
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
