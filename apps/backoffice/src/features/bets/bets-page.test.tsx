import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { BetsPage } from './bets-page.tsx';

const at = '2026-01-02T10:00:00.000Z';
const slotRound = {
  id: 41,
  memberId: 7,
  memberAccount: 'mya01',
  vendorCode: 'PG',
  roundId: 'R-slot',
  gameCode: 'fortune',
  gameName: 'Fortune Ox',
  status: 'settled',
  stake: 550,
  payout: 9_000,
  placedAt: at,
  settledAt: at,
};
const inHouseRound = { ...slotRound, id: 42, vendorCode: 'INHOUSE', roundId: 'IH-9', gameCode: 'dice' };
const call = (transactionId: string, kind: string, amount: number, extra = {}) => ({
  transactionId,
  kind,
  winType: null,
  amount,
  jackpotContribution: 0,
  refTransactionId: null,
  ledgerTransferId: 900,
  createdAt: at,
  ...extra,
});

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/bets')
    return { value: { list: [slotRound, inHouseRound], hasMore: false } };
  if (request.path === '/wps/admin/bets/count') return { value: { total: 2, totalCapped: false } };
  if (request.path === '/wps/admin/bets/41')
    return {
      value: {
        round: slotRound,
        transactions: [
          call('b-1', 'bet', 400, { jackpotContribution: 8 }),
          call('b-2', 'bet', 200),
          call('rf-1', 'refund', 50, { refTransactionId: 'b-2' }),
          call('jp-1', 'win', 9_000, { winType: 'jackpot' }),
        ],
        jackpotContributed: 8,
        jackpotWon: 9_000,
      },
    };
  if (request.path === '/wps/admin/bets/42')
    return { value: { round: inHouseRound, transactions: [], jackpotContributed: 0, jackpotWon: 0 } };
  return undefined;
}

describe('round details from the bet list', () => {
  it('opens a round’s wallet calls in order, naming partial refunds and jackpot wins', async () => {
    const user = userEvent.setup();
    renderConsole(<BetsPage />, { permissions: ['members.read'], respond, path: '/bets', route: '/bets' });
    await user.click(await screen.findByRole('button', { name: 'Details of round R-slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round R-slot' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Bet',
      'Bet',
      'Partial refund',
      'Jackpot win',
    ]);
    expect(within(dialog).getByText('of bet b-2')).toBeTruthy();
    expect(within(dialog).getByText(/^Jackpot: .*0\.08 contributed, .*90\.00 won$/)).toBeTruthy();
  });

  it('sends an in-house round to its recall page instead', async () => {
    const user = userEvent.setup();
    renderConsole(<BetsPage />, { permissions: ['members.read'], respond, path: '/bets', route: '/bets' });
    await user.click(await screen.findByRole('button', { name: 'Details of round IH-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round IH-9' });
    const recall = within(dialog).getByRole('link', { name: /open its recall/ });
    expect(recall.getAttribute('href')).toBe('/games/rounds?roundId=IH-9');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
