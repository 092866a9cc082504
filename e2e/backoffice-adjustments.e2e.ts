import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, consoleSays, openConsole, operatorToken } from './backoffice-support.ts';
import { launchBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const finance = inject('operator');
const admin = inject('adminOperator');

interface MemberDetail {
  member: { id: number };
  balances: { cash: number };
}

/** The demo player's id and cash balance (minor units), as the console's player page reads them. */
async function demoPlayer(token: string): Promise<{ id: number; cash: number }> {
  const found = await call<{ list: { id: number }[] }>(
    siteUrl,
    token,
    'GET',
    `${ADMIN_PATHS.members}?account=demo01`,
  );
  const id = found.list[0]?.id ?? 0;
  const detail = await call<MemberDetail>(siteUrl, token, 'GET', `${ADMIN_PATHS.members}/${id}`);
  return { id, cash: detail.balances.cash };
}

describe('back office: manual adjustments (four eyes)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a finance operator asks for a credit that waits; only another operator’s approval moves the money', async () => {
    const financeToken = await operatorToken(siteUrl, finance);
    const before = await demoPlayer(financeToken);
    const reason = `Goodwill for the outage ${Date.now().toString(36)}`;

    const maker = await openConsole(browser, siteUrl, finance);
    await maker.page.goto(`${siteUrl}/backoffice/players/${before.id}`);
    await maker.page.getByRole('button', { name: consoleSays('adjustments.open') }).click();
    const dialog = maker.page.getByRole('dialog');
    await dialog.getByLabel(consoleSays('adjustments.amount')).fill('12.34');
    await dialog.getByLabel(consoleSays('adjustments.reason')).fill(reason);
    await dialog.getByRole('button', { name: consoleSays('adjustments.submit') }).click();
    await dialog.getByText(consoleSays('adjustments.queued')).waitFor();
    await dialog.getByRole('button', { name: consoleSays('adjustments.close') }).click();
    expect((await demoPlayer(financeToken)).cash).toBe(before.cash);

    // The maker's own request offers no approval, only withdrawing it.
    await maker.page.getByRole('link', { name: consoleSays('adjustments.nav.approvals') }).click();
    const own = maker.page.getByRole('row').filter({ hasText: reason });
    await own.getByRole('button', { name: consoleSays('adjustments.withdraw') }).waitFor();
    expect(await own.getByRole('button', { name: consoleSays('adjustments.approve') }).count()).toBe(0);

    const checker = await openConsole(browser, siteUrl, admin);
    await checker.page.getByRole('link', { name: consoleSays('adjustments.nav.approvals') }).click();
    const pending = checker.page.getByRole('row').filter({ hasText: reason });
    await pending.getByRole('button', { name: consoleSays('adjustments.approve') }).click();
    const approve = checker.page.getByRole('dialog');
    await approve.getByLabel(consoleSays('review.note')).fill('Checked against the incident report');
    await approve.getByRole('button', { name: consoleSays('adjustments.approve') }).click();
    // Approved, it leaves the pending queue; the player's cash rose by exactly the amount.
    await pending.waitFor({ state: 'detached' });
    expect((await demoPlayer(financeToken)).cash).toBe(before.cash + 12_34);

    await checker.page.goto(`${siteUrl}/backoffice/players/${before.id}`);
    await checker.page.getByRole('tab', { name: consoleSays('players.adjustments') }).click();
    const row = checker.page.getByRole('row').filter({ hasText: reason });
    await row.getByText(consoleSays('status.posted')).waitFor();
    expect(maker.problems).toEqual([]);
    expect(checker.problems).toEqual([]);
  });
});
