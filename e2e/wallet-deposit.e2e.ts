import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const pages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/locales/pages/EN.json'), 'utf8'),
) as {
  funds: {
    deposit: Record<'channel' | 'amount' | 'pay_now' | 'recent', string> & { status: { credited: string } };
    columns: { balance_after: string };
    kinds: { deposit: string };
    games: Record<'title' | 'amount' | 'submit' | 'done_in', string>;
  };
};
const deposit = pages.funds.deposit;

/** The header balance in minor units (digits only: the amount is shown with two decimals). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

async function logIn(page: Page) {
  await page.goto(`${siteUrl}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('demo01');
  await dialog.locator('input[name="password"]').fill('Demo1234');
  await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
  await waitForSignedIn(page, 'EN');
}

describe('deposit through the sandbox gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pays 100.00, and an open tab sees the balance and the account record change without a reload', async () => {
    const { page: watcher, context, problems } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await logIn(watcher);
    await watcher.goto(`${siteUrl}/member?tab=depositv2`);
    await watcher.getByRole('radiogroup', { name: deposit.channel }).waitFor();
    await expect.poll(() => headerBalance(watcher)).not.toBeNaN();
    const before = await headerBalance(watcher);
    // Survives only as long as this document: a reload would wipe it.
    await watcher.evaluate(() => {
      (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
    });

    // The payment happens in a second tab of the same session (the token lives in sessionStorage).
    const session = await watcher.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const payer = await context.newPage();
    await payer.addInitScript((entries: string) => {
      for (const [key, value] of JSON.parse(entries) as [string, string][])
        sessionStorage.setItem(key, value);
    }, session);
    await payer.goto(`${siteUrl}/member?tab=depositv2`);
    // The radio sits under its card; a member clicks the card.
    await payer
      .getByRole('radiogroup', { name: deposit.channel })
      .getByText('Online payment (sandbox)')
      .click();
    expect(await payer.getByRole('radio', { name: /Online payment/ }).isChecked()).toBe(true);
    await payer.getByLabel(deposit.amount).fill('100.00');
    await payer.getByRole('button', { name: deposit.pay_now }).click();
    await payer.waitForURL(/\/dev\/sandbox-gateway\/pay/);
    await payer.getByRole('button', { name: 'Pay (success)' }).click();
    await payer.waitForURL(`${siteUrl}/member?tab=depositv2`);
    const recent = payer.getByRole('region', { name: deposit.recent });
    await recent.getByText(deposit.status.credited).first().waitFor();
    const orderNo =
      (await recent.locator('tbody tr').first().locator('td').nth(2).textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^DP[0-9A-F]{18}$/);

    // The watching tab hears it over /ws.
    await expect.poll(() => headerBalance(watcher), { timeout: 15_000 }).toBe(before + 100_00);
    await watcher.getByRole('link', { name: say('EN', 'common', 'member.menu.transactionHistory') }).click();
    // The account record's own table: the one with a balance-after column.
    const columns = pages.funds.columns;
    const record = watcher.getByRole('table').filter({
      has: watcher.getByRole('columnheader', { name: columns.balance_after }),
    });
    const entry = record.locator('tbody tr', { hasText: orderNo });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('+K 100.00');
    expect(await entry.textContent()).toContain(pages.funds.kinds.deposit);
    expect(
      await watcher.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves 40.00 into a game wallet: the header balance drops, the game wallet shows it, the total stays', async () => {
    const { page, context, problems } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await logIn(page);
    await page.goto(`${siteUrl}/member?tab=transferFund`);
    const form = page.getByRole('region', { name: pages.funds.games.title });
    await form.waitFor();
    await expect.poll(() => headerBalance(page)).not.toBeNaN();
    const before = await headerBalance(page);
    expect(before).toBeGreaterThanOrEqual(40_00);

    await form.getByText('Playtech').first().click();
    await form.getByLabel(pages.funds.games.amount).fill('40');
    await form.getByRole('button', { name: pages.funds.games.submit }).click();
    await form.getByText(pages.funds.games.done_in.replace('{{game}}', 'Playtech')).waitFor();

    await expect.poll(() => headerBalance(page)).toBe(before - 40_00);
    const tile = page.getByRole('listitem').filter({ hasText: 'Playtech' });
    await expect.poll(async () => (await tile.textContent())?.includes('K 40.00')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
