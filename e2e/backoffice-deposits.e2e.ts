import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, waitForSignedIn } from './accounts-support.ts';
import { call, consoleSays, openConsole, operatorToken, requestManualDeposit } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const finance = inject('operator');
const support = inject('supportOperator');
const admin = inject('adminOperator');

/** The player's header balance in minor units (digits only: it is shown with two decimals). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

describe('back office: deposits', () => {
  let browser: Browser;
  let confirmedOrderNo: string;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a finance operator confirms a deposit in the console, and the player’s open tab sees its balance rise', async () => {
    const memberToken = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const player = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token: memberToken },
    });
    await player.page.goto(`${siteUrl}/`);
    await waitForSignedIn(player.page, 'EN');
    await expect.poll(() => headerBalance(player.page)).not.toBeNaN();
    const before = await headerBalance(player.page);
    confirmedOrderNo = await requestManualDeposit(siteUrl, memberToken, 250_00);

    const { page, problems } = await openConsole(browser, siteUrl, finance);
    await page.getByRole('link', { name: consoleSays('nav.deposits') }).click();
    const row = page.getByRole('row').filter({ hasText: confirmedOrderNo });
    await row.getByRole('button', { name: consoleSays('finance.confirm') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(consoleSays('review.note')).fill('Matched on the bank statement');
    await dialog.getByRole('button', { name: consoleSays('finance.confirm') }).click();
    // Confirmed deposits leave the pending list; the player's tab hears of the credit by socket.
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => headerBalance(player.page), { timeout: 15_000 }).toBe(before + 250_00);

    await page.getByRole('combobox', { name: consoleSays('finance.status') }).click();
    await page.getByRole('option', { name: consoleSays('status.credited') }).click();
    await page
      .getByRole('row')
      .filter({ hasText: confirmedOrderNo })
      .getByText(consoleSays('status.credited'))
      .waitFor();
    expect(problems).toEqual([]);
    expect(player.problems).toEqual([]);
  });

  it('a support operator sees no finance screens, and the API refuses them a confirmation with 403', async () => {
    const memberToken = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const orderNo = await requestManualDeposit(siteUrl, memberToken, 100_00);
    const { page, problems } = await openConsole(browser, siteUrl, support);
    const menu = page.getByRole('navigation', { name: consoleSays('nav.menu') });
    await menu.getByRole('link', { name: consoleSays('nav.players') }).waitFor();
    expect(await menu.getByRole('link', { name: consoleSays('nav.deposits') }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: consoleSays('nav.withdrawals') }).count()).toBe(0);

    // Typing the address anyway shows the refusal, and the API gives no list.
    await page.goto(`${siteUrl}/backoffice/deposits`);
    await page.getByText('You do not have permission to do this').waitFor();
    expect(await page.getByRole('button', { name: consoleSays('finance.confirm') }).count()).toBe(0);
    const token = await page.evaluate(() => sessionStorage.getItem('backoffice.token'));
    const refused = await fetch(`${siteUrl}${ADMIN_PATHS.deposits}?status=pending`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const financeToken = await operatorToken(siteUrl, finance);
    const pending = await call<{ list: { id: number; orderNo: string }[] }>(
      siteUrl,
      financeToken,
      'GET',
      `${ADMIN_PATHS.deposits}?status=pending&pageSize=200`,
    );
    const id = pending.list.find((item) => item.orderNo === orderNo)?.id;
    const confirm = await fetch(`${siteUrl}${ADMIN_PATHS.deposits}/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(confirm.status).toBe(403);
    const still = await call<{ list: { orderNo: string }[] }>(
      siteUrl,
      financeToken,
      'GET',
      `${ADMIN_PATHS.deposits}?status=pending&pageSize=200`,
    );
    expect(still.list.map((item) => item.orderNo)).toContain(orderNo);
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
  });

  it('an administrator finds the confirmation in the audit log, with who did it and the record before and after', async () => {
    const { page, problems } = await openConsole(browser, siteUrl, admin);
    await page.getByRole('link', { name: consoleSays('nav.audit') }).click();
    await page.getByLabel(consoleSays('audit.action')).fill('deposit.confirm');
    await page.getByRole('button', { name: consoleSays('common.search') }).click();
    const row = page.getByRole('row').filter({ hasText: finance.username }).first();
    await row.getByText('deposit.confirm').waitFor();
    await row.getByRole('button', { name: consoleSays('audit.showChange') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(consoleSays('audit.before'), { exact: true }).waitFor();
    await dialog.getByText(/"status": "credited"/).waitFor();
    await dialog.getByText(/"status": "pending"/).waitFor();
    expect(problems).toEqual([]);
  });
});
