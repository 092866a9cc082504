import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { consoleSays, openConsole } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const support = inject('supportOperator');
const PASSWORD = 'Secret123';

const chatWord = (key: string) => say('EN', 'content', `chat.${key}`);

/** Signs a registered player in on a 1440 px page and opens the chat room from the side menu. */
async function openRoom(browser: Browser, token: string) {
  const opened = await openPage(browser, { localStorage: { lang: 'EN' }, sessionStorage: { token } });
  await opened.page.goto(`${siteUrl}/`);
  await waitForSignedIn(opened.page, 'EN');
  const menu = opened.page.getByRole('complementary', { name: say('EN', 'common', 'nav.side_menu') });
  await menu.getByRole('button', { name: say('EN', 'common', 'nav.live_chat') }).click();
  const room = opened.page.getByRole('dialog', { name: chatWord('title') });
  await room.getByRole('log').waitFor();
  // The history comes once the socket signed in and joined: a busy server may take a few seconds.
  await expect
    .poll(() => room.getByRole('button', { name: chatWord('send') }).isEnabled(), { timeout: 20_000 })
    .toBe(true);
  return { ...opened, room };
}

async function post(room: ReturnType<Page['getByRole']>, text: string) {
  await room.getByRole('textbox', { name: chatWord('message_label') }).fill(text);
  await room.getByRole('button', { name: chatWord('send') }).click();
}

describe('live chat room', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('two players chat live, and a moderator mutes one, whose next post is refused', async () => {
    const alice = freshName('chata');
    const bob = freshName('chatb');
    await registerByInvitation(browser, siteUrl, {
      registerPath: '/register',
      username: alice,
      password: PASSWORD,
    });
    await registerByInvitation(browser, siteUrl, {
      registerPath: '/register',
      username: bob,
      password: PASSWORD,
    });
    const aliceToken = await apiLogin(siteUrl, alice, PASSWORD);
    const bobToken = await apiLogin(siteUrl, bob, PASSWORD);

    const a = await openRoom(browser, aliceToken);
    const b = await openRoom(browser, bobToken);

    // Alice writes; Bob sees it without reloading, markup and all shown as the text she typed.
    const hello = `Hello from ${alice} <b>bold?</b>`;
    await post(a.room, hello);
    await b.room.getByText(hello, { exact: true }).waitFor();
    expect(await b.page.locator('[role="log"] b').count()).toBe(0);
    await post(b.room, `Hi ${alice}!`);
    await a.room.getByText(`Hi ${alice}!`, { exact: true }).waitFor();

    // The support moderator mutes Alice from her message in the console.
    const moderator = await openConsole(browser, siteUrl, support);
    await moderator.page.goto(`${siteUrl}/backoffice/chat`);
    await moderator.page.getByText(/^English/).click();
    const row = moderator.page.getByRole('row').filter({ hasText: hello });
    await row.getByRole('button', { name: consoleSays('chat.mute') }).click();
    const dialog = moderator.page.getByRole('dialog', {
      name: consoleSays('chat.muteTitle', { account: alice }),
    });
    await dialog.getByRole('button', { name: consoleSays('chat.mute') }).click();
    await dialog.waitFor({ state: 'detached' });
    await moderator.page.getByText(alice, { exact: true }).first().waitFor();

    // Alice is told at once, and her composer closes.
    await a.room.getByText(/You are muted until/).waitFor();
    expect(await a.room.getByRole('button', { name: chatWord('send') }).isDisabled()).toBe(true);

    // A post sent anyway (straight over the socket, as a modified client would) is refused.
    const refusal = await a.page.evaluate(
      (token) =>
        new Promise<{ code: string; message: string }>((resolve) => {
          const socket = new WebSocket(
            `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
          );
          socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
          socket.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (message.type === 'ready') socket.send(JSON.stringify({ type: 'chat_join', language: 'EN' }));
            if (message.type === 'chat_history')
              socket.send(
                JSON.stringify({
                  type: 'chat_post',
                  roomId: message.roomId,
                  text: 'still talking',
                  ref: 'm',
                }),
              );
            if (message.type === 'chat_refused') {
              socket.close();
              resolve(message);
            }
          };
        }),
      aliceToken,
    );
    expect(refusal.code).toBe('CHAT_MUTED');
    expect(refusal.message).toMatch(/^You are muted in the chat room until /);
    // Bob never sees it; he can still talk.
    await post(b.room, 'Bob still here');
    await a.room.getByText('Bob still here', { exact: true }).waitFor();
    expect(await b.room.getByText('still talking').count()).toBe(0);

    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    expect(moderator.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 180_000);
});
