import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const pages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/locales/pages/EN.json'), 'utf8'),
) as {
  games: { favourite: string; unfavourite: string; play: string };
  home_games: { search_label: string; results: string };
};
const GAME = 'Golden Dragon';

/** Minor units shown in the site header (digits only: two decimals); /seamless shows a second one. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByRole('banner').getByTestId('header-balance').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** Pays a deposit through the sandbox gateway over HTTP, as its hosted page would. */
async function deposit(token: string, amount: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const channels = (await (
    await fetch(`${siteUrl}${API_PATHS.depositChannels}`, { headers: auth })
  ).json()) as {
    value: { list: { id: number; kind: string }[] };
  };
  const channel = channels.value.list.find((entry) => entry.kind === 'sandbox-gateway');
  const created = (await (
    await fetch(`${siteUrl}${API_PATHS.deposits}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ channelId: channel?.id, amount, idempotencyKey: randomUUID() }),
    })
  ).json()) as { value: { action: { type: string; url: string } } };
  const payUrl = new URL(created.value.action.url, siteUrl);
  const paid = await fetch(payUrl.origin + payUrl.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      order: payUrl.searchParams.get('order') ?? '',
      signature: payUrl.searchParams.get('signature') ?? '',
      outcome: 'success',
    }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

async function logIn(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('demo01');
  await dialog.locator('input[name="password"]').fill('Demo1234');
  await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
  await waitForSignedIn(page, 'EN');
}

describe('games: search, favourite, launch and play a sandbox game', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await deposit(await apiLogin(siteUrl, 'demo01', 'Demo1234'), 500_00);
  });
  afterAll(() => browser.close());

  it('finds a game by name, favourites it after logging in, plays rounds and sees balance and betting record change', async () => {
    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      width: 1440,
    });
    await page.goto(siteUrl);

    // Search, trimmed: the results replace the home rows.
    await page.getByRole('searchbox', { name: pages.home_games.search_label }).fill(`  ${GAME}  `);
    const results = page.getByRole('region', { name: pages.home_games.results.replace('{{term}}', GAME) });
    const card = results.getByTestId('game-card').filter({ hasText: GAME }).first();
    await card.waitFor();

    // A visitor's heart asks for a login first.
    await card.getByRole('button', { name: pages.games.favourite.replace('{{name}}', GAME) }).click();
    await page.getByRole('dialog').waitFor();
    await logIn(page);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(500_00);

    await page.getByRole('searchbox', { name: pages.home_games.search_label }).fill(GAME);
    await card.waitFor();
    const heart = card.getByRole('button', { name: pages.games.favourite.replace('{{name}}', GAME) });
    await heart.click();
    await card.getByRole('button', { name: pages.games.unfavourite.replace('{{name}}', GAME) }).waitFor();
    await page.goto(`${siteUrl}/favorite`);
    await page.getByTestId('game-card').filter({ hasText: GAME }).first().waitFor();

    // Launch: the sandbox vendor's page opens inside /seamless and plays from the main wallet.
    const before = await headerBalance(page);
    const favourite = page.getByTestId('game-card').filter({ hasText: GAME }).first();
    await favourite.hover();
    await favourite.getByRole('button', { name: new RegExp(`^${pages.games.play}`) }).click();
    await page.waitForURL(/\/seamless\?nodeId=\d+/);
    const game = page.frameLocator('[data-testid=game-frame]');
    await game.getByTestId('sandbox-ribbon').waitFor();
    await expect
      .poll(async () => (await game.getByTestId('sandbox-balance').textContent())?.replace(/\D/g, ''))
      .toBe(String(before));
    for (let round = 0; round < 3; round++) {
      await game.locator('#spin').click();
      await expect.poll(async () => game.locator('#rounds li').count()).toBe(round + 1);
      await expect.poll(async () => game.locator('#spin').isDisabled()).toBe(false);
    }
    const shown = Number((await game.getByTestId('sandbox-balance').textContent())?.replace(/\D/g, ''));
    // The header hears every bet and win over /ws and lands where the game says.
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(shown);

    // The betting record lists the three rounds of this game.
    await page.goto(`${siteUrl}/member?tab=personalHistoryCopy`);
    const rows = page.locator('tbody tr', { hasText: GAME });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
