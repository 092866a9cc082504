import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { AccountChangesPage } from './account-changes-page.tsx';

const change = (id: number, channelName: string, requestedBy: number, outdated = false) => ({
  id,
  channelId: id,
  channelCode: `CH_${id}`,
  channelName,
  status: 'pending',
  before: { bankName: 'Nova Demo Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****7890' },
  after: { bankName: 'CB Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****4321' },
  outdated,
  requestedBy,
  requestedByName: requestedBy === 1 ? 'tester' : 'colleague',
  decidedBy: null,
  decidedByName: null,
  decisionNote: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
});

// The console's test operator is id 1 ("tester").
const list = [change(11, 'Mine', 1), change(12, 'Theirs', 2), change(13, 'Stale', 2, true)];
const detail = {
  ...list[1],
  before: { bankName: 'Nova Demo Bank', accountName: 'Nova Play Ltd', accountNumber: '0012-3456-7890' },
  after: { bankName: 'CB Bank', accountName: 'Nova Play Ltd', accountNumber: '5555-6666-4321' },
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/payment-account-changes')
    return { value: { list, total: 3, totalPages: 1 } };
  if (request.path.startsWith('/wps/admin/payment-account-changes/12')) return { value: detail };
  return undefined;
}

const render = () => renderConsole(<AccountChangesPage />, { permissions: ['settings.write'], respond });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('account changes awaiting approval', () => {
  it('offers no decision on the operator’s own change, and no approval of an outdated one', async () => {
    const { sent } = render();
    const own = await rowOf('Mine');
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(own).getByText('Waits for another operator')).toBeTruthy();
    const other = await rowOf('Theirs');
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(other).getByText('CB Bank · ****4321')).toBeTruthy();
    const stale = await rowOf('Stale');
    expect(within(stale).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(stale).getByText('Outdated')).toBeTruthy();
    expect(
      sent.find((request) => request.path === '/wps/admin/payment-account-changes')?.query.get('status'),
    ).toBe('pending');
  });

  it('shows the checker both accounts in full before approving', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(within(await rowOf('Theirs')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('5555-6666-4321');
    expect(within(dialog).getByText('0012-3456-7890')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Note'), 'Called the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        expect.objectContaining({
          path: '/wps/admin/payment-account-changes/12/approve',
          body: { note: 'Called the bank' },
        }),
      ]),
    );
  });

  it('sends no rejection without a reason', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(within(await rowOf('Theirs')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText(/too small|at least|>=1/i);
    expect(posts(sent)).toEqual([]);
  });
});
