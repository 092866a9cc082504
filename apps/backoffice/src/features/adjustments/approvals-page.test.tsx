import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

const pending = (id: number, requestedBy: number, requestedByName: string) => ({
  id,
  reference: `ADJ${id}`,
  memberId: 5,
  memberAccount: `player${id}`,
  account: 'cash',
  direction: 'credit',
  amount: 2_000_00,
  reason: 'Goodwill',
  status: 'pending',
  requiresApproval: true,
  requestedBy,
  requestedByName,
  decidedBy: null,
  decidedByName: null,
  decisionNote: null,
  balanceAfter: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
});

// The console's test operator is id 1 ("tester").
const list = [pending(11, 1, 'tester'), pending(12, 2, 'colleague')];

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/adjustments') return { value: { list, total: 2, totalPages: 1 } };
  if (request.path === '/wps/admin/adjustment-policy') return { value: { approvalThreshold: 1_000_00 } };
  return undefined;
}

const rowOf = async (reference: string) => (await screen.findByText(reference)).closest('tr') as HTMLElement;

describe('the approvals queue', () => {
  it('offers approve only on other operators’ requests, and withdraw on one’s own', async () => {
    const { sent } = renderConsole(<ApprovalsPage />, { permissions: ['finance.adjust'], respond });
    const own = await rowOf('ADJ11');
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(own).getByText('(you)')).toBeTruthy();
    const other = await rowOf('ADJ12');
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(other).getByText('+2,000.00')).toBeTruthy();
    expect(sent.find((request) => request.path === '/wps/admin/adjustments')?.query.get('status')).toBe(
      'pending',
    );
  });

  it('shows the threshold to a checker, and the form to set it only to an administrator', async () => {
    renderConsole(<ApprovalsPage />, { permissions: ['finance.adjust'], respond });
    expect((await screen.findByTestId('approval-threshold')).textContent).toContain('1,000.00');
    expect(screen.queryByLabelText('Threshold')).toBeNull();
  });

  it('lets an administrator set the threshold in money, sent in minor units', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const { sent } = renderConsole(<ApprovalsPage />, {
      permissions: ['finance.adjust', 'settings.write'],
      respond: (request) =>
        request.method === 'PUT' ? { value: { approvalThreshold: 2_500_00 } } : respond(request),
    });
    const input = await screen.findByLabelText('Threshold');
    expect((input as HTMLInputElement).value).toBe('1000');
    await user.clear(input);
    await user.type(input, '2,500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ approvalThreshold: 2_500_00 });
  });
});
