import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { MessagesPage } from './messages-page.tsx';

const at = '2031-03-01T10:00:00.000Z';
const sentMessage = {
  id: 5,
  kind: 'promotion',
  title: 'Weekend bonus',
  body: 'Deposit now',
  template: null,
  targetKind: 'agentTree',
  target: { account: 'agent01' },
  recipients: 40,
  reads: 12,
  createdAt: at,
  createdBy: 'support01',
  withdrawnAt: null,
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/messages' && request.method === 'GET')
    return { value: { list: [sentMessage], total: 1, totalPages: 1 } };
  if (request.path === '/wps/admin/messages/preview') {
    const body = request.body as { target: { kind: string; account?: string } };
    if (body.target.account === 'ghost')
      return { status: 404, code: 'PLAYER_NOT_FOUND', message: 'No player has this account' };
    return { value: { recipients: body.target.kind === 'member' ? 1 : 40 } };
  }
  if (request.path === '/wps/admin/messages' && request.method === 'POST')
    return { value: { ...sentMessage, id: 6, kind: 'announcement', recipients: 1 } };
  if (request.path === '/wps/admin/messages/5/withdraw')
    return { value: { ...sentMessage, withdrawnAt: at } };
  return undefined;
}

const open = () =>
  renderConsole(<MessagesPage />, {
    permissions: ['messages.write'],
    respond,
    path: '/messages',
    route: '/messages',
  });

describe('the messages page', () => {
  it('counts the recipients first, then sends exactly what was counted', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.selectOptions(await screen.findByLabelText('Recipients'), 'member');
    await user.type(screen.getByLabelText('Player account'), 'player01');
    await user.type(screen.getByLabelText('Title'), '<b>Hello</b>');
    await user.type(screen.getByLabelText(/^Message/), 'Line one');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('This message will reach 1 players.')).toBeTruthy();
    expect(sent.some((request) => request.path === '/wps/admin/messages' && request.method === 'POST')).toBe(
      false,
    );

    await user.click(screen.getByRole('button', { name: 'Send to 1 players' }));
    expect(await screen.findByText('Sent to 1 players.')).toBeTruthy();
    const posted = sent.find(
      (request) => request.path === '/wps/admin/messages' && request.method === 'POST',
    );
    expect(posted?.body).toEqual({
      kind: 'announcement',
      target: { kind: 'member', account: 'player01' },
      title: '<b>Hello</b>',
      body: 'Line one',
    });
  });

  it('refuses an empty draft without asking, and shows the server’s refusal of an unknown player', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.selectOptions(await screen.findByLabelText('Recipients'), 'agentTree');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Agent account').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Agent account'), 'ghost');
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText(/^Message/), 'x');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText(/player/i, { selector: '.mantine-Alert-message' })).toBeTruthy();
  });

  it('lists sent messages with read counts, and withdraws one after asking', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(await within(table).findByText('Weekend bonus')).toBeTruthy();
    expect(within(table).getByText('12 / 40')).toBeTruthy();
    expect(within(table).getByText('Agent downline: agent01')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sent.some((request) => request.path === '/wps/admin/messages/5/withdraw')).toBe(true),
    );
  });
});
