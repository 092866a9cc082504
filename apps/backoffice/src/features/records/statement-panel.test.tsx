import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { StatementPanel } from './statement-panel.tsx';

const quiet = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, other: 0 };

const statement = (month: string) => {
  const moved = month !== '2026-04';
  return {
    month,
    account: 'mya01',
    currency: 'MMK',
    timeZone: 'Asia/Yangon',
    from: `${month}-01T00:00:00.000Z`,
    to: `${month}-28T00:00:00.000Z`,
    openingBalance: 100_00,
    closingBalance: moved ? 230_00 : 100_00,
    totals: moved ? { ...quiet, deposits: 200_00, bets: -90_00, wins: 20_00 } : quiet,
    days: moved
      ? [
          { date: `${month}-02`, ...quiet, deposits: 200_00, closingBalance: 300_00 },
          { date: `${month}-09`, ...quiet, bets: -90_00, wins: 20_00, closingBalance: 230_00 },
        ]
      : [],
    firstMonth: '2026-04',
    currentMonth: '2026-06',
    generatedAt: '2026-06-15T04:00:00.000Z',
  };
};

const respond = (request: SentRequest) => {
  if (request.path === '/wps/admin/members/7/statement')
    // No month asked: the server's current one.
    return { value: statement(request.query.get('month') ?? '2026-06') };
  if (request.path === '/wps/admin/members/7/statement.pdf') return { value: 'pdf' };
  return undefined;
};

describe('the player’s statement panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the month’s summary and days, and asks again for another month', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<StatementPanel memberId={7} />, {
      permissions: ['members.read'],
      respond,
    });
    const summary = await screen.findByRole('table', { name: 'Month summary' });
    expect(within(summary).getByText('Opening balance').closest('tr')?.textContent).toContain('100.00');
    expect(within(summary).getByText('Bets').closest('tr')?.textContent).toContain('-90.00');
    expect(within(summary).getByText('Deposits').closest('tr')?.textContent).toContain('+200.00');
    expect(within(summary).getByText('Closing balance').closest('tr')?.textContent).toContain('230.00');
    const days = screen.getByRole('table', { name: 'Days with a movement' });
    expect(within(days).getByText('2026-06-09').closest('tr')?.textContent).toContain('230.00');
    const picker = screen.getByLabelText('Month') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toEqual(['2026-06', '2026-05', '2026-04']);

    await user.selectOptions(picker, '2026-04');
    expect(await screen.findByText('No money moved in this month.')).toBeTruthy();
    const months = sent
      .filter((request) => request.path === '/wps/admin/members/7/statement')
      .map((request) => request.query.get('month'));
    // The panel opens on the server's month (none asked), whatever the operator's clock says.
    expect(months).toEqual([null, '2026-04']);
  });

  it('downloads the chosen month’s PDF in the console language', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { sent } = renderConsole(<StatementPanel memberId={7} />, {
      permissions: ['members.read'],
      respond,
    });
    await screen.findByRole('table', { name: 'Month summary' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = sent.find((request) => request.path === '/wps/admin/members/7/statement.pdf');
    expect(pdf?.query.get('month')).toBe('2026-06');
    expect(pdf?.query.get('language')).toBe('EN');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});
