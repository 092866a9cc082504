import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { FreeRoundsPage } from './free-rounds-page.tsx';

const at = '2026-01-02T10:00:00.000Z';
const grant = (id: number, status: string) => ({
  id,
  memberId: 7,
  memberAccount: 'mya01',
  vendorCode: 'PG',
  gameCode: 'fortune',
  gameName: 'Fortune Ox',
  rounds: 10,
  roundsUsed: 4,
  betAmount: 200,
  status,
  expiresAt: at,
  createdAt: at,
  cancelledAt: null,
});

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/free-rounds' && request.method === 'GET')
    return { value: { list: [grant(2, 'active'), grant(1, 'used')], total: 2, totalPages: 1 } };
  if (request.path === '/wps/admin/free-rounds') return { value: { ...grant(3, 'active'), roundsUsed: 0 } };
  if (request.path === '/wps/admin/free-rounds/2/cancel') return { value: grant(2, 'cancelled') };
  return undefined;
}

const open = () =>
  renderConsole(<FreeRoundsPage />, {
    permissions: ['finance.adjust'],
    respond,
    path: '/games/free-rounds',
    route: '/games/free-rounds',
  });

describe('the free rounds page', () => {
  it('grants rounds with the stake typed as money, and refuses a bad form without sending it', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.type(await screen.findByLabelText('Player ID'), '7');
    await user.type(screen.getByLabelText('Vendor'), 'pg');
    await user.type(screen.getByLabelText('Game code'), 'fortune');
    await user.clear(screen.getByLabelText('Rounds'));
    await user.type(screen.getByLabelText('Rounds'), '501');
    await user.type(screen.getByLabelText('Stake per round'), '2.00');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(screen.getByLabelText('Rounds').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Rounds'));
    await user.type(screen.getByLabelText('Rounds'), '10');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    await screen.findByText('Granted 10 rounds to mya01.');
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({
      memberId: 7,
      vendorCode: 'PG',
      gameCode: 'fortune',
      rounds: 10,
      betAmount: 200,
      validDays: 7,
    });
  });

  it('shows what is left of each grant, and cancels only an active one', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findAllByText('4 / 10');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[2]!).getByText('All played')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: 'Cancel the rest' })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Cancel the rest' }));
    await waitFor(() =>
      expect(sent.some((request) => request.path === '/wps/admin/free-rounds/2/cancel')).toBe(true),
    );
  });
});
