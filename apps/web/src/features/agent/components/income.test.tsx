import type { Income, Payout } from '@platform/contract/agent-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, payoutOf, policyOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const INCOME = 'GET /wps/agent/income';

function answer(url: URL): Income {
  const kind = url.searchParams.get('kind');
  const list = [
    payoutOf(1),
    payoutOf(2, {
      kind: 'dailyWage',
      period: 'D',
      periodKey: '2026-03-08',
      activeMembers: 1,
      validBet: 20_000,
      netLoss: 0,
      rateBp: 50,
      amount: 0,
      status: 'belowThreshold',
      reference: null,
    }),
  ].filter((row) => !kind || row.kind === kind);
  return { list, total: list.length, totalPages: 1, paidTotal: 9_876_543 };
}

const routes = (enableSalary: boolean) => ({
  'GET /wps/agent/contract/policy': () => envelope(policyOf({ enableSalary })),
  [INCOME]: ({ url }: MockRequest) => envelope(answer(url)),
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('my income (spec §4 settlements)', () => {
  it('shows all that was paid, then each settlement with its figures, rate, amount and posting', async () => {
    renderApp('/agentHome?tab=myIncome', { ...agentSession, routes: routes(false) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My income' })).toBeTruthy();
    expect((await screen.findByText('Paid to you so far')).parentElement?.textContent).toContain(
      'K 98,765.43',
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [paid, below] = rows();
    const cells = within(paid!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('Dividend');
    expect(cells[1]).toBe('2026-W10');
    expect(cells.slice(3)).toEqual([
      '12',
      'K 50,000.00',
      'K 9,876.50',
      '12.50%',
      'K 1,234.56',
      'Paid',
      'CONTRACT-3-2026-W10',
    ]);
    expect(below?.textContent).toContain('Below threshold');
    expect(below?.textContent).toContain('0.50%');
    // Salaries are off: no filter of kinds to choose from.
    expect(screen.queryByRole('button', { name: 'All kinds' })).toBeNull();
  });

  it('filters by kind when salaries are on, from the first page', async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=myIncome', {
      ...agentSession,
      routes: routes(true),
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Daily wage' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('2026-03-08');
    const last = (await callsTo(fetchMock, INCOME)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      kind: 'dailyWage',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it.each([
    ['bonus', 'Bonus', 'dividend', 1],
    ['dailyWages', 'Daily wages', 'dailyWage', 1],
    ['hourlySalary', 'Hourly salary', 'hourlySalary', 0],
    ['realtimeSalary', 'Real-time salary', 'realtimeSalary', 0],
  ])(
    'the %s section lists my income of that one kind, offering no other',
    async (tab, title, kind, count) => {
      const { fetchMock } = renderApp(`/agentHome?tab=${tab}`, { ...agentSession, routes: routes(true) });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      if (count > 0) await waitFor(() => expect(rows()).toHaveLength(count));
      else expect(await screen.findByText('No data')).toBeTruthy();
      const asked = (await callsTo(fetchMock, INCOME)).map((call) =>
        Object.fromEntries(call.url.searchParams),
      );
      expect(asked).toEqual([{ kind, pageNo: '1', pageSize: '20' }]);
      // No choice of kind, no kind column; the total shown is the server's for that kind.
      expect(screen.queryByRole('button', { name: 'All kinds' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Dividend' })).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Kind' })).toBeNull();
      expect(screen.getByText('Paid to you so far')).toBeTruthy();
    },
  );

  it('starts each section at its own first page, whichever was open before', async () => {
    const many = (url: URL): Income => ({
      list: [
        payoutOf(Number(url.searchParams.get('pageNo')), {
          kind: (url.searchParams.get('kind') ?? 'dividend') as Payout['kind'],
        }),
      ],
      total: 60,
      totalPages: 3,
      paidTotal: 0,
    });
    const { user, fetchMock } = renderApp('/agentHome?tab=bonus', {
      ...agentSession,
      routes: { ...routes(true), [INCOME]: ({ url }: MockRequest) => envelope(many(url)) },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Income pages' })).getByRole('button', { name: /2/ }),
    );
    await waitFor(async () =>
      expect((await callsTo(fetchMock, INCOME)).at(-1)?.url.searchParams.get('pageNo')).toBe('2'),
    );
    await user.click(screen.getByRole('link', { name: 'Daily wages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily wages' })).toBeTruthy();
    await waitFor(async () =>
      expect(Object.fromEntries((await callsTo(fetchMock, INCOME)).at(-1)!.url.searchParams)).toEqual({
        kind: 'dailyWage',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });
});
