import type { UserLoss } from '@platform/contract/agent-team-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, teamDaysOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const ROUTE = 'GET /wps/agent/team/losses';

function answer(url: URL): UserLoss {
  const list = url.searchParams.get('account')
    ? []
    : [
        {
          memberId: 9,
          account: 'deep9',
          level: 2,
          bets: 1_204,
          stake: 900_000,
          payout: 150_000,
          loss: 750_000,
        },
        { memberId: 7, account: 'player7', level: 1, bets: 3, stake: 10_000, payout: 9_000, loss: 1_000 },
      ];
  return {
    ...teamDaysOf(url),
    timeZone: 'Asia/Yangon',
    list,
    total: list.length,
    totalPages: list.length ? 1 : 0,
    totalLoss: list.reduce((sum, row) => sum + row.loss, 0),
  };
}

const routes = { [ROUTE]: ({ url }: MockRequest) => envelope(answer(url)) };
const rows = () => screen.getAllByRole('row').slice(1);

describe('the agent centre user loss (spec §2)', () => {
  it('lists the members who lost, biggest loss first, and what they lost together', async () => {
    renderApp('/agentHome?tab=userLoss', { ...agentSession, routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'User profit and loss' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      within(rows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['deep9Level 2', '1,204', 'K 9,000.00', 'K 1,500.00', 'K 7,500.00']);
    expect(screen.getByText('Members who lost: 2')).toBeTruthy();
    const sums = screen.getByRole('list', { name: 'What they lost together' });
    expect(within(sums).getByText('Total loss').parentElement?.textContent).toContain('K 7,510.00');
  });

  it("takes the overview's shortcuts, sent as the period, and shows the days they covered", async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=userLoss', { ...agentSession, routes });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText(/2026-03-07 to 2026-03-07/)).toBeTruthy();
    const last = (await callsTo(fetchMock, ROUTE)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      period: 'yesterday',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('filters by game, and shows the empty view when no member lost', async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=userLoss', { ...agentSession, routes });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Game category'), 'Fishing');
    await user.selectOptions(screen.getByLabelText('Game provider'), 'JDB Studio');
    await user.type(screen.getByLabelText('Member account'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Members who lost: 0')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What they lost together' })).toBeNull();
    const last = (await callsTo(fetchMock, ROUTE)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      period: 'today',
      account: 'nobody',
      category: 'FISH',
      vendorCode: 'JDB',
      pageNo: '1',
      pageSize: '20',
    });
  });
});
