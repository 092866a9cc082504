import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { AdjustmentDialog } from './adjustment-dialog.tsx';

const posted = {
  id: 9,
  reference: 'ADJ9',
  memberId: 5,
  memberAccount: 'aungaung',
  account: 'cash',
  direction: 'credit',
  amount: 125_50,
  reason: 'Goodwill',
  status: 'posted',
  requiresApproval: false,
  requestedBy: 1,
  requestedByName: 'tester',
  decidedBy: null,
  decidedByName: null,
  decisionNote: null,
  balanceAfter: 1_125_50,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: '2026-01-01T00:00:00.000Z',
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/adjustment-policy') return { value: { approvalThreshold: 1_000_00 } };
  if (request.method === 'POST' && request.path === '/wps/admin/adjustments') return { value: posted };
  return undefined;
}

const open = () =>
  renderConsole(
    <AdjustmentDialog
      memberId={5}
      memberAccount="aungaung"
      balances={{ cash: 1_000_00 }}
      onClose={() => {}}
    />,
    { permissions: ['finance.adjust'], respond },
  );

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the adjustment dialog', () => {
  it('refuses an empty reason and a missing amount under their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Above 1,000\.00, another operator must approve/);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Enter an amount');
    expect(within(dialog).getByText('Say why the balance changes')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Reason'), '    ');
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(posts(sent)).toEqual([]);
  });

  it('refuses a zero amount and one too precise for the currency, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.type(within(dialog).getByLabelText('Amount'), '0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Enter an amount above zero');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1.005');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Too many decimal places for this currency');
    expect(posts(sent)).toEqual([]);
  });

  it('sends the amount in minor units with a request key, and says it posted', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '125.50');
    await user.type(within(dialog).getByLabelText('Reason'), '  Goodwill  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Posted. The balance is now 1,125.50.');
    expect(posts(sent)).toHaveLength(1);
    expect(posts(sent)[0]?.body).toMatchObject({
      memberId: 5,
      account: 'cash',
      direction: 'credit',
      amount: 125_50,
      reason: 'Goodwill',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });
});
