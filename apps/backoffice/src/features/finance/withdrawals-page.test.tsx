import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const requested = {
  id: 7,
  memberId: 3,
  orderNo: 'WD0123456789ABCDEF01',
  amount: 300_00,
  status: 'requested',
  bankName: 'KBZ Bank',
  accountNumber: '123456789012',
  accountNumberMasked: '****9012',
  holderName: 'Aung Aung',
  receiptAnswer: null,
  disputedAmount: null,
  refundedAmount: null,
  closedAs: null,
  receiptDeadline: null,
  reviewNote: null,
  proofs: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  closedAt: null,
  reviewedBy: null,
};

describe('withdrawals in the console', () => {
  it('lists the queue with the amount in the currency, and offers the steps of each status', async () => {
    renderConsole(<WithdrawalsPage />, {
      permissions: ['finance.withdrawals'],
      respond: (request) =>
        request.path === '/wps/admin/withdrawals'
          ? { value: { list: [requested], total: 1, totalPages: 1 } }
          : undefined,
    });
    const row = (await screen.findByText(requested.orderNo)).closest('tr') as HTMLElement;
    expect(within(row).getByText('300.00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('refuses a rejection without a note under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<WithdrawalsPage />, {
      permissions: ['finance.withdrawals'],
      respond: (request) =>
        request.path === '/wps/admin/withdrawals'
          ? { value: { list: [requested], total: 1, totalPages: 1 } }
          : undefined,
    });
    const row = (await screen.findByText(requested.orderNo)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText(/too small|at least|>=1/i);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the note with the step, and shows the server’s refusal in the reader’s words', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<WithdrawalsPage />, {
      permissions: ['finance.withdrawals'],
      respond: (request) => {
        if (request.method === 'POST') return { status: 409, code: 'CONFLICT' };
        return request.path === '/wps/admin/withdrawals'
          ? { value: { list: [requested], total: 1, totalPages: 1 } }
          : undefined;
      },
    });
    const row = (await screen.findByText(requested.orderNo)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note'), 'Name does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText('This is already in use');
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')).toMatchObject({
        path: '/wps/admin/withdrawals/7/reject',
        body: { note: 'Name does not match' },
      }),
    );
  });
});
