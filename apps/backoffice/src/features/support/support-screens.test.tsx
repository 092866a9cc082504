import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { CannedRepliesPage } from './canned-replies-page.tsx';
import { SupportInboxPage } from './support-inbox-page.tsx';

const message = (id: number, sender: 'member' | 'operator', body: string, author: string | null = null) => ({
  id,
  sender,
  author,
  body,
  createdAt: '2026-01-02T10:00:00.000Z',
});
const row = {
  id: 12,
  memberId: 7,
  account: 'mya01',
  status: 'open',
  assignedTo: null,
  lastMessage: message(2, 'member', '<script>alert(1)</script> my deposit'),
  unread: 2,
  lastMessageAt: '2026-01-02T10:00:00.000Z',
};
const conversation = {
  ...row,
  messages: [message(1, 'member', 'hello'), message(2, 'member', '<script>alert(1)</script> my deposit')],
  memberReadId: 0,
  operatorReadId: 0,
  memberTyping: true,
  hasOlder: false,
};
const canned = { id: 3, title: 'Greeting', body: 'Hello, how can I help?' };

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/support/conversations') return { value: { list: [row] } };
  if (request.path === '/wps/admin/support/conversations/12') return { value: conversation };
  if (request.path === '/wps/admin/support/agents')
    return {
      value: {
        list: [
          { id: 1, username: 'tester' },
          { id: 2, username: 'bob' },
        ],
      },
    };
  if (request.path === '/wps/admin/support/canned' && request.method === 'GET')
    return { value: { list: [canned] } };
  if (request.path === '/wps/admin/support/canned') return { value: { id: 4, ...(request.body as object) } };
  if (request.path === '/wps/admin/support/conversations/12/read') return { value: null };
  if (request.path === '/wps/admin/support/conversations/12/typing') return { value: null };
  if (request.path === '/wps/admin/support/conversations/12/assign')
    return { value: { ...conversation, assignedTo: { id: 1, username: 'tester' } } };
  if (request.path === '/wps/admin/support/conversations/12/messages')
    return { value: message(3, 'operator', (request.body as { body: string }).body, 'tester') };
  return undefined;
}

describe('the support inbox', () => {
  it('opens a conversation (read), shows markup as text and typing, takes it and replies with a canned reply', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<SupportInboxPage />, { permissions: ['support.reply'], respond });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findByLabelText('2 unread')).toBeTruthy();
    await user.click(within(list).getByText('mya01'));
    // In the list's preview and in the conversation, as text both times.
    expect(await screen.findAllByText('<script>alert(1)</script> my deposit')).toHaveLength(2);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('mya01 is typing…')).toBeTruthy();
    await waitFor(() => expect(sent.some((request) => request.path.endsWith('/12/read'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/assign'))?.body).toEqual({ operatorId: 1 }),
    );

    await user.click(await screen.findByRole('combobox', { name: 'Canned reply' }));
    // The dropdown opens through a transition jsdom never finishes: its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Greeting', hidden: true }));
    expect((screen.getByLabelText('Reply (plain text)') as HTMLTextAreaElement).value).toBe(
      'Hello, how can I help?',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/messages'))?.body).toEqual({
        body: 'Hello, how can I help?',
      }),
    );
  });

  it('loads older messages before the oldest one shown, until there are none', async () => {
    const user = userEvent.setup();
    const latest = { ...conversation, unread: 0, hasOlder: true, memberTyping: false };
    latest.messages = [
      message(101, 'member', 'latest question'),
      message(102, 'operator', 'latest answer', 'tester'),
    ];
    const older = { ...latest, hasOlder: false, messages: [message(40, 'member', 'very first message')] };
    const { sent } = renderConsole(<SupportInboxPage />, {
      permissions: ['support.reply'],
      respond: (request) => {
        if (request.path !== '/wps/admin/support/conversations/12') return respond(request);
        return { value: request.query.get('before') === '101' ? older : latest };
      },
    });
    await user.click(await screen.findByText('mya01'));
    const log = (await screen.findByText('latest question')).closest(
      '.mantine-ScrollArea-root',
    ) as HTMLElement;
    expect(within(log).queryByText('very first message')).toBeNull();

    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('very first message')).toBeTruthy();
    expect(
      sent.filter((request) => request.query.has('before')).map((request) => request.query.get('before')),
    ).toEqual(['101']);
    // Oldest first, each once, and nothing older left to load.
    const texts = [...log.querySelectorAll('p')].map((line) => line.textContent);
    expect(texts.filter((text) => !text?.includes('·'))).toEqual([
      'very first message',
      'latest question',
      'latest answer',
      'Not read yet',
    ]);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('refuses an empty reply before sending', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<SupportInboxPage />, { permissions: ['support.reply'], respond });
    await user.click(await screen.findByText('mya01'));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reply (plain text)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent.some((request) => request.path.endsWith('/messages'))).toBe(false);
  });

  it('adds a canned reply', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<CannedRepliesPage />, { permissions: ['support.reply'], respond });
    expect(await screen.findByText('Hello, how can I help?')).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Bye');
    await user.type(screen.getByLabelText('Text'), 'Thanks for writing.');
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Bye',
        body: 'Thanks for writing.',
      }),
    );
  });
});
