import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, waitForSignedIn } from './accounts-support.ts';
import { consoleSays, openConsole, operatorToken } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const admin = inject('adminOperator');
const pages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/locales/pages/EN.json'), 'utf8'),
) as { games: { play: string; maintenance_until: string } };
// A vendor no other journey plays: its maintenance cannot disturb them even if this one fails.
const VENDOR = { code: 'KY', name: 'Kaiyuan', lobby: '/pvp' };

/** Ends the vendor's maintenance through the API, whatever the console managed to do. */
async function endMaintenance(): Promise<void> {
  const token = await operatorToken(siteUrl, admin);
  await fetch(`${siteUrl}${ADMIN_PATHS.gameVendors}/${VENDOR.code}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ maintenance: null }),
  });
}

describe('back office: game vendors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await endMaintenance();
    await browser.close();
  });

  it('the operator puts a vendor into maintenance, a player opening its game is told so, and the operator ends it', async () => {
    const { page, problems } = await openConsole(browser, siteUrl, admin);
    await page.getByRole('link', { name: consoleSays('games.nav.vendors') }).click();
    const row = page.getByRole('row').filter({ hasText: VENDOR.name });
    await row.getByRole('button', { name: consoleSays('games.vendors.schedule') }).click();
    // The form opens on a window from this minute for an hour: saving it closes the vendor now.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: consoleSays('games.maintenance.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    const closedWords = consoleSays('games.vendors.activeUntil').trim();
    await row.getByText(closedWords, { exact: false }).waitFor();

    const token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const player = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
      width: 1440,
    });
    await player.page.goto(`${siteUrl}${VENDOR.lobby}?vassalage=${VENDOR.code}`);
    await waitForSignedIn(player.page, 'EN');
    const play = async () => {
      const card = player.page.getByTestId('game-card').first();
      await card.hover();
      await card.getByRole('button', { name: new RegExp(`^${pages.games.play}`) }).click();
    };
    await play();
    const notice = player.page.getByRole('dialog');
    const told = pages.games.maintenance_until.split('{{time}}')[0]?.replace('{{name}}', VENDOR.name) ?? '';
    await notice.getByText(told, { exact: false }).waitFor();
    expect(player.page.url()).not.toContain('/seamless');

    await row.getByRole('button', { name: consoleSays('games.vendors.end') }).click();
    await row.getByText(consoleSays('games.vendors.none'), { exact: true }).waitFor();
    // Open again, the vendor's game starts.
    await player.page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });
    await play();
    await player.page.waitForURL(/\/seamless\?nodeId=\d+/);
    expect(problems).toEqual([]);
    // The refused launch is a 409 the browser logs; the page itself logged nothing else.
    expect(player.problems.filter((problem) => !problem.includes('409'))).toEqual([]);
  });
});
