import type { TeamTransaction, TeamTransactions } from '@platform/contract/agent-team-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, teamDaysOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const ROUTE = 'GET /wps/agent/team/transactions';

const movement = (id: number, over: Partial<TeamTransaction> = {}): TeamTransaction => ({
  memberId: 7,
  account: 'player7',
  level: 1,
  id,
  time: '2026-03-08T02:00:00.000Z',
  kind: 'deposit',
  amount: 50_000,
  balanceAfter: 62_345,
  reference: 'DEP-20260308-0007',
  ...over,
});

function answer(url: URL): TeamTransactions {
  const kind = url.searchParams.get('kind');
  const list = [
    movement(2, { kind: 'bet', amount: -1_500, balanceAfter: 60_845, reference: 'PG-ROUND-88' }),
    movement(1),
    movement(0, { memberId: 9, account: 'deep9', level: 3, kind: 'jackpot_share', amount: 700 }),
  ].filter((row) => !kind || row.kind === kind);
  return {
    ...teamDaysOf(url),
    timeZone: 'Asia/Yangon',
    list,
    total: list.length,
    totalCapped: false,
    totalPages: 1,
  };
}

const routes = { [ROUTE]: ({ url }: MockRequest) => envelope(answer(url)) };
const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the agent centre team transaction (spec §2)', () => {
  it("lists the team's cash movements with the account record's labels, signed amounts and balances", async () => {
    renderApp('/agentHome?tab=teamTransaction', { ...agentSession, routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team transactions' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(cells(rows()[0]!)).toEqual([
      'Mar 8, 2026, 8:30 AM',
      'player7Level 1',
      'Bet',
      '−K 15.00',
      'K 608.45',
      'PG-ROUND-88',
    ]);
    expect(cells(rows()[1]!).slice(2, 4)).toEqual(['Deposit', '+K 500.00']);
    // A kind the words do not know yet is shown as the server names it.
    expect(cells(rows()[2]!).slice(1, 3)).toEqual(['deep9Level 3', 'jackpot_share']);
    expect(screen.getByText('Transactions found: 3')).toBeTruthy();
  });

  it("takes the overview's shortcuts, sent as the period, and shows the days they covered", async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=teamTransaction', { ...agentSession, routes });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText(/2026-03-02 to 2026-03-08/)).toBeTruthy();
    const last = (await callsTo(fetchMock, ROUTE)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      period: 'thisWeek',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('filters by member, level and kind, from the first page', async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=teamTransaction', { ...agentSession, routes });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByLabelText('Game category')).toBeNull();
    await user.type(screen.getByLabelText('Member account'), 'player7');
    await user.selectOptions(screen.getByLabelText('Level'), '1');
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Transactions found: 1')).toBeTruthy();
    const last = (await callsTo(fetchMock, ROUTE)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      account: 'player7',
      level: '1',
      kind: 'deposit',
      period: 'today',
      pageNo: '1',
      pageSize: '20',
    });
  });
});
