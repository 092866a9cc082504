import type { VendorReport } from '@platform/contract/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { VendorsPage } from './vendors-page.tsx';

const report: VendorReport = {
  from: '2030-05-01',
  to: '2030-05-02',
  timeZone: 'Asia/Yangon',
  rows: [
    { vendor: 'INHOUSE', rounds: 4, players: 2, bets: 700, wins: 150, ggr: 550, ggrShareBp: 13_750 },
    { vendor: 'PG', rounds: 3, players: 1, bets: 300, wins: 450, ggr: -150, ggrShareBp: -3_750 },
  ],
  // Players once over every vendor: the sum of the rows would count one twice.
  total: { rounds: 7, players: 2, bets: 1_000, wins: 600, ggr: 400 },
};

function answer(request: SentRequest) {
  return request.path === '/wps/admin/reports/vendors' ? { value: report } : undefined;
}

describe('the vendor report in the console', () => {
  it('shows each vendor and the total row as given, the total matching the rows', async () => {
    renderConsole(<VendorsPage />, { permissions: ['reports.read'], respond: answer });
    const table = await screen.findByRole('table', { name: 'Vendor report' });
    await within(table).findByText('Total');
    const cellsOf = (label: string) =>
      within(within(table).getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('INHOUSE')).toEqual(['INHOUSE', '4', '2', '7.00', '1.50', '5.50', '137.50%']);
    expect(cellsOf('PG')).toEqual(['PG', '3', '1', '3.00', '4.50', '-1.50', '-37.50%']);
    expect(cellsOf('Total')).toEqual(['Total', '7', '2', '10.00', '6.00', '4.00', '—']);
  });
});
