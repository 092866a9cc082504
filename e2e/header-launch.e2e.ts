import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const deposit = say('EN', 'common', 'header.deposit');
const channel = say('EN', 'pages', 'funds.deposit.channel');

/** What the page's width is to the viewport's: more means something overflows sideways. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('header: deposit button and direct-launch links (spec §2)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
  });
  afterAll(() => browser.close());

  it('at 1440 px the header deposit button opens the deposit page and the launch links their lobbies', async () => {
    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });
    await page.goto(`${siteUrl}/promotions`);
    await waitForSignedIn(page, 'EN');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: deposit, exact: true }).click();
    await page.waitForURL(`${siteUrl}/member?tab=depositv2`);
    await page.getByRole('radiogroup', { name: channel }).waitFor();

    const nav = header.getByRole('navigation', { name: say('EN', 'common', 'nav.games') });
    const launches = [
      ['category.FISH', '/fish'],
      ['category.PVP', '/pvp'],
      ['category.RNG', '/rng'],
      ['nav.promotions', '/promotions'],
      ['nav.home', '/'],
    ] as const;
    const more = nav.getByRole('button', { name: say('EN', 'common', 'common.more'), exact: true });
    for (const [key, path] of launches) {
      const link = nav.getByRole('link', { name: say('EN', 'common', key), exact: true });
      // Beside a member's balance the row has no room for every entry: the rest are under More.
      if (!(await link.isVisible())) await more.click();
      await link.click();
      await page.waitForURL(`${siteUrl}${path}`);
    }
    // The row itself never scrolls: what it cannot hold is under More.
    expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor has no deposit button, only log in and register', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: say('EN', 'common', 'header.login'), exact: true }).waitFor();
    expect(await header.getByRole('link', { name: deposit, exact: true }).count()).toBe(0);
    await context.close();
  });

  it('at 390 px the header fits, deposit sits in the tab bar and the launch links in the drawer', async () => {
    const { page, context, problems } = await openPage(browser, {
      width: 390,
      height: 844,
      localStorage: { lang: 'MY' },
      sessionStorage: { token },
    });
    await page.goto(`${siteUrl}/promotions`);
    await waitForSignedIn(page, 'MY');
    const header = page.getByRole('banner');
    // The phone header keeps logo, balance and menu (VISUAL.md); nothing spills past its edge.
    expect(await header.getByRole('link', { name: say('MY', 'common', 'header.deposit') }).isVisible()).toBe(
      false,
    );
    const box = await header.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const tabs = page.getByRole('navigation', { name: say('MY', 'common', 'nav.tab_bar') });
    await tabs.getByRole('link', { name: say('MY', 'common', 'nav.deposit'), exact: true }).click();
    await page.waitForURL(`${siteUrl}/member?tab=depositv2`);
    await page.getByRole('radiogroup', { name: say('MY', 'pages', 'funds.deposit.channel') }).waitFor();

    await header.getByRole('button', { name: say('MY', 'common', 'common.open_menu') }).click();
    const drawer = page.locator('#side-menu');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: say('MY', 'common', 'category.FISH'), exact: true }).click();
    await page.waitForURL(`${siteUrl}/fish`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
