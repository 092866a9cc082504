import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
import { call, consoleSays, openConsole, operatorToken, requestManualDeposit } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const operator = inject('operator');

type Words = { [key: string]: string | Words };
const pages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/locales/pages/EN.json'), 'utf8'),
) as { withdraw: Words };

/** The withdraw tab's English words by key, so the journey clicks what a reader sees. */
function words(key: string): string {
  let found: string | Words | undefined = pages.withdraw;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no text for withdraw.${key}`);
  return found;
}

/** Funds the member the honest way: a manual bank deposit the operator confirms. */
async function fund(memberToken: string, operatorToken: string, amount: number): Promise<void> {
  const orderNo = await requestManualDeposit(siteUrl, memberToken, amount);
  const pending = await call<{ list: { id: number; orderNo: string }[] }>(
    siteUrl,
    operatorToken,
    'GET',
    `${ADMIN_PATHS.deposits}?status=pending&pageSize=200`,
  );
  const row = pending.list.find((item) => item.orderNo === orderNo);
  if (!row) throw new Error(`deposit ${orderNo} is not pending`);
  await call(siteUrl, operatorToken, 'POST', `${ADMIN_PATHS.deposits}/${row.id}/confirm`, {});
}

/** Shows the console's withdrawals in one status. */
async function showStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: consoleSays('finance.status') }).click();
  await page.getByRole('option', { name: consoleSays(`status.${status}`) }).click();
}

describe('back office: withdrawals with receipt confirmation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('binds an account and withdraws; the console approves and pays; the member disputes with a proof the console looks at and refunds', async () => {
    const memberToken = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const financeToken = await operatorToken(siteUrl, operator);
    await fund(memberToken, financeToken, 2_000_00);

    const { page, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token: memberToken },
    });
    await page.goto(`${siteUrl}/member?tab=securityCenter`);
    await waitForSignedIn(page, 'EN');

    // The payee name, set once in the security centre: bank accounts are paid in it.
    const profile = page.getByRole('region', { name: say('EN', 'account', 'security.profile') });
    await profile.locator('input[name="payeeName"]').fill('Aung Aung');
    await profile.getByRole('button', { name: say('EN', 'account', 'security.save') }).click();
    await profile.locator('input[name="payeeName"][readonly]').waitFor();

    // The payment password, proven with the login password the first time.
    await page.getByRole('button', { name: say('EN', 'account', 'security.set'), exact: true }).click();
    const passwordForm = page
      .locator('form')
      .filter({ has: page.locator('input[name="newPaymentPassword"]') });
    await passwordForm.locator('input[name="loginPassword"]').fill('Demo1234');
    await passwordForm.locator('input[name="newPaymentPassword"]').fill('246810');
    await passwordForm.locator('input[name="confirmPaymentPassword"]').fill('246810');
    await passwordForm.getByRole('button', { name: say('EN', 'account', 'security.save') }).click();
    await passwordForm.waitFor({ state: 'detached' });

    await page.goto(`${siteUrl}/member?tab=withdraw`);
    const banks = page.getByRole('region', { name: words('banks.title') });
    await banks.getByRole('button', { name: words('banks.add') }).click();
    await banks.getByLabel(words('banks.bank_name')).fill('KBZ Bank');
    await banks.getByLabel(words('banks.account_number')).fill('1234 5678 9012');
    await banks.getByRole('button', { name: words('banks.bind'), exact: true }).click();
    await banks.getByText('9012').waitFor();

    const form = page.getByRole('region', { name: words('form.title') });
    await form.getByLabel(words('form.amount')).fill('300.00');
    await form.getByLabel(words('form.password')).fill('246810');
    await form.getByRole('button', { name: words('form.submit'), exact: true }).click();
    const list = page.getByRole('region', { name: words('list.title') });
    await list.getByText(words('status.requested')).waitFor();

    const mine = await call<{ list: { orderNo: string; amount: number }[] }>(
      siteUrl,
      memberToken,
      'GET',
      API_PATHS.withdrawals,
    );
    const orderNo = mine.list[0]?.orderNo ?? '';
    expect(mine.list[0]?.amount).toBe(300_00);

    // The finance desk approves and pays it in the console.
    const desk = await openConsole(browser, siteUrl, operator);
    await desk.page.getByRole('link', { name: consoleSays('nav.withdrawals') }).click();
    const row = desk.page.getByRole('row').filter({ hasText: orderNo });
    await row.getByRole('button', { name: consoleSays('withdrawalActions.approve') }).click();
    await desk.page
      .getByRole('dialog')
      .getByRole('button', { name: consoleSays('withdrawalActions.approve') })
      .click();
    await row.waitFor({ state: 'detached' });
    await showStatus(desk.page, 'approved');
    await row.getByRole('button', { name: consoleSays('withdrawalActions.paid') }).click();
    const paidDialog = desk.page.getByRole('dialog');
    await paidDialog.getByLabel(consoleSays('review.note')).fill('BANKREF-1');
    await paidDialog.getByRole('button', { name: consoleSays('withdrawalActions.paid') }).click();
    await row.waitFor({ state: 'detached' });

    // Back in the browser: nothing arrived, and the member shows the bank's page as proof.
    await list.getByRole('button', { name: words('list.refresh') }).click();
    await list.getByText(words('status.paid')).waitFor();
    await list.getByText(/Please answer by/).waitFor();
    await list.getByRole('button', { name: words('receipt.answers.not_received') }).click();
    await list.getByLabel(words('receipt.proofs')).setInputFiles({
      name: 'bank-statement.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    });
    await list.getByRole('button', { name: words('receipt.send') }).click();
    await list.getByText(words('status.disputed')).waitFor();

    // The desk looks at the proof beside the disputed amount, and refunds it.
    await showStatus(desk.page, 'disputed');
    await row.getByRole('button', { name: consoleSays('finance.proofs') }).click();
    const proofs = desk.page.getByRole('dialog');
    await proofs.getByText(consoleSays('receipt.not_received')).waitFor();
    const image = proofs.getByRole('img', { name: consoleSays('finance.proofAlt', { index: '1' }) });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await desk.page.keyboard.press('Escape');
    await proofs.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: consoleSays('withdrawalActions.refund') }).click();
    const refund = desk.page.getByRole('dialog');
    await refund.getByRole('button', { name: consoleSays('withdrawalActions.refund') }).click();
    // A refund needs a note: the console holds it back with the contract's rule, nothing is sent.
    await refund.getByText(/at least 1|>=1/).waitFor();
    await refund.getByLabel(consoleSays('review.note')).fill('Bank confirmed the payout bounced');
    await refund.getByRole('button', { name: consoleSays('withdrawalActions.refund') }).click();
    await row.waitFor({ state: 'detached' });

    const after = await call<{ list: { orderNo: string; status: string; refundedAmount: number | null }[] }>(
      siteUrl,
      memberToken,
      'GET',
      API_PATHS.withdrawals,
    );
    expect(after.list.find((item) => item.orderNo === orderNo)).toMatchObject({
      status: 'closed',
      refundedAmount: 300_00,
    });
    expect(problems).toEqual([]);
    expect(desk.problems).toEqual([]);
  });
});
