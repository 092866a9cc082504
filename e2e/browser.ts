import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Values put in localStorage before the first script runs (lang, theme, ...). */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  extraHeaders?: Record<string, string>;
  /**
   * Let the operator's announcement pop-ups open (spec §4). Off by default: a journey about
   * something else starts as a visitor who already closed them this session.
   */
  popups?: boolean;
}

/** The spec §3 session flags of closed pop-ups, one per login state. */
const POPUPS_CLOSED = { USER_POPUP: '1', ANONYMOUS_POPUP: '1' };

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP violations seen so far: a page that satisfies the CSP has none. */
  problems: string[];
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    extraHTTPHeaders: options.extraHeaders,
  });
  await context.addInitScript(
    ({ local, session }) => {
      // Only on the first load of each page, so a test can still change them and reload.
      if (sessionStorage.getItem('__e2e_seeded')) return;
      for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
      sessionStorage.setItem('__e2e_seeded', '1');
    },
    {
      local: options.localStorage ?? {},
      session: { ...(options.popups ? {} : POPUPS_CLOSED), ...options.sessionStorage },
    },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}
