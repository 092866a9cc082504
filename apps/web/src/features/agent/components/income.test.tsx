import type { Income } from '@platform/contract/agent-contracts';
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
});
