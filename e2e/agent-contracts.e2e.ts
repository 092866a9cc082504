import { AGENT_CENTRE_PATHS, type AgentInvitation } from '@platform/contract/agent-centre';
import { AGENT_CONTRACT_PATHS, type ContractList } from '@platform/contract/agent-contracts';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { call, operatorToken } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

// An agent invites a member by its link; the operator makes the member an agent; the agent offers
// it a daily wage, which it accepts from the contract modal; a lower rate supersedes it; then the
// downline asks to end it and the agent agrees. Every step by clicking, as the two people would.

const siteUrl = inject('siteUrl');
const admin = inject('adminOperator');
const AGENT = { username: 'agent01', password: 'Agent1234' };
const PASSWORD = 'Journey123';
const contracts = (key: string, values?: Record<string, string>) =>
  say('EN', 'pages', `agent.contracts.${key}`, values);

async function logIn(page: Page, username: string, password: string) {
  await page.goto(`${siteUrl}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
  await waitForSignedIn(page, 'EN');
}

/** The agent offers a daily wage to its downline from the contracts section's form. */
async function offerDailyWage(page: Page, downline: { id: number; account: string }, percent: string) {
  await page.goto(`${siteUrl}/agentHome?tab=contracts`);
  await page.getByRole('button', { name: contracts('offer.open') }).click();
  const form = page.getByRole('region', { name: contracts('offer.title') });
  await form.getByLabel(contracts('offer.member')).selectOption({ value: String(downline.id) });
  await form.getByLabel(contracts('columns.kind')).selectOption({ label: contracts('kinds.dailyWage') });
  await form.getByLabel(contracts('offer.rate')).fill(percent);
  await form.getByRole('button', { name: contracts('offer.submit') }).click();
  await page.getByText(contracts('offer.sent', { account: downline.account })).waitFor();
}

/** The downline accepts the waiting offer in the contract modal the site opens for it. */
async function acceptFromModal(page: Page) {
  await page.goto(`${siteUrl}/`);
  const modal = page.getByRole('dialog');
  await modal
    .getByRole('button', {
      name: contracts('actions.label', {
        action: contracts('actions.accept'),
        kind: contracts('kinds.dailyWage'),
        account: AGENT.username,
      }),
    })
    .click();
  await modal.waitFor({ state: 'detached' });
}

async function contractsOf(token: string, query: string) {
  return call<ContractList>(siteUrl, token, 'GET', `${AGENT_CONTRACT_PATHS.contracts}?${query}`);
}

describe('agent contracts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('invites, contracts, supersedes by a lower rate and ends by agreement', async () => {
    const agentToken = await apiLogin(siteUrl, AGENT.username, AGENT.password);
    const invitation = await call<AgentInvitation>(siteUrl, agentToken, 'GET', AGENT_CENTRE_PATHS.invitation);

    // The member registers through the agent's invitation link.
    const downline = freshName('dl');
    await registerByInvitation(browser, siteUrl, {
      registerPath: invitation.registerPath,
      username: downline,
      password: PASSWORD,
    });

    // The operator makes the new member an agent of type 1.
    const memberToken = await apiLogin(siteUrl, downline, PASSWORD);
    const info = await call<{ id: number }>(siteUrl, memberToken, 'GET', API_PATHS.memberInfo);
    const operator = await operatorToken(siteUrl, admin);
    const typed = await fetch(`${siteUrl}${ADMIN_PATHS.members}/${info.id}/type`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1 }),
    });
    expect(typed.status, await typed.text()).toBe(200);

    const agent = await openPage(browser, { localStorage: { lang: 'EN' } });
    await logIn(agent.page, AGENT.username, AGENT.password);
    const member = await openPage(browser, { localStorage: { lang: 'EN' } });
    await logIn(member.page, downline, PASSWORD);
    const downlineToken = await apiLogin(siteUrl, downline, PASSWORD);

    await offerDailyWage(agent.page, { id: info.id, account: downline }, '1.2');
    await acceptFromModal(member.page);
    await offerDailyWage(agent.page, { id: info.id, account: downline }, '0.8');
    await acceptFromModal(member.page);
    const received = await contractsOf(downlineToken, 'side=received');
    expect(received.list.map((c) => [c.rateBp, c.status])).toEqual([
      [80, 'active'],
      [120, 'superseded'],
    ]);

    // The downline asks to end it; the agent agrees.
    await member.page.goto(`${siteUrl}/agentHome?tab=contracts`);
    const label = (action: string, account: string) =>
      contracts('actions.label', {
        action: contracts(`actions.${action}`),
        kind: contracts('kinds.dailyWage'),
        account,
      });
    await member.page.getByRole('button', { name: label('terminate', AGENT.username) }).click();
    await member.page
      .getByRole('dialog')
      .getByRole('button', { name: say('EN', 'common', 'in_increase_submit') })
      .click();
    await member.page.getByText(contracts('asked_by_you')).waitFor();

    await agent.page.goto(`${siteUrl}/agentHome?tab=contracts`);
    await agent.page.getByRole('button', { name: contracts('given') }).click();
    await agent.page.getByRole('button', { name: label('accept_termination', downline) }).click();
    await agent.page
      .getByRole('dialog')
      .getByRole('button', { name: say('EN', 'common', 'in_increase_submit') })
      .click();
    await expect
      .poll(async () =>
        (await contractsOf(downlineToken, 'side=received&status=terminated')).list.map((c) => c.endReason),
      )
      .toEqual(['agreed']);
    expect([...agent.problems, ...member.problems]).toEqual([]);
  }, 180_000);
});
