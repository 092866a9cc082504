import { readFile } from 'node:fs/promises';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { call, operatorToken, requestManualDeposit } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const finance = inject('operator');
const PASSWORD = 'Secret123';

const words = (key: string) => say('EN', 'pages', `funds.statement.${key}`);

describe('credit report: the month statement', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a confirmed deposit between the opening and closing balance, and saves the month as a PDF', async () => {
    // A player of this run alone, so the month holds exactly the one deposit.
    const username = freshName('stmt');
    await registerByInvitation(browser, siteUrl, { registerPath: '/register', username, password: PASSWORD });
    const token = await apiLogin(siteUrl, username, PASSWORD);
    const orderNo = await requestManualDeposit(siteUrl, token, 123_45);
    const financeToken = await operatorToken(siteUrl, finance);
    const pending = await call<{ list: { id: number; orderNo: string }[] }>(
      siteUrl,
      financeToken,
      'GET',
      `${ADMIN_PATHS.deposits}?status=pending&pageSize=200`,
    );
    const deposit = pending.list.find((item) => item.orderNo === orderNo);
    if (!deposit) throw new Error(`deposit ${orderNo} is not pending`);
    await call(siteUrl, financeToken, 'POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, {});

    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });
    await page.goto(`${siteUrl}/member?tab=accountStatement`);
    await waitForSignedIn(page, 'EN');
    const statement = page.getByRole('region', { name: /Statement for/ });
    const figure = (label: string) =>
      statement
        .locator('dl div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect.poll(async () => figure(words('closing')).textContent()).toContain('123.45');
    expect(await figure(words('opening')).textContent()).toContain('0.00');
    expect(await figure(words('lines.deposits')).textContent()).toContain('123.45');
    // The day of the deposit is a row of the days table.
    expect(await statement.getByRole('row').count()).toBeGreaterThan(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words('pdf') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await download.path();
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One page at least, and the file is complete (a truncated download has no end marker).
    expect(bytes.toString('latin1')).toMatch(/\/Type\s*\/Page\b/);
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
