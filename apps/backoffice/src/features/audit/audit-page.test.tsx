import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { AuditPage } from './audit-page.tsx';

const staff = [
  {
    id: 4,
    username: 'cashier',
    role: 'finance',
    status: 'active',
    totpEnabled: false,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/operators') return { value: { list: staff, total: 1, totalPages: 1 } };
  if (request.path === '/wps/admin/audit') return { value: { list: [], total: 0, totalPages: 0 } };
  return undefined;
}

describe('the audit log page', () => {
  it('narrows the log to the operator and the whole days chosen', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<AuditPage />, {
      permissions: ['audit.read', 'operators.manage'],
      respond,
    });
    await waitFor(() => expect(sent.some((request) => request.path === '/wps/admin/operators')).toBe(true));
    await user.type(await screen.findByRole('combobox', { name: 'Operator' }), 'cash');
    // The dropdown opens through a transition jsdom never finishes: its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'cashier', hidden: true }));
    await user.type(screen.getByLabelText('From'), '2026-03-07');
    await user.type(screen.getByLabelText('To'), '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.some((request) => request.query.get('operatorId') === '4')).toBe(true));
    const asked = sent.findLast((request) => request.path === '/wps/admin/audit')?.query;
    const from = new Date(asked?.get('from') ?? '');
    const to = new Date(asked?.get('to') ?? '');
    // Local days: from the start of the first to the start of the day after the last.
    expect([from.getDate(), from.getHours()]).toEqual([7, 0]);
    expect([to.getDate(), to.getHours()]).toEqual([9, 0]);
  });
});
