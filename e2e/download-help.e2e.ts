import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readQrDrawing } from '../apps/web/src/lib/qr.test-reader.ts';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
type Lang = 'EN' | 'CN' | 'MY';

/** What the page's width is to the viewport's: more means something overflows sideways. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** What a phone camera reads from the QR code of this name in the page's main column. */
async function scan(page: Page, name: string): Promise<URL> {
  const code = page.getByRole('main').getByRole('img', { name, exact: true });
  const drawing = await code.evaluate((svg) => ({
    viewBox: svg.getAttribute('viewBox') ?? '',
    path: svg.querySelector('path')?.getAttribute('d') ?? '',
  }));
  return new URL(readQrDrawing(drawing));
}

describe('app download (/down) and the help centre modal (spec §2)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
  });
  afterAll(() => browser.close());

  it.each<Lang>(['EN', 'CN', 'MY'])(
    '%s: the iOS code on a 1440 px screen signs a 390 px phone in, in the same language, and each app has its guide',
    async (lang) => {
      const desktop = await openPage(browser, { localStorage: { lang }, sessionStorage: { token } });
      await desktop.page.goto(`${siteUrl}/down`);
      await waitForSignedIn(desktop.page, lang);
      const ios = say(lang, 'common', 'download.IOS_APP');
      await desktop.page
        .getByRole('heading', {
          level: 2,
          name: say(lang, 'pages', 'download.guide_title_for', { name: ios }),
        })
        .waitFor();
      const label = say(lang, 'common', 'download.qr_label', { name: ios });
      // The code carries the handoff code once the page has fetched one.
      let link = await scan(desktop.page, label);
      await expect
        .poll(async () => {
          link = await scan(desktop.page, label);
          return link.searchParams.has('code');
        })
        .toBe(true);
      expect(link.origin).toBe(siteUrl);
      // A one-time code signs the phone in: the session token itself never leaves this screen.
      const { code, ...rest } = Object.fromEntries(link.searchParams);
      expect(rest).toEqual({ os: 'ios', lang });
      expect(code).toMatch(/^[\w-]{43}$/);
      expect(link.href).not.toContain(token);
      expect(await overflow(desktop.page)).toBeLessThanOrEqual(0);
      expect(desktop.problems).toEqual([]);
      await desktop.context.close();

      // The phone has never been here: no language chosen, no session.
      const phone = await openPage(browser, { width: 390, height: 844 });
      await phone.page.goto(link.href);
      await waitForSignedIn(phone.page, lang);
      await phone.page.waitForURL(`${siteUrl}/down?os=ios`);
      const views = phone.page.getByRole('navigation', { name: say(lang, 'pages', 'download.choose') });
      for (const [key, step] of [
        ['download.ANDROID_APP', 'download.android_step2'],
        ['download.IOS_LITE_APP', 'download.lite_step2'],
      ] as const) {
        await views.getByRole('link', { name: say(lang, 'common', key) }).click();
        await phone.page.getByText(say(lang, 'pages', step)).waitFor();
        expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
      }
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    },
  );

  it('installs to a home screen: Chromium reads the manifest without errors, its icons are served', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${siteUrl}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data: string;
    };
    expect(manifest.url).toBe(`${siteUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data) as { display: string; icons: { src: string; type: string }[] };
    expect(data.display).toBe('standalone');
    for (const icon of data.icons) {
      const response = await fetch(new URL(icon.src, siteUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(icon.type);
    }
    const touchIcon = await fetch(new URL('/icons/apple-touch-icon.png', siteUrl));
    expect(touchIcon.headers.get('content-type')).toContain('image/png');
    await context.close();
  });

  it.each<[Lang, number]>([
    ['EN', 1440],
    ['CN', 390],
    ['MY', 1440],
    ['EN', 390],
    ['CN', 1440],
    ['MY', 390],
  ])('%s at %i px: the footer’s help list opens the help centre modal over the page', async (lang, width) => {
    const { page, context, problems } = await openPage(browser, {
      width,
      height: width < 768 ? 844 : 900,
      localStorage: { lang },
    });
    await page.goto(`${siteUrl}/down`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: say(lang, 'common', 'help.term.title') }).click();
    const dialog = page.getByRole('dialog', { name: say(lang, 'common', 'nav.help') });
    // It opens at the operator's terms article (the demo's slug `term`), titled in the operator's words.
    const title = dialog.getByRole('heading', { level: 3 }).first();
    await title.waitFor();
    const contents = dialog.getByRole('navigation', { name: say(lang, 'pages', 'help.contents') });
    const current = contents.locator('[aria-current="true"]');
    expect(await current.textContent()).toBe(await title.textContent());
    expect(await current.textContent()).not.toBe(say(lang, 'common', 'help.about.title'));
    expect(await contents.getByRole('button').first().textContent()).toBe(
      say(lang, 'common', 'help.about.title'),
    );
    expect(page.url()).toBe(`${siteUrl}/down`);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    await contents.getByRole('button', { name: say(lang, 'common', 'help.faq.title') }).click();
    await dialog.getByRole('heading', { level: 3, name: say(lang, 'common', 'help.faq.title') }).waitFor();
    await dialog.getByText(say(lang, 'pages', 'help.faq.q1', { brand: 'Nova Play' })).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
