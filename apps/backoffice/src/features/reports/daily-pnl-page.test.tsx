import type { DailyPnl, PnlFigures } from '@platform/contract/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { DailyPnlPage } from './daily-pnl-page.tsx';

// The merchant's today as the server answers it; the screen counts presets back from it.
const TODAY = '2030-05-10';

const figures = (over: Partial<PnlFigures>): PnlFigures => ({
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  bonuses: 0,
  ngr: 0,
  activePlayers: 0,
  newPlayers: 0,
  firstDepositors: 0,
  ...over,
});
const rows = [
  {
    day: '2030-05-01',
    ...figures({
      deposits: 1_300_00,
      bets: 900,
      wins: 400,
      ggr: 500,
      ngr: 500,
      activePlayers: 2,
      newPlayers: 2,
    }),
  },
  {
    day: '2030-05-02',
    ...figures({
      deposits: 150_00,
      withdrawals: 400_00,
      bets: 100,
      wins: 500,
      ggr: -400,
      bonuses: 40,
      ngr: -440,
    }),
  },
];
// The server's total: money summed over the days; active players counted once over the range.
const total = figures({
  deposits: 1_450_00,
  withdrawals: 400_00,
  bets: 1_000,
  wins: 900,
  ggr: 100,
  bonuses: 40,
  ngr: 60,
  activePlayers: 2,
  newPlayers: 2,
});

function answer(request: SentRequest) {
  if (request.path !== '/wps/admin/reports/daily') return undefined;
  const from = request.query.get('from') ?? TODAY;
  const to = request.query.get('to') ?? TODAY;
  const value: DailyPnl = { from, to, timeZone: 'Asia/Yangon', rows, total };
  return { value };
}

const asked = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path === '/wps/admin/reports/daily')
    .map((request) => [request.query.get('from'), request.query.get('to')]);

describe('the daily P&L in the console', () => {
  it('opens on the merchant’s today and then asks for exactly the range chosen', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<DailyPnlPage />, { permissions: ['reports.read'], respond: answer });
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveProperty('value', TODAY));
    expect(asked(sent)).toEqual([[null, null]]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-04-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked(sent).at(-1)).toEqual(['2030-04-01', '2030-04-30']));

    // A preset counts back from the server's today, not from the browser's clock.
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked(sent).at(-1)).toEqual(['2030-05-04', TODAY]));
  });

  it('asks for nothing when the range runs backwards, and says why', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<DailyPnlPage />, { permissions: ['reports.read'], respond: answer });
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveProperty('value', TODAY));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-05-11' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Pick an end on or after the start, at most 366 days in all');
    expect(asked(sent)).toEqual([[null, null]]);
  });

  it('shows the days as given and the total row, which matches them, in the screen and in the CSV', async () => {
    const user = userEvent.setup();
    renderConsole(<DailyPnlPage />, { permissions: ['reports.read'], respond: answer });
    const table = await screen.findByRole('table', { name: 'Daily P&L' });
    await within(table).findByText('Total');
    const cellsOf = (label: string) =>
      within(within(table).getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('2030-05-02')).toEqual([
      '2030-05-02',
      '150.00',
      '400.00',
      '1.00',
      '5.00',
      '-4.00',
      '0.40',
      '-4.40',
      '0',
      '0',
      '0',
    ]);
    const shown = cellsOf('Total');
    expect(shown).toEqual([
      'Total',
      '1,450.00',
      '400.00',
      '10.00',
      '9.00',
      '1.00',
      '0.40',
      '0.60',
      '2',
      '2',
      '0',
    ]);
    // The money of the total row is the sum of the days shown above it.
    const money = (text: string | null) => Math.round(Number(text?.replace(/,/g, '')) * 100);
    for (const column of [1, 2, 3, 4, 5, 6, 7])
      expect(money(shown[column]!), `column ${column}`).toBe(
        rows.reduce((sum, row) => sum + money(cellsOf(row.day)[column]!), 0),
      );

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The download itself is the browser's: jsdom cannot follow the link.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toBeDefined());
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Day,Deposits,Withdrawals,Bets,Wins,GGR,Bonuses,NGR,Active players,New players,First depositors',
    );
    expect(lines.slice(1)).toEqual([
      '2030-05-01,1300.00,0.00,9.00,4.00,5.00,0.00,5.00,2,2,0',
      '2030-05-02,150.00,400.00,1.00,5.00,-4.00,0.40,-4.40,0,0,0',
      'Total,1450.00,400.00,10.00,9.00,1.00,0.40,0.60,2,2,0',
    ]);
  });
});
