import { randomUUID } from 'node:crypto';
import { AGENT_CENTRE_PATHS, type AgentInvitation } from '@platform/contract/agent-centre';
import { AGENT_CONTRACT_PATHS, type Income } from '@platform/contract/agent-contracts';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { AdminDeposit } from '@platform/contract/payments';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, freshName, say, waitForSignedIn } from './accounts-support.ts';
import { registerByInvitation } from './agent-support.ts';
import { call, operatorToken, requestManualDeposit } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

// The demo agent holds a real-time salary from the operator (seed). A visitor registers by its
// invitation link, is funded, and plays; the agent's my income shows the salary of the window the bet
// fell in after one settlement run. The end-to-end site settles real-time windows every 10 seconds,
// 2 seconds after they close (JOB_SCHEDULES and TEST_SETTLE_GRACE_SECONDS of global-setup), instead
// of every 5 minutes, 2 minutes after.

const siteUrl = inject('siteUrl');
const finance = inject('operator');
const AGENT = { username: 'agent01', password: 'Agent1234' };
const PASSWORD = 'Journey123';

describe("an agent's real-time salary in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pays the agent for its invited member’s bet within one run, shown in my income', async () => {
    const agentToken = await apiLogin(siteUrl, AGENT.username, AGENT.password);
    const invitation = await call<AgentInvitation>(siteUrl, agentToken, 'GET', AGENT_CENTRE_PATHS.invitation);
    const player = freshName('rt');
    await registerByInvitation(browser, siteUrl, {
      registerPath: invitation.registerPath,
      username: player,
      password: PASSWORD,
    });

    // The player's deposit, confirmed by finance.
    const playerToken = await apiLogin(siteUrl, player, PASSWORD);
    const { id: playerId } = await call<{ id: number }>(siteUrl, playerToken, 'GET', API_PATHS.memberInfo);
    const orderNo = await requestManualDeposit(siteUrl, playerToken, 500_00);
    const operator = await operatorToken(siteUrl, finance);
    const deposits = await call<{ list: AdminDeposit[] }>(
      siteUrl,
      operator,
      'GET',
      `${ADMIN_PATHS.deposits}?memberId=${playerId}`,
    );
    const deposit = deposits.list.find((row) => row.orderNo === orderNo);
    if (!deposit) throw new Error(`deposit ${orderNo} is not in the console's list`);
    await call(siteUrl, operator, 'POST', `${ADMIN_PATHS.deposits}/${deposit.id}/confirm`, {});

    const paidBefore = (
      await call<Income>(siteUrl, agentToken, 'GET', `${AGENT_CONTRACT_PATHS.income}?kind=realtimeSalary`)
    ).list.map((payout) => payout.id);
    const stake = 100_00;
    const placedAt = Date.now();
    await call(siteUrl, playerToken, 'POST', API_PATHS.inHouseRounds, {
      roundKey: randomUUID(),
      game: 'slot',
      stake,
    });

    // One run after the bet's window closes: a paid real-time salary over a window holding the bet,
    // on at least its stake (other journeys' players of the demo agent may bet in the same window).
    let paid: Income['list'][number] | undefined;
    await expect
      .poll(
        async () => {
          const income = await call<Income>(
            siteUrl,
            agentToken,
            'GET',
            `${AGENT_CONTRACT_PATHS.income}?kind=realtimeSalary`,
          );
          paid = income.list.find(
            (payout) =>
              !paidBefore.includes(payout.id) &&
              payout.status === 'paid' &&
              Date.parse(payout.windowStart) <= placedAt &&
              placedAt < Date.parse(payout.windowEnd) + 1_000,
          );
          return paid !== undefined;
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true);
    expect(paid!.validBet).toBeGreaterThanOrEqual(stake);
    expect(paid!.amount).toBeGreaterThan(0);

    // The agent sees it in my income, with the ledger posting's reference.
    const agent = await openPage(browser, { localStorage: { lang: 'EN' } });
    await agent.page.goto(`${siteUrl}/login`);
    const dialog = agent.page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(AGENT.username);
    await dialog.locator('input[name="password"]').fill(AGENT.password);
    await dialog.getByRole('button', { name: say('EN', 'account', 'login.submit'), exact: true }).click();
    await waitForSignedIn(agent.page, 'EN');
    await agent.page.goto(`${siteUrl}/agentHome?tab=myIncome`);
    await agent.page.getByText(paid!.reference!, { exact: true }).first().waitFor();
    expect(agent.problems).toEqual([]);
  }, 120_000);
});
