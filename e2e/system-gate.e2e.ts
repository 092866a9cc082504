import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const gatedUrl = inject('gatedUrl');

describe('system status gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the maintenance page with its end time and a customer-service button (status 1)', async () => {
    const { page, problems, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${gatedUrl}/live`);
    await page.getByRole('heading', { name: 'System maintenance' }).waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Expected to end');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
    expect(await page.getByRole('button', { name: /customer service|live chat/i }).count()).toBeGreaterThan(
      0,
    );
    // The gate replaces the whole app: no header, side menu or footer.
    expect(await page.locator('#side-menu').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the region-restricted page with the visitor IP and message (status 2)', async () => {
    const { page, context } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      extraHeaders: { 'x-forwarded-for': '8.8.8.8' },
    });
    await page.goto(`${gatedUrl}/`);
    await page.getByText('8.8.8.8').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Access restricted');
    expect(text).toContain('Our service is not available in your region.');
    await context.close();
  });
});
