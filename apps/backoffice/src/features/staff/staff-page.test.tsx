import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { StaffPage } from './staff-page.tsx';

const operator = (id: number, username: string, role: string) => ({
  id,
  username,
  role,
  status: 'active',
  totpEnabled: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
// The signed-in tester is operator 1.
const staff = [operator(1, 'tester', 'admin'), operator(2, 'cashier', 'finance')];

function respond(request: SentRequest) {
  if (request.method === 'GET' && request.path === '/wps/admin/operators')
    return { value: { list: staff, total: staff.length, totalPages: 1 } };
  if (request.method === 'POST') return { value: operator(3, 'newbie', 'support') };
  if (request.method === 'PATCH') return { value: staff[1] };
  return undefined;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const open = () => renderConsole(<StaffPage />, { permissions: ['operators.manage'], respond });

describe('the staff page', () => {
  it('adds an operator as typed, refusing a short password without sending it', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByText('cashier');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText(/First password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The password field is marked and explained by the contract's own rule.
    await within(dialog).findByText(/expected string to have >=12 characters/);
    expect(
      within(dialog)
        .getByLabelText(/First password/)
        .getAttribute('data-invalid'),
    ).toBe('true');
    expect(writes(sent)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/First password/), ' and long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({
      username: 'newbie',
      password: 'short and long enough',
      role: 'support',
    });
  });

  it('sends only what changed, and never offers one’s own role or status', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByText('cashier');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    let dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Role') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Status') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Clear the authenticator/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toMatchObject({
      method: 'PATCH',
      path: '/wps/admin/operators/2',
      body: { resetTotp: true },
    });
  });
});
