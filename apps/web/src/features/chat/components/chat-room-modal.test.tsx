import type { ChatMessage } from '@platform/contract/chat';
import type { WhitelabelNode } from '@platform/contract/system';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { memberInfo, whitelabel } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const withRoom: WhitelabelNode[] = [
  ...whitelabel,
  {
    modId: 'SUPPORT3',
    enabled: '1',
    childrenNodes: [{ modId: 'CHATROOM3', enabled: '1', childrenNodes: [] }],
  },
];
const member = {
  token: 'member-token',
  session: { memberType: '0', account: 'demo01' },
  whitelabel: withRoom,
};

const message = (id: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 7,
  seq: id,
  kind: 'member',
  senderName: 'ab***9',
  vipLabel: null,
  text,
  win: null,
  at: '2026-05-01T10:00:00.000Z',
  ...extra,
});

/** Opens the side menu's Live chat and answers the chat socket's sign-in and join. */
async function openRoom(user: ReturnType<typeof renderApp>['user'], history: ChatMessage[], canPost = true) {
  const before = FakeSocket.opened.length;
  const nav = await screen.findByRole('complementary', { name: 'Side menu' });
  await user.click(await within(nav).findByRole('button', { name: 'Live chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(before));
  const socket = FakeSocket.latest()!;
  act(() => socket.acceptConnection());
  act(() => socket.receive({ type: 'ready' }));
  expect(socket.sent).toEqual([
    { type: 'auth', token: expect.any(String) },
    { type: 'chat_join', language: 'EN' },
  ]);
  act(() =>
    socket.receive({
      type: 'chat_history',
      roomId: 7,
      language: 'EN',
      messages: history,
      maxLength: 20,
      canPost,
      mutedUntil: null,
    }),
  );
  return { dialog: within(dialog), socket };
}

describe('chat room modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the history, HTML as text, live messages, and drops a deleted one', async () => {
    const { user } = renderApp('/', member);
    const html = '<img src=x onerror=alert(1)>';
    const { dialog, socket } = await openRoom(user, [message(1, 'hello all'), message(2, html)]);
    expect(dialog.getByText('hello all')).toBeTruthy();
    expect(dialog.getByText(html)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    act(() =>
      socket.receive({ type: 'chat_message', message: message(3, 'fresh one', { senderName: 'Neo' }) }),
    );
    expect(dialog.getByText('fresh one')).toBeTruthy();
    act(() => socket.receive({ type: 'chat_message', message: message(3, 'fresh one') }));
    expect(dialog.getAllByText('fresh one')).toHaveLength(1);

    act(() => socket.receive({ type: 'chat_deleted', roomId: 7, ids: [1] }));
    expect(dialog.queryByText('hello all')).toBeNull();
  });

  it('announces a big win with the game and the amount', async () => {
    const { user } = renderApp('/', member);
    const win = message(4, '', {
      kind: 'win',
      senderName: 'ne***r',
      win: { game: 'Lucky Dice', amount: 250_000 },
    });
    const { dialog } = await openRoom(user, [win]);
    expect(dialog.getByText(/won .*2,500\.00 in Lucky Dice/)).toBeTruthy();
  });

  it('sends a post, checks its length first, and shows a refusal in the reader’s words', async () => {
    const { user } = renderApp('/', member);
    const { dialog, socket } = await openRoom(user, []);
    const box = dialog.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'x'.repeat(21));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Use at most 20 characters.')).toBeTruthy();
    expect(socket.sent.filter((sent) => (sent as { type: string }).type === 'chat_post')).toEqual([]);

    await user.clear(box);
    await user.type(box, '  hi there  ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'chat_post', roomId: 7, text: 'hi there' });
    expect((box as HTMLInputElement).value).toBe('');

    act(() => socket.receive({ type: 'chat_refused', code: 'CHAT_WORD_BLOCKED', message: 'x', ref: '1' }));
    expect(dialog.getByText('The message contains a word that is not allowed')).toBeTruthy();
    // The refused words come back into the box to be changed.
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('hi there'));
  });

  it('tells a muted player until when, and closes the composer', async () => {
    const { user } = renderApp('/', member);
    const { dialog, socket } = await openRoom(user, []);
    act(() => socket.receive({ type: 'chat_muted', until: '2099-05-01T10:30:00.000Z' }));
    expect(dialog.getByText(/You are muted until .*2099/)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).disabled).toBe(true);
    act(() => socket.receive({ type: 'chat_muted', until: null }));
    expect(dialog.queryByText(/You are muted until/)).toBeNull();
  });

  it('opens the composer again by itself when the mute ends', async () => {
    const { user } = renderApp('/', member);
    const { dialog, socket } = await openRoom(user, []);
    // Only the timeouts and the clock are moved: the sockets' ping intervals stay real and quiet.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    act(() => socket.receive({ type: 'chat_muted', until }));
    const box = () => dialog.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
    expect(dialog.getByText(/You are muted until/)).toBeTruthy();
    expect(box().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000 - 1000));
    expect(box().disabled).toBe(true);
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    // No message from the server: the instant passing is enough.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dialog.queryByText(/You are muted until/)).toBeNull();
    expect(box().disabled).toBe(false);
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('lets a trial player read but offers no composer', async () => {
    const { user } = renderApp('/', {
      ...member,
      token: 'trial-token',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4' },
    });
    const { dialog } = await openRoom(user, [message(1, 'welcome')], false);
    expect(dialog.getByText('welcome')).toBeTruthy();
    expect(
      dialog.getByText(
        'Trial accounts can read the chat room but cannot post. Please register a real account.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    const { user } = renderApp('/', { whitelabel: withRoom });
    const nav = await screen.findByRole('complementary', { name: 'Side menu' });
    await user.click(await within(nav).findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Chat room' })).toBeNull();
  });

  it('is in Chinese on a Chinese site', async () => {
    const { user } = renderApp('/', { ...member, lang: 'CN' });
    const nav = await screen.findByRole('complementary', { name: '侧边菜单' });
    await user.click(await within(nav).findByRole('button', { name: '在线客服' }));
    expect(await screen.findByRole('dialog', { name: '聊天室' })).toBeTruthy();
  });
});
