import type { AdminLotteryDraw } from '@platform/contract/lottery-admin';
import type { OperatorPermission } from '@platform/contract/operators';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { LotteryDrawsPage } from './lottery-draws-page.tsx';

const draw = (drawId: string, status: AdminLotteryDraw['status'], extra: Partial<AdminLotteryDraw> = {}) => ({
  drawId,
  status,
  opensAt: '2026-11-28T10:05:00.000Z',
  closesAt: '2026-11-28T10:05:55.000Z',
  drawsAt: '2026-11-28T10:06:00.000Z',
  drawnAt: null,
  settledAt: null,
  slipCount: 0,
  totalStaked: 0,
  totalPaid: 0,
  largestLiability: 0,
  ...extra,
});
const open = draw('FAST1-20261128T100600', 'open', {
  slipCount: 3,
  totalStaked: 30_000,
  largestLiability: 97_000,
});
const settled = draw('FAST1-20261128T100500', 'settled', {
  slipCount: 2,
  totalStaked: 2_000,
  totalPaid: 9_700,
});

function renderDraws(permissions: OperatorPermission[] = ['reports.read', 'games.write']) {
  return renderConsole(<LotteryDrawsPage />, {
    permissions,
    path: '/games/lotteries/FAST1',
    route: '/games/lotteries/:gameCode',
    respond: (request) => {
      if (request.path === '/wps/admin/lottery/games/FAST1/draws')
        return {
          value: {
            list: [open, settled],
            pageNo: 1,
            pageSize: 20,
            total: 2,
            totalCapped: false,
            totalPages: 1,
          },
        };
      if (request.path === `/wps/admin/lottery/draws/${open.drawId}/exposure`)
        return {
          value: {
            drawId: open.drawId,
            maxExposure: 50_000_000,
            list: [{ market: 'POSITION', selection: '3:7', liability: 97_000, remaining: 49_903_000 }],
          },
        };
      if (request.path === `/wps/admin/lottery/draws/${open.drawId}/cancel`)
        return { value: { refunded: 3, amount: 30_000 } };
      return undefined;
    },
  });
}

const cancels = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const rowOf = async (drawId: string) => (await screen.findByText(drawId)).closest('tr') as HTMLElement;

describe('a lottery’s draws', () => {
  it('lists the draws with their slips, stakes, returns and largest liability, and only an open one may be cancelled', async () => {
    renderDraws();
    const made = await rowOf(settled.drawId);
    expect(within(made).getByText('Settled')).toBeTruthy();
    expect(within(made).getByText('97.00')).toBeTruthy();
    expect(within(made).queryByRole('button', { name: /Cancel/ })).toBeNull();
    const running = await rowOf(open.drawId);
    expect(within(running).getByText('300.00')).toBeTruthy();
    expect(within(running).getByText('970.00')).toBeTruthy();
    expect(within(running).getByRole('button', { name: `Cancel ${open.drawId}` })).toBeTruthy();
  });

  it('shows a draw’s exposure per selection beside the cap', async () => {
    renderDraws();
    await userEvent.setup().click(await screen.findByRole('button', { name: `Exposure of ${open.drawId}` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Cap per selection: 500,000.00')).toBeTruthy();
    const row = within(dialog).getByText('3:7').closest('tr') as HTMLElement;
    expect(within(row).getByText('Digit at a position')).toBeTruthy();
    expect(within(row).getByText('970.00')).toBeTruthy();
    expect(within(row).getByText('499,030.00')).toBeTruthy();
  });

  it('asks before cancelling: keeping the draw sends nothing, confirming refunds and says how much', async () => {
    const user = userEvent.setup();
    const { sent } = renderDraws();
    await user.click(await screen.findByRole('button', { name: `Cancel ${open.drawId}` }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every slip on this draw is refunded/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the draw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Cancel ${open.drawId}` }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel draw and refund' }));
    expect(await screen.findByText(/3 slips refunded, 300.00 in all/)).toBeTruthy();
    expect(cancels(sent).map((request) => request.path)).toEqual([
      `/wps/admin/lottery/draws/${open.drawId}/cancel`,
    ]);
  });

  it('offers neither exposure nor cancel to an operator who may only read', async () => {
    renderDraws(['reports.read']);
    const running = await rowOf(open.drawId);
    expect(within(running).queryByRole('button')).toBeNull();
  });
});
