import { SITE_ROUTES } from '@platform/contract/paths';
import { SITE_FEATURE_PAGES } from '@platform/contract/site-feature-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const PROTECTED = ['/member', '/favorite', '/recent', '/agentHome'];
const NO_FOOTER = ['/seamless'];
const NO_SIDE_MENU = ['/seamless'];
/** Pages of features not built yet (site-feature-pages.ts), off in the demo: their URLs are not-found. */
const HIDDEN: readonly string[] = Object.values(SITE_FEATURE_PAGES).flat();
const AGENT = ['/agent', '/agentHome'];
/** The customer-service chat opens in its own 440×750 window: no site frame, side menu or footer. */
const STANDALONE = ['/support'];

async function layoutOf(page: Page) {
  return page.evaluate(() => ({
    main: document.querySelector('[data-side]') !== null,
    agent: document.querySelector('[data-layout="agent"]') !== null,
    header: document.querySelector('header') !== null,
    sideMenu: document.querySelector('#side-menu') !== null,
    footer: document.querySelector('footer') !== null,
    dialog: document.querySelector('[role="dialog"]') !== null,
  }));
}

describe('every spec route renders with its layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders each route for a signed-in agent with header, side menu and footer as spec §2 says', async () => {
    // An agent may enter every route, /agentHome included.
    const token = await apiLogin(siteUrl, 'agent01', 'Agent1234');
    const { page, problems, context } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });
    for (const route of SITE_ROUTES.filter((r) => r !== '/login' && !HIDDEN.includes(r))) {
      await page.goto(`${siteUrl}${route}`);
      await page.waitForSelector('main, [data-layout="agent"]');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
        timeout: 15_000,
      });
      const layout = await layoutOf(page);
      expect(layout.header, route).toBe(true);
      if (AGENT.includes(route)) {
        expect(layout.agent, route).toBe(true);
        expect(layout.main, route).toBe(false);
        continue;
      }
      if (STANDALONE.includes(route)) {
        expect([layout.main, layout.sideMenu, layout.footer], route).toEqual([false, false, false]);
        continue;
      }
      expect(layout.main, route).toBe(true);
      expect(layout.footer, route).toBe(!NO_FOOTER.includes(route));
      expect(layout.sideMenu, route).toBe(!NO_SIDE_MENU.includes(route));
      expect(new URL(page.url()).pathname, route).toBe(route);
    }
    expect(problems).toEqual([]);
    await context.close();
    // Every route of the spec, each a full page load: on a busy two-core machine past a minute.
  }, 180_000);

  it('sends a visitor without a session from a protected route to the login modal (agents: on the agent page)', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    for (const route of PROTECTED) {
      await page.goto(`${siteUrl}${route}`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByLabel(/username/i).count(), route).toBeGreaterThan(0);
      // The agent centre sends a guest to the agent page, whose login leads back to it.
      expect(new URL(page.url()).pathname, route).toBe(route === '/agentHome' ? '/agent' : '/');
    }
    await context.close();
  });

  it('opens the login modal on /login (redirected to /) and the register modal on /register', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/login`);
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${siteUrl}/register`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/confirm/i).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the not-found page, in the normal layout, for the pages of features switched off', async () => {
    const token = await apiLogin(siteUrl, 'agent01', 'Agent1234');
    for (const sessionStorage of [{}, { token }] as Record<string, string>[]) {
      const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' }, sessionStorage });
      for (const route of HIDDEN) {
        const response = await page.goto(`${siteUrl}${route}`);
        expect(response?.status(), route).toBe(404);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        const layout = await layoutOf(page);
        expect(layout.footer && layout.sideMenu && !layout.dialog, route).toBe(true);
        expect(new URL(page.url()).pathname, route).toBe(route);
      }
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    const response = await page.goto(`${siteUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: /home/i }).first().waitFor();
    await context.close();
  });

  it('on a phone keeps the side menu in a drawer behind the menu button and shows the tab bar', async () => {
    const { page, context } = await openPage(browser, {
      width: 390,
      height: 844,
      localStorage: { lang: 'EN' },
    });
    await page.goto(`${siteUrl}/`);
    await page.waitForSelector('[data-side]');
    const aside = page.locator('#side-menu');
    expect(await aside.isVisible()).toBe(false);
    await page.getByRole('button', { name: /open menu/i }).click();
    await aside.waitFor({ state: 'visible' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
