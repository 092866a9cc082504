import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Lang, say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');

const roomsOf = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: say(lang, 'pages', 'games.rooms_title'), exact: true });

describe('PVP rooms on /pvp (spec §7 pvp rooms)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
  });
  afterAll(() => browser.close());

  it('at 1440 px a member joins a table, plays a round, and is counted at it on the way back', async () => {
    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });
    await page.goto(`${siteUrl}/pvp`);
    await waitForSignedIn(page, 'EN');
    const rooms = roomsOf(page, 'EN');
    const first = rooms.getByTestId('pvp-room').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    expect(await first.textContent()).toContain(say('EN', 'pages', 'games.rooms_quiet'));

    await first
      .getByRole('button', { name: new RegExp(`^${say('EN', 'pages', 'games.rooms_join')}`) })
      .click();
    await page.waitForURL(/\/seamless\?nodeId=\d+/);
    const game = page.frameLocator('[data-testid=game-frame]');
    await game.locator('#spin').click();
    await expect.poll(async () => game.locator('#rounds li').count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${siteUrl}/pvp`);
    const seated = roomsOf(page, 'EN').getByTestId('pvp-room').first();
    await expect.poll(async () => seated.getByRole('heading').textContent()).toBe(name);
    await expect
      .poll(async () => seated.textContent())
      .toContain(say('EN', 'pages', 'games.rooms_playing', { count: '1' }));
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['CN', 'MY'] as const)(
    'at 390 px in %s the rooms scroll sideways within the page',
    async (lang) => {
      const { page, context, problems } = await openPage(browser, {
        width: 390,
        height: 844,
        localStorage: { lang },
      });
      await page.goto(`${siteUrl}/pvp`);
      const rooms = roomsOf(page, lang);
      await rooms.getByTestId('pvp-room').first().waitFor();
      await rooms.getByText(say(lang, 'pages', 'games.rooms_note', { minutes: '15' })).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
