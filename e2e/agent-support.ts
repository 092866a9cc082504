import type { Browser } from 'playwright-core';
import { say, waitForSignedIn } from './accounts-support.ts';
import { openPage } from './browser.ts';

/**
 * A visitor opens an agent's invitation link and registers through the form it opens, as a person
 * would: the new member joins directly under that agent.
 */
export async function registerByInvitation(
  browser: Browser,
  siteUrl: string,
  input: { registerPath: string; username: string; password: string },
): Promise<void> {
  const visitor = await openPage(browser, { localStorage: { lang: 'EN' } });
  await visitor.page.goto(`${siteUrl}${input.registerPath}`);
  const register = visitor.page.getByRole('dialog');
  await register.locator('input[name="username"]').fill(input.username);
  await register.locator('input[name="password"]').fill(input.password);
  await register.locator('input[name="confirmPassword"]').fill(input.password);
  await visitor.page.keyboard.press('Tab');
  await register.locator('input[name="age"]').check();
  await register.locator('input[name="termsAccepted"]').check();
  await register.getByRole('button', { name: say('EN', 'account', 'register.submit'), exact: true }).click();
  await waitForSignedIn(visitor.page, 'EN');
  await visitor.context.close();
}
