import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ChatModerationPage } from './chat-moderation-page.tsx';
import { ChatSettingsPage } from './chat-settings-page.tsx';

const rooms = [
  { id: 3, language: 'EN', lastSeq: 2, lastMessageAt: '2026-05-01T10:00:00.000Z' },
  { id: 4, language: 'CN', lastSeq: 0, lastMessageAt: null },
];
const messages = [
  {
    id: 11,
    roomId: 3,
    seq: 2,
    kind: 'member',
    senderName: 'sp***r',
    vipLabel: null,
    text: '<b>buy now</b>',
    win: null,
    at: '2026-05-01T10:00:00.000Z',
    memberId: 9,
    account: 'spammer',
    deletedAt: null,
  },
];
const settings = {
  maxPerWindow: 5,
  windowSeconds: 10,
  maxLength: 200,
  blockedWords: ['scam'],
  blockLinks: true,
  winThreshold: 100_000,
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/chat/rooms') return { value: rooms };
  if (request.path === '/wps/admin/chat/messages' && request.method === 'GET') return { value: messages };
  if (request.path === '/wps/admin/chat/messages/11') return { value: { deleted: true } };
  if (request.path === '/wps/admin/chat/mutes' && request.method === 'GET')
    return {
      value: [
        { memberId: 5, account: 'loud01', until: '2026-05-01T11:00:00.000Z', reason: 'caps', mutedBy: 'mod' },
      ],
    };
  if (request.path === '/wps/admin/chat/mutes' && request.method === 'POST')
    return {
      value: {
        ...(request.body as object),
        account: 'spammer',
        until: '2026-05-01T10:30:00.000Z',
        mutedBy: 'mod',
      },
    };
  if (request.path === '/wps/admin/chat/mutes/5') return { value: { lifted: true } };
  if (request.path === '/wps/admin/chat/settings' && request.method === 'GET') return { value: settings };
  if (request.path === '/wps/admin/chat/settings') return { value: request.body };
  return undefined;
}

const render = () =>
  renderConsole(<ChatModerationPage />, {
    permissions: ['chat.moderate'],
    respond,
    path: '/chat',
    route: '/chat',
  });

describe('the chat room console', () => {
  it("lists the room's messages as text and deletes one after asking", async () => {
    const user = userEvent.setup();
    const { sent } = render();
    expect(await screen.findByText('<b>buy now</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(sent.find((request) => request.path === '/wps/admin/chat/messages')?.query.get('roomId')).toBe(
      '3',
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        sent.some((request) => request.method === 'DELETE' && request.path === '/wps/admin/chat/messages/11'),
      ).toBe(true),
    );
  });

  it('mutes the author for the chosen time, and lifts a mute', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await screen.findByText('<b>buy now</b>');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute spammer' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'ads');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(
        sent.find((request) => request.method === 'POST' && request.path === '/wps/admin/chat/mutes')?.body,
      ).toEqual({
        memberId: 9,
        minutes: 30,
        reason: 'ads',
      }),
    );

    expect(await screen.findByText('loud01')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    await waitFor(() =>
      expect(
        sent.some((request) => request.method === 'DELETE' && request.path === '/wps/admin/chat/mutes/5'),
      ).toBe(true),
    );
  });

  it('saves the rules: words one per line, the threshold as minor units', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<ChatSettingsPage />, {
      permissions: ['chat.moderate'],
      respond,
      path: '/settings/chat',
      route: '/settings/chat',
    });
    const words = await screen.findByLabelText('Blocked words');
    await user.clear(words);
    await user.type(words, 'scam{enter} spam {enter}{enter}');
    const threshold = screen.getByLabelText('Announce wins from');
    await user.clear(threshold);
    await user.type(threshold, '2500.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        ...settings,
        blockedWords: ['scam', 'spam'],
        winThreshold: 250_050,
      }),
    );
  });
});
