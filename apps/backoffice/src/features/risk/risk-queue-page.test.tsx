import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { RiskQueuePage } from './risk-queue-page.tsx';

const at = '2026-01-02T10:00:00.000Z';
const member = {
  id: 7,
  account: 'mya01',
  status: 'active',
  withdrawalsHeld: false,
  bonusesRestricted: false,
};
const fact = { at, amount: null, ip: null, userAgent: null, bankAccount: null, reference: null };
const rapid = {
  id: 11,
  rule: 'rapid-cycle',
  subject: 'withdrawal:WD1',
  period: '2026-01-02',
  status: 'open',
  figures: { deposit: 100_000, withdrawal: 90_000, staked: 10_000, minutes: 60 },
  members: [member],
  facts: [
    { ...fact, kind: 'deposit', memberId: 7, amount: 100_000, reference: 'DP1' },
    { ...fact, kind: 'bets', memberId: 7, amount: 10_000 },
    {
      ...fact,
      kind: 'withdrawal',
      memberId: 7,
      amount: 90_000,
      bankAccount: 'KBZ Bank ****7890',
      reference: 'WD1',
    },
  ],
  raisedAt: at,
  decidedAt: null,
  decisionNote: null,
};
const sharedIp = {
  ...rapid,
  id: 12,
  rule: 'shared-ip',
  subject: 'ip:203.0.113.7',
  figures: { accounts: 2, hours: 24 },
  members: [member, { ...member, id: 8, account: 'mya02' }],
  facts: [
    { ...fact, kind: 'login', memberId: 7, ip: '203.0.113.7', userAgent: 'UA-phone', reference: '3' },
    { ...fact, kind: 'login', memberId: 8, ip: '203.0.113.7', userAgent: 'UA-phone', reference: '1' },
  ],
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/risk/signals' && request.method === 'GET') {
    const list = request.query.get('rule') === 'shared-ip' ? [sharedIp] : [rapid, sharedIp];
    return { value: { list, total: list.length, totalPages: 1 } };
  }
  if (request.path === '/wps/admin/risk/signals/11/action')
    return { value: { ...rapid, status: 'actioned', members: [{ ...member, withdrawalsHeld: true }] } };
  return undefined;
}

const open = () => renderConsole(<RiskQueuePage />, { permissions: ['risk.review'], respond });

describe('the risk queue page', () => {
  it('lists open signals with what matched, in money, and filters by rule', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByText('Deposited 1,000.00, asked to withdraw 900.00 60 minutes later, staked 100.00');
    expect(screen.getByText('2 accounts used one address within 24 hours')).toBeTruthy();
    expect(sent.find((r) => r.path === '/wps/admin/risk/signals')?.query.get('status')).toBe('open');

    await user.click(screen.getByRole('combobox', { name: 'Rule' }));
    await user.click(
      await screen.findByRole('option', { name: 'Several accounts on one address', hidden: true }),
    );
    await waitFor(() =>
      expect(
        sent.some((r) => r.path === '/wps/admin/risk/signals' && r.query.get('rule') === 'shared-ip'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText(/Deposited 1,000.00/)).toBeNull());
  });

  it('shows the evidence and holds withdrawals only with a reason', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByText(/Deposited 1,000.00/);
    const rows = screen.getAllByRole('row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Review' }));
    const evidence = await screen.findByRole('table', { name: 'Evidence' });
    expect(within(evidence).getByText('Deposit credited')).toBeTruthy();
    expect(within(evidence).getByText('KBZ Bank ****7890')).toBeTruthy();
    expect(within(evidence).getByText('DP1')).toBeTruthy();

    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hold withdrawals' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Washing money through the wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Hold withdrawals' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/wps/admin/risk/signals/11/action',
      body: { action: 'hold-withdrawals', memberId: 7, reason: 'Washing money through the wallet' },
    });
  });
});
