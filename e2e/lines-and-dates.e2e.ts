import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Lang, say, waitForSignedIn } from './accounts-support.ts';
import { consoleSays, openConsole } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const adminOperator = inject('adminOperator');
// The same server under its other name: a second line that answers, as the demo's seed has it.
const otherLine = siteUrl.replace('127.0.0.1', 'localhost');
// Nothing listens there (a port browsers allow): a line that never answers.
const deadLine = 'http://127.0.0.1:39917';
const DAY = 86_400_000;

/** What the page's width is to the viewport's: more means something overflows sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A sentence of the site with its numbers and names left open. */
function pattern(lang: Lang, key: string, open: Record<string, string>): RegExp {
  const marked = say(
    lang,
    'pages',
    key,
    Object.fromEntries(Object.keys(open).map((name) => [name, `@${name}@`])),
  );
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/@(\w+)@/g, (_, name: string) => open[name] ?? '')}$`);
}

/** A yyyy-MM-dd day `days` after `from`, in local time as the browser reads it. */
function dayAfter(from: Date, days: number): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Only the dead line's refused requests may be logged: no CSP violation, no script error. */
const unexpected = (problems: string[]) =>
  problems.filter((text) => !text.includes('ERR_CONNECTION_REFUSED'));

describe('line detection (spec §1) and the date-range shortcuts (spec §9)', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiLogin(siteUrl, 'demo01', 'Demo1234');
  });
  afterAll(() => browser.close());

  it('the operator lists the lines in the console: this site, its other name and a dead one', async () => {
    const { page } = await openConsole(browser, siteUrl, adminOperator);
    await page.goto(`${siteUrl}/backoffice/settings/lines`);
    await page.getByRole('heading', { name: consoleSays('settings.lines.title') }).waitFor();
    const remove = page.getByRole('button', { name: consoleSays('settings.lines.remove') });
    while ((await remove.count()) > 0) await remove.first().click();
    const lines = [
      ['Main', siteUrl],
      ['Mirror', otherLine],
      ['Dead', deadLine],
    ];
    for (const [index, [name, url]] of lines.entries()) {
      await page.getByRole('button', { name: consoleSays('settings.lines.add') }).click();
      await page
        .getByLabel(consoleSays('settings.lines.name'))
        .nth(index)
        .fill(name as string);
      await page
        .getByLabel(consoleSays('settings.lines.url'))
        .nth(index)
        .fill(url as string);
    }
    await page.getByRole('button', { name: consoleSays('common.save') }).click();
    await page.getByText(consoleSays('common.saved')).waitFor();
    // The page policy lets the site reach the new lines once its short cache has passed.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await page.context().close();
  });

  it('at 1440 px (EN) the side menu opens the page, which times each line and switches to another', async () => {
    const { page, context, problems } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token },
    });
    await page.goto(`${siteUrl}/`);
    await waitForSignedIn(page, 'EN');
    const side = page.getByRole('complementary', { name: say('EN', 'common', 'nav.side_menu') });
    await side.getByRole('link', { name: say('EN', 'common', 'nav.lines') }).click();
    await page.waitForURL(`${siteUrl}/lines`);
    await page
      .getByText(pattern('EN', 'lines.fastest_summary', { name: '(Main|Mirror)', ms: '\\d+' }))
      .waitFor();

    const row = (name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await row('Main')
      .getByText(say('EN', 'pages', 'lines.current'))
      .waitFor();
    await row('Dead')
      .getByText(say('EN', 'pages', 'lines.no_answer'))
      .waitFor();
    await row('Mirror')
      .getByText(pattern('EN', 'lines.ms', { ms: '\\d+' }))
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await row('Mirror')
      .getByRole('link', { name: say('EN', 'pages', 'lines.switch_to', { name: 'Mirror' }) })
      .click();
    await page.waitForURL(`${otherLine}/lines`);
    // On the mirror, the mirror is the line in use.
    await row('Mirror')
      .getByText(say('EN', 'pages', 'lines.current'))
      .waitFor({ timeout: 20_000 });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('at 390 px (MY) the drawer offers the page, whose rows fit the phone', async () => {
    const { page, context, problems } = await openPage(browser, {
      width: 390,
      height: 844,
      localStorage: { lang: 'MY' },
    });
    await page.goto(`${siteUrl}/`);
    await page.getByRole('button', { name: say('MY', 'common', 'common.open_menu') }).click();
    const drawer = page.locator('#side-menu');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: say('MY', 'common', 'nav.lines') }).click();
    await page.waitForURL(`${siteUrl}/lines`);
    await page.getByRole('heading', { level: 1, name: say('MY', 'pages', 'lines.title') }).waitFor();
    await page
      .getByText(pattern('MY', 'lines.fastest_summary', { name: '(Main|Mirror)', ms: '\\d+' }))
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('at 1440 px (CN) testing again times every line again', async () => {
    const { page, context } = await openPage(browser, { localStorage: { lang: 'CN' } });
    await page.goto(`${siteUrl}/lines`);
    const summary = pattern('CN', 'lines.fastest_summary', { name: '(Main|Mirror)', ms: '\\d+' });
    await page.getByText(summary).waitFor();
    const probes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/healthz')) probes.push(new URL(request.url()).origin);
    });
    await page.getByRole('button', { name: say('CN', 'pages', 'lines.retest') }).click();
    await page.getByText(summary).waitFor();
    expect(new Set(probes)).toEqual(new Set([siteUrl, otherLine, deadLine]));
    await context.close();
  });

  it('the records open on the last week, and the shortcuts follow the moved clock (EN 1440, MY 390)', async () => {
    for (const [lang, width] of [
      ['EN', 1440],
      ['MY', 390],
    ] as const) {
      const { page, context } = await openPage(browser, {
        width,
        height: 900,
        localStorage: { lang },
        sessionStorage: { token },
      });
      // The site's clock, forty days on: the shortcuts must count from it, not from a fixed date.
      const now = new Date(Date.now() + 40 * DAY);
      await page.clock.setFixedTime(now);
      await page.goto(`${siteUrl}/member?tab=transactionHistory`);
      const from = page.getByRole('textbox', { name: say(lang, 'pages', 'funds.records.from'), exact: true });
      const to = page.getByRole('textbox', { name: say(lang, 'pages', 'funds.records.to'), exact: true });
      await from.waitFor();
      expect([await from.inputValue(), await to.inputValue()]).toEqual([dayAfter(now, -6), dayAfter(now, 0)]);
      await page.getByRole('button', { name: say(lang, 'pages', 'funds.records.shortcuts.days30') }).click();
      expect([await from.inputValue(), await to.inputValue()]).toEqual([
        dayAfter(now, -29),
        dayAfter(now, 0),
      ]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('promotions ending within a week or 30 days follow the moved clock (CN 1440, MY 390)', async () => {
    // The demo's weekly sports cashback ends 20 days after the seed.
    const cashback = { CN: '体育每周 5% 返现', MY: 'အားကစား အပတ်စဉ် ၅% ငွေပြန်အမ်း' } as const;
    for (const [lang, width] of [
      ['CN', 1440],
      ['MY', 390],
    ] as const) {
      const { page, context } = await openPage(browser, { width, height: 900, localStorage: { lang } });
      await page.goto(`${siteUrl}/promotions`);
      const card = page.getByRole('heading', { level: 3, name: cashback[lang] });
      const ending = page.getByRole('group', { name: say(lang, 'content', 'promotions.ending.label') });
      const choose = (key: string) => ending.getByRole('button', { name: say(lang, 'content', key) }).click();
      await card.waitFor();
      await choose('promotions.ending.week');
      await card.waitFor({ state: 'detached' });
      await choose('promotions.ending.days30');
      await card.waitFor();

      // Fifteen days on, the cashback ends within the week.
      await page.clock.setFixedTime(new Date(Date.now() + 15 * DAY));
      await choose('promotions.ending.all');
      await choose('promotions.ending.week');
      await card.waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
