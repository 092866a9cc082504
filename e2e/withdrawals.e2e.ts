import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
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

/** Calls the API as a client with a bearer token and unwraps the envelope, failing loudly otherwise. */
async function call<T>(
  token: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${siteUrl}${pathAndQuery}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: T };
  if (!answer.success) throw new Error(`${method} ${pathAndQuery} answered ${JSON.stringify(answer)}`);
  return answer.value;
}

async function operatorLogin(): Promise<string> {
  const response = await fetch(`${siteUrl}${ADMIN_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operator),
  });
  const answer = (await response.json()) as { success: boolean; value: { token: string } };
  if (!answer.success) throw new Error(`operator login failed: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

/** Funds the member the honest way: a manual bank deposit the operator confirms. */
async function fund(memberToken: string, operatorToken: string, amount: number): Promise<void> {
  const channels = await call<{ list: { id: number; kind: string }[] }>(
    memberToken,
    'GET',
    API_PATHS.depositChannels,
  );
  const manual = channels.list.find((channel) => channel.kind === 'manual-bank');
  if (!manual) throw new Error('the demo has no manual bank channel');
  const { deposit } = await call<{ deposit: { orderNo: string } }>(memberToken, 'POST', API_PATHS.deposits, {
    channelId: manual.id,
    amount,
    idempotencyKey: `e2e-wd-${Date.now().toString(36)}`,
    memberReference: 'E2E WITHDRAW',
  });
  const pending = await call<{ list: { id: number; orderNo: string }[] }>(
    operatorToken,
    'GET',
    `${ADMIN_PATHS.deposits}?status=pending&pageSize=200`,
  );
  const row = pending.list.find((item) => item.orderNo === deposit.orderNo);
  if (!row) throw new Error(`deposit ${deposit.orderNo} is not pending`);
  await call(operatorToken, 'POST', `${ADMIN_PATHS.deposits}/${row.id}/confirm`, {});
}

describe('withdrawal with receipt confirmation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('binds an account, withdraws, is paid by the operator, and disputes a partial receipt', async () => {
    const memberToken = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const operatorToken = await operatorLogin();
    await fund(memberToken, operatorToken, 2_000_00);

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

    // The operator pays it out through the operator API.
    const mine = await call<{ list: { orderNo: string; amount: number }[] }>(
      memberToken,
      'GET',
      API_PATHS.withdrawals,
    );
    const orderNo = mine.list[0]?.orderNo;
    expect(mine.list[0]?.amount).toBe(300_00);
    const queue = await call<{ list: { id: number; orderNo: string }[] }>(
      operatorToken,
      'GET',
      `${ADMIN_PATHS.withdrawals}?status=requested&pageSize=200`,
    );
    const id = queue.list.find((item) => item.orderNo === orderNo)?.id;
    expect(id).toBeTypeOf('number');
    await call(operatorToken, 'POST', `${ADMIN_PATHS.withdrawals}/${id}/approve`, {});
    await call(operatorToken, 'POST', `${ADMIN_PATHS.withdrawals}/${id}/paid`, { note: 'BANKREF-1' });

    // Back in the browser: only part of it arrived.
    await list.getByRole('button', { name: words('list.refresh') }).click();
    await list.getByText(words('status.paid')).waitFor();
    await list.getByText(/Please answer by/).waitFor();
    await list.getByRole('button', { name: words('receipt.answers.partially_received') }).click();
    await list.getByLabel(words('receipt.remainder')).fill('120.50');
    await list.getByRole('button', { name: words('receipt.send') }).click();
    await list.getByText(words('status.disputed')).waitFor();
    await list.getByText('K 120.50').waitFor();
    await list.getByRole('button', { name: words('receipt.answers.all_received') }).waitFor();

    const after = await call<{ list: { orderNo: string; status: string; disputedAmount: number | null }[] }>(
      memberToken,
      'GET',
      API_PATHS.withdrawals,
    );
    expect(after.list.find((item) => item.orderNo === orderNo)).toMatchObject({
      status: 'disputed',
      disputedAmount: 120_50,
    });
    expect(problems).toEqual([]);
  });
});
