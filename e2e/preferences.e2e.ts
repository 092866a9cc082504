import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');

describe('language and theme', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('starts in the merchant default language (MY, Burmese) for a first visit', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${siteUrl}/`);
    await page.waitForSelector('footer');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
    expect(await page.locator('footer').innerText()).toMatch(/[\u1000-\u109f]/);
    await context.close();
  });

  it('switches visible text when the language changes and remembers lang and hisLang', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/`);
    const footer = page.locator('footer');
    await footer.waitFor();
    const english = await footer.innerText();
    expect(english).toContain('All rights reserved and protected by law');
    expect(english).toContain('Nova Play');
    expect(english).toContain('365/JAZ');

    await page.locator('header select').first().selectOption('CN');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    const chinese = await footer.innerText();
    expect(chinese).not.toEqual(english);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['CN', 'EN']);

    await page.reload();
    await footer.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });

  it('changes colours when the theme switches and keeps the choice after a reload', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/`);
    await page.waitForSelector('header');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const dark = await background();
    await page
      .getByRole('button', { name: /switch to light/i })
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // Let the colour transition finish before reading the computed colour.
    await page.waitForTimeout(400);
    const light = await background();
    expect(light).not.toEqual(dark);
    await page.reload();
    await page.waitForSelector('header');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});
