import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { consoleSays, openConsole } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const admin = inject('adminOperator');
const PASSWORD = 'Secret123';

const words = (key: string, values: Record<string, string> = {}) => say('EN', 'pages', key, values);

describe('platform messages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an operator sends a player a message; the player’s badge rises live, and falls once it is read', async () => {
    // A player of this run alone, registered after the demo's broadcasts: an empty badge to start.
    const username = freshName('msg');
    await registerByInvitation(browser, siteUrl, { registerPath: '/register', username, password: PASSWORD });
    const token = await apiLogin(siteUrl, username, PASSWORD);
    const player = await openPage(browser, { localStorage: { lang: 'EN' }, sessionStorage: { token } });
    await player.page.goto(`${siteUrl}/member?tab=securityCenter`);
    await waitForSignedIn(player.page, 'EN');
    const menu = player.page.getByRole('navigation', { name: say('EN', 'common', 'nav.member') });
    const messagesLink = menu.getByRole('link', {
      name: new RegExp(say('EN', 'common', 'member.menu.messageV2')),
    });
    await messagesLink.waitFor();
    const badge = async () => (await messagesLink.textContent()) ?? '';
    expect(await badge()).not.toContain(words('member.badge', { count: '1' }));

    const title = `Hello ${username}`;
    const body = '<script>window.hacked = true</script> Your VIP manager says hi.';
    const operator = await openConsole(browser, siteUrl, admin);
    const desk = operator.page;
    await desk.getByRole('link', { name: consoleSays('messages.title') }).click();
    await desk.getByLabel(consoleSays('messages.target')).selectOption('member');
    await desk.getByLabel(consoleSays('messages.playerAccount')).fill(username);
    await desk.getByLabel(consoleSays('messages.titleField')).fill(title);
    await desk.getByRole('textbox', { name: consoleSays('messages.body') }).fill(body);
    await desk.getByRole('button', { name: consoleSays('messages.count') }).click();
    await desk.getByText(consoleSays('messages.reaches', { count: '1' })).waitFor();
    await desk.getByRole('button', { name: consoleSays('messages.send', { count: '1' }) }).click();
    await desk.getByText(consoleSays('messages.sent', { count: '1' })).waitFor();
    await desk.getByRole('row').filter({ hasText: title }).waitFor();

    // No reload: the socket tells the player's page, which asks for its count again.
    await expect.poll(badge, { timeout: 15_000 }).toContain(words('member.badge', { count: '1' }));

    await messagesLink.click();
    await player.page.getByRole('button', { name: new RegExp(title) }).click();
    const dialog = player.page.getByRole('dialog', { name: title });
    await dialog.getByText(body).waitFor();
    // Shown as text, never run.
    expect(await player.page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await expect.poll(badge, { timeout: 15_000 }).not.toContain(words('member.badge', { count: '1' }));
    await player.page.getByText(words('inbox.unread', { count: '0' })).waitFor();

    // The operator sees it read.
    await desk.reload();
    const row = desk.getByRole('row').filter({ hasText: title });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain('1 / 1');
    expect(operator.problems).toEqual([]);
    expect(player.problems).toEqual([]);
  }, 180_000);
});
