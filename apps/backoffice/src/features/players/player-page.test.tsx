import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { PlayerPage } from './player-page.tsx';

const member = {
  id: 7,
  account: 'mya01',
  nickname: 'Mya',
  countryDialingCode: '95',
  mobile: '912345678',
  type: 0,
  status: 'active',
  lockedUntil: null,
  registerIp: '10.0.0.1',
  lastLoginIp: '10.0.0.9',
  lastLoginAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  email: null,
  emailVerified: false,
  mobileVerified: true,
  payeeName: null,
  fullname: null,
  uplineId: null,
  affiliateCode: null,
  referralCode: 'R7',
  registerMethod: 'WEB',
  registerType: 'USERNAME',
  registerUrl: null,
  domain: null,
  totpEnabled: false,
  hasPaymentPassword: false,
  previousLoginAt: null,
};
const session = {
  id: 1,
  loginType: 'PASSWORD',
  ip: '10.0.0.9',
  userAgent: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastSeenAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2026-01-03T00:00:00.000Z',
  revokedAt: null,
  live: true,
};
const note = (id: number, body: string) => ({
  id,
  body,
  operatorUsername: 'support1',
  createdAt: '2026-01-02T00:00:00.000Z',
});

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/members/7')
    return { value: { member, balances: { cash: 5_00 }, vendorWallets: [], sessions: [session] } };
  if (request.path === '/wps/admin/members/7/notes' && request.method === 'GET')
    return { value: { list: [note(1, 'Asked about a bonus')], total: 1, totalPages: 1, totalCapped: false } };
  if (request.path === '/wps/admin/members/7/notes') return { value: note(2, 'Called back') };
  if (request.path === '/wps/admin/members/7/reset-password')
    return {
      value: { id: 7, account: 'mya01', status: 'active', sessionsEnded: 2, temporaryPassword: 'abcdef2345' },
    };
  return undefined;
}

const open = (permissions: Parameters<typeof renderConsole>[1]['permissions']) =>
  renderConsole(<PlayerPage />, { permissions, respond, path: '/players/7', route: '/players/:id' });

describe('the player page', () => {
  it('adds a note as typed, and refuses an empty one without sending it', async () => {
    const user = userEvent.setup();
    const { sent } = open(['members.read', 'members.write']);
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    await screen.findByText('Asked about a bonus');
    const box = screen.getByLabelText('New note');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, 'Called back');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ body: 'Called back' });
  });

  it('resets the password only after a confirmation, then shows the temporary password once', async () => {
    const user = userEvent.setup();
    const { sent } = open(['members.read', 'members.write']);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent.some((request) => request.path.endsWith('/reset-password'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByTestId('temporary-password')).textContent).toBe('abcdef2345');
  });

  it('shows a reader neither the actions nor a box for notes, and links each session address to the search', async () => {
    const user = userEvent.setup();
    open(['members.read']);
    await screen.findByText('mya01');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Adjustments' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Sessions and IPs' }));
    expect(screen.getByRole('link', { name: '10.0.0.9' }).getAttribute('href')).toBe('/players?ip=10.0.0.9');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await screen.findByText('Asked about a bonus');
    expect(screen.queryByLabelText('New note')).toBeNull();
  });
});
