import type { AnnouncementContent } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');

/** The demo promotions as the site serves them, to name one in a URL. */
async function demoPromotions(lang: 'EN' | 'CN') {
  const url = `${siteUrl}${API_PATHS.announcementContent}?types=PL,PR&lang=${lang}`;
  const answer = (await (await fetch(url)).json()) as { value: AnnouncementContent };
  return answer.value;
}

const announcements = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });

describe('operator content in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the home banners and marquee, and each login state’s pop-up once until it is closed', async () => {
    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      popups: true,
    });
    await page.goto(`${siteUrl}/`);

    // The anonymous pop-up (execution B) opens over home; closing it sets ANONYMOUS_POPUP.
    const popup = announcements(page);
    await popup.waitFor();
    expect(await popup.getByRole('heading', { level: 3 }).innerText()).toBe('Join Nova Play today');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('1');

    // A reload in the same session: home and its content come back, the pop-up does not.
    await page.reload();
    const carousel = page.getByRole('region', { name: 'Featured', exact: true });
    await carousel.waitFor();
    const banners = await carousel
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(banners).toContain('/images/DEMO_CONTENT/BANNER/live-casino.png');
    const marquee = page.getByRole('region', { name: 'Latest notices' });
    await marquee.waitFor();
    await page.waitForTimeout(500);
    expect(await announcements(page).count()).toBe(0);

    // Clicking a notice in the marquee opens the notice modal at that notice.
    await marquee.getByRole('button', { name: /Scheduled maintenance/ }).dispatchEvent('click');
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.waitFor();
    expect(await notices.getByRole('heading', { level: 3 }).innerText()).toMatch(/^Scheduled maintenance/);
    await page.keyboard.press('Escape');
    await notices.waitFor({ state: 'detached' });

    // A banner with a linkage goes where it says: the live-casino banner opens /live.
    await carousel.locator('a[href="/live"]').first().dispatchEvent('click');
    await page.waitForURL(`${siteUrl}/live`);

    // A new login state: the member's pop-up (execution A) opens once, despite ANONYMOUS_POPUP.
    const token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    await page.goto(`${siteUrl}/`);
    await announcements(page).getByRole('button', { name: 'Weekend reload: 10% every day' }).waitFor();
    await page.keyboard.press('Escape');
    await announcements(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('1');
    await page.reload();
    await page.getByRole('region', { name: 'Latest notices' }).waitFor();
    await page.waitForTimeout(500);
    expect(await announcements(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters /promotions by category, opens one from the URL, and reloads them in a new language', async () => {
    const { categories, promotions } = await demoPromotions('EN');
    const cashback = promotions.find((promotion) => promotion.title === '5% weekly sports cashback');
    expect(cashback).toBeTruthy();
    const { page, context, problems } = await openPage(browser, { localStorage: { lang: 'EN' } });

    await page.goto(`${siteUrl}/promotions`);
    const menu = page.getByRole('navigation', { name: 'Promotion categories' });
    await menu.waitFor();
    const names = await menu.getByRole('button').allInnerTexts();
    expect(names).not.toContain('Gaming');
    expect(names).not.toContain('Lotto promo');
    expect(names.length).toBe(categories.length - 2);
    expect(await menu.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(promotions.length);

    await menu.getByRole('button', { name: 'Sports', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    expect(await cards.first().getByRole('heading').innerText()).toBe('5% weekly sports cashback');

    // The URL's hash names a promotion: its details open.
    await page.goto(`${siteUrl}/promotions#${cashback?.id}`);
    const details = page.getByRole('dialog', { name: '5% weekly sports cashback' });
    await details.waitFor();
    expect(await details.innerText()).toMatch(
      /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} – \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/,
    );
    expect(await details.innerText()).toMatch(/\d+ d \d+ h left/);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');

    // A language switch reloads the promotions in that language (the Sports category stays chosen).
    const chinese = (await demoPromotions('CN')).promotions.find(
      (promotion) => promotion.id === cashback?.id,
    );
    expect(chinese?.title).toMatch(/[\u4e00-\u9fff]/);
    await page.locator('header select').first().selectOption('CN');
    await page.locator('main article h3', { hasText: chinese?.title ?? '' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the terms at /help#term', async () => {
    const { page, context, problems } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/help#term`);
    const terms = page.locator('#term');
    await terms.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('term')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await terms.innerText()).toContain('Eligibility');
    expect(problems).toEqual([]);
    await context.close();
  });
});
