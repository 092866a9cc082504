import type { AdminContentItem } from '@platform/contract/content';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, consoleSays, openConsole, operatorToken } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const admin = inject('adminOperator');

describe('back office: content', () => {
  let browser: Browser;
  let token: string;
  let promotionId: number | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await operatorToken(siteUrl, admin);
  });
  afterAll(async () => {
    // The journey's own promotion leaves the site again, so other journeys count the demo's only.
    if (promotionId)
      await call(siteUrl, token, 'POST', `${ADMIN_PATHS.contentPromotions}/${promotionId}/retire`);
    await browser.close();
  });

  it('an administrator renames a promotion in the console, and the player site’s promotions page shows the new title', async () => {
    const stamp = Date.now().toString(36);
    const categories = await call<{ list: AdminContentItem[] }>(
      siteUrl,
      token,
      'GET',
      ADMIN_PATHS.contentPromotionCategories,
    );
    const category = categories.list.find((item) => item.fields.type === 'all') ?? categories.list[0];
    if (!category) throw new Error('the demo has no promotion category');
    const before = `E2E promotion ${stamp}`;
    const after = `E2E promotion ${stamp}, renamed`;
    const created = await call<AdminContentItem>(siteUrl, token, 'POST', ADMIN_PATHS.contentPromotions, {
      title: { EN: before, CN: `测试活动 ${stamp}` },
      content: { EN: '<p>Made by the <strong>content</strong> journey.</p>' },
      categoryIds: [category.id],
      promotionType: 'E2E_JOURNEY',
      longTerm: true,
      sortOrder: -1000,
    });
    promotionId = created.id;

    const { page, problems } = await openConsole(browser, siteUrl, admin);
    await page.getByRole('link', { name: consoleSays('content.kinds.promotions.title') }).click();
    const row = page.getByRole('row').filter({ hasText: before });
    await row.getByRole('button', { name: consoleSays('content.list.edit') }).click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByLabel(
      consoleSays('content.fields.titleIn', { language: consoleSays('content.options.languages.EN') }),
    );
    await title.fill(after);
    // The preview follows the typing, as the site will show it.
    await dialog.getByText(after, { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: consoleSays('content.editor.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: after }).waitFor();

    const player = await openPage(browser, { localStorage: { lang: 'EN' } });
    await player.page.goto(`${siteUrl}/promotions`);
    await player.page.getByRole('heading', { name: after }).waitFor();
    expect(await player.page.getByRole('heading', { name: before, exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(player.problems).toEqual([]);
  });
});
