import type { AgentReport, AgentReportRow } from '@platform/contract/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { AgentReportPage } from './agent-report-page.tsx';

const row = (id: number, account: string, over: Partial<AgentReportRow> = {}): AgentReportRow => ({
  id,
  account,
  nickname: account.toUpperCase(),
  type: 1,
  members: 1,
  activePlayers: 0,
  newMembers: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  ...over,
});
const top = [
  row(10, 'topagent', { members: 5, activePlayers: 3, deposits: 1_000_00, bets: 980, wins: 400, ggr: 580 }),
  row(11, 'loneagent'),
];
const under10 = [
  row(20, 'subagent', { type: 2, members: 3, deposits: 700_00 }),
  row(21, 'player21', { type: 0 }),
];

function answer(request: SentRequest) {
  if (request.path !== '/wps/admin/reports/agents') return undefined;
  const agentId = request.query.get('agentId');
  const value: AgentReport = {
    from: request.query.get('from') ?? '2030-05-10',
    to: request.query.get('to') ?? '2030-05-10',
    timeZone: 'Asia/Yangon',
    path: agentId === '10' ? [{ id: 10, account: 'topagent' }] : [],
    list: agentId === '10' ? under10 : top,
    total: agentId === '10' ? 2 : 45,
    totalPages: agentId === '10' ? 1 : 3,
  };
  return { value };
}

const asked = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path === '/wps/admin/reports/agents')
    .map((request) => Object.fromEntries(request.query));

describe('the agent tree report in the console', () => {
  it('drills into an agent by asking for its subtree, and the path leads back to the top', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<AgentReportPage />, { permissions: ['reports.read'], respond: answer });
    const table = await screen.findByRole('table', { name: 'Agent tree' });
    await within(table).findByText('topagent');
    // The figures shown are the row's own, as the server gave them.
    const cells = within(within(table).getByText('topagent').closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'topagent',
      'TOPAGENT',
      'Agent (1)',
      '5',
      '3',
      '1,000.00',
      '0.00',
      '9.80',
      '4.00',
      '5.80',
    ]);
    // Nobody is under the lone agent: nothing to open.
    expect(screen.queryByRole('button', { name: 'Open the downline of loneagent' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the downline of topagent' }));
    await within(table).findByText('subagent');
    expect(asked(sent).at(-1)).toEqual({ agentId: '10', pageNo: '1', pageSize: '20' });
    const path = screen.getByRole('navigation', { name: 'Where in the tree' });
    expect(within(path).getByText('topagent')).toBeTruthy();

    await user.click(within(path).getByRole('button', { name: 'Top of the tree' }));
    await within(table).findByText('loneagent');
    expect(asked(sent).at(-1)).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('keeps the range chosen when drilling, and pages on the server', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<AgentReportPage />, { permissions: ['reports.read'], respond: answer });
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveProperty('value', '2030-05-10'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked(sent).at(-1)).toMatchObject({ from: '2030-04-01', to: '2030-05-10' }));

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked(sent).at(-1)).toMatchObject({ from: '2030-04-01', pageNo: '2' }));

    await user.click(screen.getByRole('button', { name: 'Open the downline of topagent' }));
    await waitFor(() =>
      expect(asked(sent).at(-1)).toEqual({
        from: '2030-04-01',
        to: '2030-05-10',
        agentId: '10',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });
});
