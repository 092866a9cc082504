import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  answerSmsCaptcha,
  captchaAnswer,
  freshMobile,
  freshName,
  type Lang,
  latestSmsCode,
  say,
  waitForSignedIn,
  watchCaptchaKeys,
} from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');

/** Fills and submits the username registration form the way a visitor does. */
async function registerByUsername(page: Page, lang: Lang, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="confirmPassword"]').fill(password);
  await acceptTerms(page);
  await dialog.getByRole('button', { name: say(lang, 'account', 'register.submit'), exact: true }).click();
}

/**
 * Ticks the age and terms boxes. Leaving the last field first lets its check run and any message
 * appear, so the boxes do not move under the pointer mid-click.
 */
async function acceptTerms(page: Page) {
  const dialog = page.getByRole('dialog');
  await page.keyboard.press('Tab');
  await dialog.locator('input[name="age"]').check();
  await dialog.locator('input[name="termsAccepted"]').check();
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: say(lang, 'common', 'header.account_menu') }).click();
  await page.getByRole('button', { name: say(lang, 'common', 'header.logout') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say(lang, 'common', 'in_increase_submit') })
    .click();
  await page
    .locator('header')
    .getByRole('button', { name: say(lang, 'common', 'header.login'), exact: true })
    .waitFor();
}

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const lang of ['EN', 'CN', 'MY'] as const) {
    it(`registers by username in ${lang}, lands signed in with the welcome prompt, and can sign out`, async () => {
      const { page, context, problems } = await openPage(browser, { localStorage: { lang } });
      await page.goto(`${siteUrl}/register`);
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(say(lang, 'account', 'register.title'), { exact: true })
        .first()
        .waitFor();

      // A password and confirmation that differ are refused in the reader's language, before any request.
      const username = freshName(lang.toLowerCase());
      await dialog.locator('input[name="username"]').fill(username);
      await dialog.locator('input[name="password"]').fill('Secret123');
      await dialog.locator('input[name="confirmPassword"]').fill('Secret124');
      await acceptTerms(page);
      await dialog
        .getByRole('button', { name: say(lang, 'account', 'register.submit'), exact: true })
        .click();
      await dialog.getByText(say(lang, 'account', 'validation.confirm_mismatch')).waitFor();

      await registerByUsername(page, lang, username, 'Secret123');
      await page.getByText(say(lang, 'account', 'welcome.title', { brand: 'Nova Play' })).waitFor();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: say(lang, 'account', 'welcome.later'), exact: true })
        .click();
      await waitForSignedIn(page, lang);
      await page.getByRole('button', { name: say(lang, 'common', 'header.account_menu') }).click();
      await page
        .getByRole('button', { name: say(lang, 'common', 'header.copy_account', { account: username }) })
        .waitFor();
      await page.keyboard.press('Escape');

      await signOut(page, lang);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('refuses a taken username with the spec message and keeps the form', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/register`);
    await registerByUsername(page, 'EN', 'demo01', 'Secret123');
    await page
      .getByRole('dialog')
      .getByText(say('EN', 'common', 'errors.ACCOUNT_TAKEN'))
      .waitFor();
    expect(await page.getByRole('dialog').locator('input[name="username"]').inputValue()).toBe('demo01');
    await context.close();
  });

  let mobile = '';
  it('registers by mobile number with the SMS code the outbox received', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    const captchaKeys = watchCaptchaKeys(page);
    await page.goto(`${siteUrl}/register`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: say('EN', 'account', 'register.tab_mobile') }).click();
    mobile = freshMobile();
    await dialog.locator('input[name="mobileNum"]').fill(mobile);
    await answerSmsCaptcha(page, 'EN', siteUrl, captchaKeys);
    await dialog.getByRole('button', { name: say('EN', 'account', 'fields.sms_send') }).click();
    // The button counts down, so a second code cannot be asked for at once.
    await dialog.getByRole('button', { name: /\d+ s/ }).waitFor();
    const code = await latestSmsCode(siteUrl, `+60${mobile}`);
    await dialog.locator('input[name="verificationCode"]').fill(code);
    // The demo operator registers by mobile without a password: the code is the proof.
    expect(await dialog.locator('input[name="password"]').count()).toBe(0);
    await acceptTerms(page);
    await dialog.getByRole('button', { name: say('EN', 'account', 'register.submit'), exact: true }).click();
    await page.getByText(say('EN', 'account', 'welcome.title', { brand: 'Nova Play' })).waitFor();
    await page.getByRole('button', { name: say('EN', 'account', 'welcome.later') }).click();
    await waitForSignedIn(page, 'EN');
    await context.close();
  });

  it('resets a forgotten password by phone and is signed in with the new one', async () => {
    expect(mobile).not.toBe('');
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    const captchaKeys = watchCaptchaKeys(page);
    await page.goto(`${siteUrl}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.forgot') }).click();
    await dialog.getByRole('tab', { name: say('EN', 'account', 'forgot.tab_phone') }).click();
    await dialog.locator('input[name="mobileNum"]').fill(mobile);
    await answerSmsCaptcha(page, 'EN', siteUrl, captchaKeys);
    // The registration code went out moments ago; one SMS per number per second.
    await page.waitForTimeout(1100);
    await dialog.getByRole('button', { name: say('EN', 'account', 'fields.sms_send') }).click();
    await dialog.getByRole('button', { name: /\d+ s/ }).waitFor();
    const code = await latestSmsCode(siteUrl, `+60${mobile}`);
    await dialog.locator('input[name="verificationCode"]').fill(code);
    await dialog.locator('input[name="newPassword"]').fill('Changed456');
    await dialog.locator('input[name="confirmNewPassword"]').fill('Changed456');
    await dialog.getByRole('button', { name: say('EN', 'account', 'forgot.submit_phone') }).click();
    await waitForSignedIn(page, 'EN');
    await page.getByRole('button', { name: say('EN', 'common', 'header.account_menu') }).click();
    const copy = page.getByRole('button', {
      name: new RegExp(say('EN', 'common', 'header.copy_account', { account: '' })),
    });
    const account = (await copy.textContent())?.trim() ?? '';
    expect(account).toMatch(/^m\d+$/);
    await page.keyboard.press('Escape');
    await signOut(page, 'EN');

    // The new password opens the account the mobile registration named.
    await page.goto(`${siteUrl}/login`);
    await dialog.locator('input[name="username"]').fill(account);
    await dialog.locator('input[name="password"]').fill('Changed456');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await waitForSignedIn(page, 'EN');
    await context.close();
  });

  it('logs in with mobile number and SMS code', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    const captchaKeys = watchCaptchaKeys(page);
    await page.goto(`${siteUrl}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: say('EN', 'account', 'login.tab_sms') }).click();
    await dialog.locator('input[name="mobileNum"]').fill(mobile);
    await answerSmsCaptcha(page, 'EN', siteUrl, captchaKeys);
    await page.waitForTimeout(1100);
    await dialog.getByRole('button', { name: say('EN', 'account', 'fields.sms_send') }).click();
    await dialog.getByRole('button', { name: /\d+ s/ }).waitFor();
    await dialog.locator('input[name="verificationCode"]').fill('000000');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await dialog.getByText(say('EN', 'common', 'errors.VERIFICATION_CODE_INVALID')).waitFor();
    await dialog.locator('input[name="verificationCode"]').fill(await latestSmsCode(siteUrl, `+60${mobile}`));
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await waitForSignedIn(page, 'EN');
    await context.close();
  });

  it('asks for a captcha after repeated wrong passwords, then lets the right answer and password in', async () => {
    const username = freshName('cap');
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    const captchaKeys = watchCaptchaKeys(page);
    await page.goto(`${siteUrl}/register`);
    await registerByUsername(page, 'EN', username, 'Right123');
    await page.getByRole('button', { name: say('EN', 'account', 'welcome.later') }).click();
    await signOut(page, 'EN');

    await page.goto(`${siteUrl}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(username);
    const captchaInput = dialog.locator('input[name="captcha"]');
    for (let attempt = 0; attempt < 4 && !(await captchaInput.isVisible()); attempt++) {
      await dialog.locator('input[name="password"]').fill(`Wrong${attempt}99`);
      await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
      await dialog.getByRole('alert').first().waitFor();
    }
    await captchaInput.waitFor();
    await dialog.getByRole('img', { name: say('EN', 'account', 'fields.captcha_image') }).waitFor();

    // A wrong answer is refused even with the right password, and the image changes.
    const firstKey = captchaKeys.at(-1) ?? '';
    await captchaInput.fill('zzzz');
    await dialog.locator('input[name="password"]').fill('Right123');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await dialog.getByText(say('EN', 'common', 'errors.CAPTCHA_INVALID')).waitFor();
    await expect.poll(() => captchaKeys.at(-1)).not.toBe(firstKey);
    await dialog.getByRole('img', { name: say('EN', 'account', 'fields.captcha_image') }).waitFor();

    await captchaInput.fill(await captchaAnswer(siteUrl, captchaKeys.at(-1) ?? ''));
    await dialog.locator('input[name="password"]').fill('Right123');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await waitForSignedIn(page, 'EN');
    await context.close();
  });

  it('starts free play as a trial account that is sent to register for the member centre', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/login`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('EN', 'account', 'login.free_play') })
      .click();
    await waitForSignedIn(page, 'EN');
    await page.getByRole('button', { name: say('EN', 'common', 'header.account_menu') }).click();
    await page.getByText(say('EN', 'common', 'header.trial_badge')).waitFor();
    await page.getByRole('button', { name: say('EN', 'common', 'header.register_real') }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${siteUrl}/member`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('lets an agent log in on the agent page into the agent centre and turns a member away', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'EN' } });
    await page.goto(`${siteUrl}/agent?modal=login`);
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('demo01');
    await dialog.locator('input[name="password"]').fill('Demo1234');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await dialog.getByText(say('EN', 'common', 'errors.NOT_AGENT')).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await dialog.locator('input[name="username"]').fill('agent01');
    await dialog.locator('input[name="password"]').fill('Agent1234');
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agentHome');
    await page.locator('[data-layout="agent"]').waitFor();
    await context.close();
  });
});
