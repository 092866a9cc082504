import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const PASSWORD = 'Secret123';

const words = (key: string, values: Record<string, string> = {}) =>
  say('EN', 'pages', `responsible.${key}`, values);
const common = (key: string, values: Record<string, string> = {}) => say('EN', 'common', key, values);

describe('responsible gaming: a deposit limit and a time-out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses a deposit above the daily limit with what is left, then a time-out logs out and blocks login', async () => {
    // Registration, two pages, a deposit and a login: more than the default minute on a busy machine.
    // A player of this run alone: the time-out locks the account out of every later journey.
    const username = freshName('rg');
    await registerByInvitation(browser, siteUrl, { registerPath: '/register', username, password: PASSWORD });
    const token = await apiLogin(siteUrl, username, PASSWORD);
    const { page, context } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });

    await page.goto(`${siteUrl}/member?tab=responsibleGaming`);
    await waitForSignedIn(page, 'EN');
    await page.getByLabel(words('kind')).selectOption('deposit');
    await page.getByLabel(words('window')).selectOption('day');
    await page.getByLabel(words('amount')).fill('50.00');
    await page.getByRole('button', { name: words('save_limit') }).click();
    const deposits = page.getByRole('region', { name: words('kinds.deposit') });
    await expect
      .poll(async () => (await deposits.getByRole('listitem').first().textContent()) ?? '')
      .toContain('K 50.00');

    await page.goto(`${siteUrl}/member?tab=depositv2`);
    const funds = say('EN', 'pages', 'funds.deposit.channel');
    await page.getByRole('radiogroup', { name: funds }).getByText('Online payment (sandbox)').click();
    await page.getByLabel(say('EN', 'pages', 'funds.deposit.amount')).fill('80.00');
    await page.getByRole('button', { name: say('EN', 'pages', 'funds.deposit.pay_now') }).click();
    const refusal = page.getByRole('alert').filter({ hasText: common('errors.LIMIT_REACHED') });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(common('safer_play.remaining.day', { amount: 'K 50.00' }));

    await page.goto(`${siteUrl}/member?tab=responsibleGaming`);
    await page.getByRole('button', { name: words('take.timeout') }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(words('confirm.timeout', { period: words('periods.P1D') })).waitFor();
    await confirm.getByRole('button', { name: words('confirm_button.timeout') }).click();
    // Logged out at once, told when the break ends.
    const notice = page.getByRole('dialog').filter({ hasText: /Your time-out has started/ });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/It ends on .*\d{4}/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // The ended session may also bring up the login modal beside the notice; a fresh visit comes next.

    await page.goto(`${siteUrl}/login`);
    const login = page.getByRole('dialog');
    await login.locator('input[name="username"]').fill(username);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    const blocked = login.getByRole('alert').filter({ hasText: common('errors.TIMED_OUT') });
    await blocked.waitFor();
    expect(await blocked.textContent()).toMatch(/It ends on .*\d{4}/);
    await context.close();
  }, 120_000);
});
