import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { consoleSays, openConsole } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const support = inject('supportOperator');
const PASSWORD = 'Secret123';

const feedbackWord = (key: string) => say('EN', 'pages', `feedback.${key}`);
const supportWord = (key: string) => say('EN', 'pages', `support.${key}`);

/** A fresh registered player, signed in on a page of the site. */
async function signedInPlayer(browser: Browser, prefix: string) {
  const username = freshName(prefix);
  await registerByInvitation(browser, siteUrl, { registerPath: '/register', username, password: PASSWORD });
  const token = await apiLogin(siteUrl, username, PASSWORD);
  const opened = await openPage(browser, { localStorage: { lang: 'EN' }, sessionStorage: { token } });
  return { ...opened, username };
}

describe('feedback and the support chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a player sends feedback with a screenshot; an operator answers it and the player reads the answer', async () => {
    const player = await signedInPlayer(browser, 'fback');
    await player.page.goto(`${siteUrl}/member?tab=feedback`);
    await waitForSignedIn(player.page, 'EN');
    await player.page.getByLabel(feedbackWord('question_type')).selectOption('deposit');
    await player.page
      .getByLabel(feedbackWord('content'))
      .fill('<b>My deposit</b> of 100 has not arrived yet.');
    await player.page.getByLabel(feedbackWord('images')).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer(),
    });
    await player.page.getByRole('button', { name: feedbackWord('send') }).click();
    await player.page.getByText(feedbackWord('statuses.open')).waitFor();

    const desk = await openConsole(browser, siteUrl, support);
    await desk.page.getByRole('link', { name: consoleSays('feedback.title') }).click();
    await desk.page
      .getByRole('button', { name: consoleSays('feedback.open', { account: player.username }) })
      .click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByText('<b>My deposit</b> of 100 has not arrived yet.').waitFor();
    await dialog.getByRole('img', { name: consoleSays('feedback.screenshot', { n: '1' }) }).waitFor();
    await dialog
      .getByLabel(consoleSays('feedback.answerLabel'))
      .fill('It was credited at 10:05. Sorry for the wait.');
    await dialog.getByRole('button', { name: consoleSays('feedback.sendAnswer') }).click();
    await dialog.getByText(consoleSays('feedback.statuses.answered')).waitFor();

    await player.page.reload();
    await player.page.getByText('It was credited at 10:05. Sorry for the wait.').waitFor();
    await player.page.getByText(feedbackWord('statuses.answered')).waitFor();
    expect(player.problems).toEqual([]);
  });

  it('a player writes from the customer-service window; an operator answers and the player sees it live', async () => {
    const player = await signedInPlayer(browser, 'cschat');
    await player.page.goto(`${siteUrl}/help`);
    await waitForSignedIn(player.page, 'EN');
    // The built-in entry opens like any customer-service entry: the 440x750 window.
    const [service] = await Promise.all([
      player.page.waitForEvent('popup'),
      player.page.getByRole('button', { name: 'Chat with us' }).click(),
    ]);
    await service.waitForURL(/\/support$/);
    expect(service.viewportSize()).toEqual({ width: 440, height: 750 });
    await service.getByText(supportWord('empty')).waitFor();
    await service.getByLabel(supportWord('message')).fill('<script>alert(1)</script> How do I withdraw?');
    await service.getByRole('button', { name: supportWord('send') }).click();
    await service.getByText('<script>alert(1)</script> How do I withdraw?').waitFor();
    await service.getByText(supportWord('delivered')).waitFor();

    const desk = await openConsole(browser, siteUrl, support);
    await desk.page.getByRole('link', { name: consoleSays('support.inboxTitle') }).click();
    await desk.page
      .getByRole('list', { name: consoleSays('support.conversations') })
      .getByText(player.username)
      .click();
    await desk.page.getByText('<script>alert(1)</script> How do I withdraw?').last().waitFor();
    await desk.page
      .getByLabel(consoleSays('support.replyLabel'))
      .fill('Open the member centre, then Withdraw.');
    await desk.page.getByRole('button', { name: consoleSays('support.send') }).click();

    // No reload: the reply and the read state arrive over the member socket.
    await service.getByText('Open the member centre, then Withdraw.').waitFor();
    await service.getByText(supportWord('read')).waitFor();
    await desk.page.getByText(consoleSays('support.readByPlayer')).waitFor();
  });
});
