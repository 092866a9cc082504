import type { Locator, Page } from 'playwright-core';
import { type Scene, type SceneSet, THEMES } from './scenes.ts';
import type { Lang, Words } from './words.ts';

/**
 * The body cells of every table column headed by one of these words: times of what the run itself
 * did (a login, a deposit made at start-up) and random order numbers.
 */
async function columns(page: Page, words: Words, keys: string[]): Promise<Locator[]> {
  const headers = keys.map((key) => words.console(key));
  const cells: Locator[] = [];
  const tables = page.locator('table');
  for (let index = 0; index < (await tables.count()); index++) {
    const table = tables.nth(index);
    // A sorted column's header carries its arrow.
    const heads = (await table.locator('thead th').allInnerTexts()).map((text) =>
      text.replace(/[▲▼]/g, '').trim(),
    );
    heads.forEach((head, at) => {
      if (headers.includes(head)) cells.push(table.locator(`tbody tr > :nth-child(${at + 1})`));
    });
  }
  return cells;
}

/** The value cells of a label-and-value table's rows labelled by these words. */
function rows(page: Page, words: Words, keys: string[]): Locator[] {
  return keys.map((key) =>
    page
      .locator('tr')
      .filter({ has: page.locator('th').getByText(words.console(key), { exact: true }) })
      .locator('td'),
  );
}

/**
 * The operator console at /backoffice, signed in as the demo's admin, on the data the run makes at
 * start (visual/console-data.ts): a player with deposits and a withdrawal, two more operators.
 */
export const CONSOLE_SCENES: Scene[] = [
  { name: 'console-login', path: '/backoffice/' },
  { name: 'console-dashboard', path: '/backoffice/dashboard', viewer: 'operator' },
  {
    name: 'console-players',
    path: '/backoffice/players',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['players.lastLoginAt', 'players.createdAt']),
  },
  {
    name: 'console-player',
    path: '/backoffice/players',
    viewer: 'operator',
    act: async (page) => {
      await page.getByRole('link', { name: 'visual01', exact: true }).click();
    },
    mask: async (page, words) => rows(page, words, ['players.lastLoginAt', 'players.createdAt']),
  },
  { name: 'console-exclusions', path: '/backoffice/exclusions', viewer: 'operator' },
  { name: 'console-kyc-reviews', path: '/backoffice/kyc/reviews', viewer: 'operator' },
  { name: 'console-kyc-settings', path: '/backoffice/settings/kyc', viewer: 'operator' },
  {
    // The English room of the conversation the run makes (visual/chat-data.ts); times to the second vary.
    name: 'console-chat',
    path: '/backoffice/chat',
    viewer: 'operator',
    act: async (page) => {
      await page.locator('tbody tr').nth(2).waitFor();
    },
    mask: (page, words) => columns(page, words, ['chat.time']),
  },
  { name: 'console-chat-settings', path: '/backoffice/settings/chat', viewer: 'operator' },
  { name: 'console-risk-queue', path: '/backoffice/risk', viewer: 'operator' },
  { name: 'console-risk-rules', path: '/backoffice/risk-rules', viewer: 'operator' },
  { name: 'console-bets', path: '/backoffice/bets', viewer: 'operator' },
  {
    // Round details of the newest round (an in-house round of the demo: its recall link).
    name: 'console-bet-round',
    path: '/backoffice/bets',
    viewer: 'operator',
    act: async (page) => {
      await page.locator('tbody button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'console-free-rounds', path: '/backoffice/games/free-rounds', viewer: 'operator' },
  {
    name: 'console-deposits',
    path: '/backoffice/deposits',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['finance.orderNo', 'finance.createdAt']),
  },
  {
    name: 'console-withdrawals',
    path: '/backoffice/withdrawals',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['finance.orderNo', 'finance.createdAt']),
  },
  { name: 'console-payment-channels', path: '/backoffice/payment-channels', viewer: 'operator' },
  { name: 'console-vendors', path: '/backoffice/games/vendors', viewer: 'operator' },
  // Every lottery's schedule, close, stakes, cap and odds (settings only: no draw times).
  { name: 'console-lotteries', path: '/backoffice/games/lotteries', viewer: 'operator' },
  {
    // The form that onboards a vendor, over the integrations list.
    name: 'console-vendor-onboard',
    path: '/backoffice/games/integrations',
    viewer: 'operator',
    act: async (page, words) => {
      await page
        .getByRole('button', { name: words.console('games.integrations.onboard'), exact: true })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'console-content-editor',
    path: '/backoffice/content/promotions',
    viewer: 'operator',
    act: async (page, words) => {
      await page
        .getByRole('button', { name: words.console('content.list.edit'), exact: true })
        .first()
        .click();
    },
  },
  { name: 'console-settings-site', path: '/backoffice/settings/site', viewer: 'operator' },
  { name: 'console-settings-lines', path: '/backoffice/settings/lines', viewer: 'operator' },
  {
    name: 'console-staff',
    path: '/backoffice/settings/staff',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['staff.lastLoginAt', 'staff.createdAt']),
  },
  {
    name: 'console-jobs',
    path: '/backoffice/settings/jobs',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['jobs.lastRun', 'jobs.finishedAt', 'jobs.duration']),
  },
  {
    name: 'console-audit',
    path: '/backoffice/audit',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['audit.at']),
  },
  { name: 'console-reports-daily', path: '/backoffice/reports/daily', viewer: 'operator' },
  { name: 'console-reports-vendors', path: '/backoffice/reports/vendors', viewer: 'operator' },
  { name: 'console-reports-agents', path: '/backoffice/reports/agents', viewer: 'operator' },
  // The demo agent's seeded contracts, and the switches and maximum rates per agent type.
  { name: 'console-agent-contracts', path: '/backoffice/agent-contracts', viewer: 'operator' },
  {
    name: 'console-agent-contracts-settings',
    path: '/backoffice/agent-contracts?tab=settings',
    viewer: 'operator',
  },
  // The demo member's feedback and support conversation (support-data.ts); times of the run are boxed.
  {
    name: 'console-feedback',
    path: '/backoffice/feedback',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['feedback.sentAt']),
  },
  { name: 'console-feedback-settings', path: '/backoffice/settings/feedback', viewer: 'operator' },
  {
    name: 'console-support',
    path: '/backoffice/support',
    viewer: 'operator',
    act: async (page, words) => {
      await page
        .getByRole('list', { name: words.console('support.conversations') })
        .getByText('demo01')
        .click();
      await page.getByText(words.console('support.readByPlayer')).waitFor();
    },
    mask: async (page) => [page.locator('time')],
  },
  { name: 'console-support-canned', path: '/backoffice/support/canned', viewer: 'operator' },
  // The player's account statement: the month of the deposit confirmed at start.
  {
    name: 'console-player-statement',
    path: '/backoffice/players',
    viewer: 'operator',
    act: async (page, words) => {
      await page.getByRole('link', { name: 'visual01', exact: true }).click();
      await page.getByRole('tab', { name: words.console('statement.tab'), exact: true }).click();
      await page.getByRole('table', { name: words.console('statement.summary') }).waitFor();
    },
  },
  // Compose and the sent list: the seed's broadcasts and notices, and the notice of the deposit
  // console-data.ts makes at start, whose time is the run's (masked).
  {
    name: 'console-messages',
    path: '/backoffice/messages',
    viewer: 'operator',
    mask: (page, words) => columns(page, words, ['messages.sentAt']),
    act: async (page, words) => {
      await page
        .getByRole('table', { name: words.console('messages.sentTitle') })
        .locator('tbody tr')
        .first()
        .waitFor();
    },
  },
  { name: 'console-settings-cdns', path: '/backoffice/settings/cdns', viewer: 'operator' },
];

/** The console is used from 1280 px up; no phone width. */
const CONSOLE_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const CONSOLE_LANGS: Lang[] = ['EN', 'CN'];

/** The console: EN and CN (no MY), dark and light, at the two desktop widths. */
export const CONSOLE: SceneSet = {
  name: 'console',
  scenes: CONSOLE_SCENES,
  sizes: CONSOLE_SIZES,
  langs: CONSOLE_LANGS,
  /**
   * One width and one of the four language and theme pairs per scene, turning from scene to scene:
   * every scene once, and over the scenes both widths, both languages and both themes.
   */
  inSample(scene, look) {
    const index = CONSOLE_SCENES.indexOf(scene);
    return (
      look.width === CONSOLE_SIZES[index % CONSOLE_SIZES.length]?.width &&
      look.theme === THEMES[Math.floor(index / 2) % THEMES.length] &&
      look.lang === CONSOLE_LANGS[Math.floor(index / 4) % CONSOLE_LANGS.length]
    );
  },
  // The keys the console reads: lib/i18n.ts, Mantine's colour scheme manager, lib/session.ts.
  storage(_scene, look, token) {
    return {
      local: { 'backoffice.language': look.lang, 'backoffice.theme': look.theme },
      session: token ? { 'backoffice.token': token } : ({} as Record<string, string>),
    };
  },
};
