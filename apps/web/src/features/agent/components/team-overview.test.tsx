import type { TeamFigures, TeamOverview } from '@platform/contract/agent-centre';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const ROUTE = 'GET /wps/agent/team/overview';
const agent = {
  token: 'agent-1',
  member: { ...memberInfo, type: 1, isAgent: true },
  session: { memberType: '1', isAgent: 'true' },
};

const figures = (over: Partial<TeamFigures> = {}): TeamFigures => ({
  members: 1,
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawals: 0,
  validBets: 0,
  profitLoss: 0,
  ...over,
});

/** An answer for the days asked; two direct downline members over two pages of one. */
function answer(url: URL): TeamOverview {
  const page = Number(url.searchParams.get('pageNo') ?? 1);
  const rows = [
    {
      id: 7,
      account: 'subagent',
      nickname: 'Sub',
      type: 2,
      ...figures({ members: 3, deposits: 50_000, profitLoss: 1_250 }),
    },
    { id: 8, account: 'player8', nickname: 'Eight', type: 0, ...figures({ validBets: 990 }) },
  ];
  return {
    from: url.searchParams.get('from') ?? '2026-03-02',
    to: url.searchParams.get('to') ?? '2026-03-08',
    timeZone: 'Asia/Yangon',
    team: figures({
      members: 5,
      newMembers: 2,
      activeMembers: 3,
      deposits: 123_400,
      withdrawals: 2_000,
      validBets: 8_800,
      profitLoss: -4_321,
    }),
    list: url.searchParams.get('pageSize') === '20' ? rows : rows.slice(page - 1, page),
    total: 2,
    totalPages: 1,
    last30Days: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-03-${String(i + 1).padStart(2, '0')}`,
      deposits: 0,
      validBets: i * 100,
      profitLoss: -i * 10,
    })),
  };
}

const routes = { [ROUTE]: ({ url }: MockRequest) => envelope(answer(url)) };
const asked = async (fetchMock: Parameters<typeof callsTo>[0]) =>
  (await callsTo(fetchMock, ROUTE)).map((call) => Object.fromEntries(call.url.searchParams));

// jsdom has no ResizeObserver; the chart (sized by its box) only listens with it. Stubbed here
// alone, so no other screen's tests run with an observer they never had.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the agent centre team overview (spec §2)', () => {
  it("shows today's team figures in the site's money and each direct downline's subtree", async () => {
    const { fetchMock } = renderApp('/agentHome?tab=teamOverview', { ...agent, routes });
    const tiles = await screen.findByRole('list', { name: 'The whole team' });
    const tile = (label: string) => within(tiles).getByText(label).parentElement?.textContent;
    expect(tile('Team members')).toContain('5');
    expect(tile('Active members')).toContain('3');
    expect(tile('Deposits')).toContain('K 1,234.00');
    expect(tile('Team profit and loss')).toContain('−K 43.21');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'subagentSub',
      'player8Eight',
    ]);
    expect(within(rows[0]!).getByText('Agent')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('+K 12.50');
    expect(screen.getByText('Direct downline (2)')).toBeTruthy();
    const chart = await screen.findByRole('figure', { name: "The team's last 30 days" });
    expect(within(chart).getByText('Valid bets')).toBeTruthy();
    expect(await asked(fetchMock)).toEqual([{ period: 'today', pageNo: '1', pageSize: '20' }]);
  });

  it('asks again for a shortcut, and for two chosen days only once they are in order', async () => {
    const { fetchMock, user } = renderApp('/agentHome?tab=teamOverview', { ...agent, routes });
    await screen.findByRole('list', { name: 'The whole team' });
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(async () => expect((await asked(fetchMock)).at(-1)).toMatchObject({ period: 'lastWeek' }));
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date cannot be after the end date');
    const before = (await asked(fetchMock)).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-20' } });
    await waitFor(async () =>
      expect((await asked(fetchMock)).at(-1)).toEqual({
        from: '2026-03-09',
        to: '2026-03-20',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect((await asked(fetchMock)).length).toBe(before + 1);
    expect(await screen.findByText(/2026-03-09 to 2026-03-20/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
