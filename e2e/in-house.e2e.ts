import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InHouseGame, InHouseRound } from '@platform/contract/in-house';
import { API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { say, waitForSignedIn } from './accounts-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const words = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/locales/in-house/EN.json'), 'utf8'),
) as {
  common: { trial_badge: string };
  fairness: { rotate: string; verifier: string; round_id: string; verify: string; verified: string };
  baccarat: { deal: string; spot: Record<string, string> };
  dragonTiger: { deal: string; spot: Record<string, string> };
  roulette: { spin: string; kind: Record<string, string> };
  sicBo: { roll: string; spot: Record<string, string> };
  slot: { spin: string };
  blackjack: { action: Record<string, string> };
};

/** Starts free play: a trial member, who plays the in-house games with trial money only. */
async function startFreePlay(page: Page): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('EN', 'account', 'login.free_play') })
    .click();
  await waitForSignedIn(page, 'EN');
}

/** The next round (or blackjack action) the page sends, as the server answered it. */
function nextRound(page: Page): Promise<InHouseRound> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith(API_PATHS.inHouseRounds) &&
        response.status() === 200,
    )
    .then(async (response) => ((await response.json()) as { value: InHouseRound }).value);
}

/** Backs one spot of a table game (the chip picked by default) and plays the round. */
async function playTable(page: Page, spot: string, play: string): Promise<InHouseRound> {
  await page.getByRole('button', { name: new RegExp(`^${spot},`) }).click();
  // The chip is on the spot (its name now carries the stake) before the round is played, so a click
  // lost to a busy machine fails here, by name, rather than as a play button that never enables.
  await page.getByRole('button', { name: new RegExp(`^${spot}, .*, .+ bet$`) }).waitFor();
  const answered = nextRound(page);
  await page.getByRole('button', { name: play, exact: true }).click();
  return answered;
}

const PLAY: Record<InHouseGame, (page: Page) => Promise<InHouseRound>> = {
  baccarat: (page) => playTable(page, words.baccarat.spot.BANKER ?? '', words.baccarat.deal),
  'dragon-tiger': (page) => playTable(page, words.dragonTiger.spot.DRAGON ?? '', words.dragonTiger.deal),
  roulette: (page) => playTable(page, words.roulette.kind.RED ?? '', words.roulette.spin),
  'sic-bo': (page) => playTable(page, words.sicBo.spot.BIG ?? '', words.sicBo.roll),
  slot: async (page) => {
    const answered = nextRound(page);
    await page.getByRole('button', { name: words.slot.spin, exact: true }).click();
    return answered;
  },
  blackjack: async (page) => {
    let answered = nextRound(page);
    await page.getByRole('button', { name: /^Deal/ }).click();
    let round = await answered;
    // Stand on every hand (refusing insurance) until the dealer has played.
    while (round.status === 'open') {
      const legal = (round.outcome as { legalActions: string[] }).legalActions;
      const action = legal.includes('no-insurance') ? 'no-insurance' : 'stand';
      answered = nextRound(page);
      await page.getByRole('button', { name: words.blackjack.action[action], exact: true }).click();
      round = await answered;
    }
    return round;
  },
};

describe('in-house games: play each with trial money and verify the round in the fairness panel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const game of Object.keys(PLAY) as InHouseGame[]) {
    it(`${game}: a round settles in trial money and verifies in the browser after a rotation`, async () => {
      const { page, context, problems } = await openPage(browser, {
        localStorage: { lang: 'EN' },
        width: 1440,
      });
      await startFreePlay(page);
      await page.goto(`${siteUrl}/inHouse/${game}`);
      await page.getByText(words.common.trial_badge, { exact: true }).first().waitFor();

      const round = await PLAY[game](page);
      expect(round).toMatchObject({ game, status: 'settled', trial: true, serverSeed: null });
      expect(round.balanceAfter).toBe(round.balanceBefore - round.stake + (round.totalReturn ?? 0));

      // Rotating reveals the server seed; the panel then recomputes the round with the engines.
      await page.getByRole('button', { name: words.fairness.rotate, exact: true }).click();
      const verifier = page.getByRole('form', { name: words.fairness.verifier });
      await verifier.getByRole('textbox', { name: words.fairness.round_id }).fill(round.id);
      await verifier.getByRole('button', { name: words.fairness.verify, exact: true }).click();
      await verifier.getByText(words.fairness.verified).waitFor();

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
