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
}

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
    { local: options.localStorage ?? {}, session: options.sessionStorage ?? {} },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}
