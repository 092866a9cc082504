import type { MemberMessage } from '@platform/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { memberInfo } from '../../../test/fixtures.ts';
import { envelope, openMemberTab } from '../../../test/member-tab.tsx';
import { callsTo, renderApp } from '../../../test/render-app.tsx';

const operatorMessage: MemberMessage = {
  id: 11,
  kind: 'announcement',
  title: '<b>Maintenance</b> tonight',
  body: '<script>alert(1)</script>\nBack at 02:00',
  template: null,
  createdAt: '2031-03-01T10:00:00.000Z',
  read: false,
};
const depositNotice: MemberMessage = {
  id: 12,
  kind: 'system',
  title: null,
  body: null,
  template: { key: 'DEPOSIT_CREDITED', params: { amount: 500_00, orderNo: 'D123' } },
  createdAt: '2031-03-01T09:00:00.000Z',
  read: true,
};

/** A small inbox server: the list, the count, and what reading and deleting do to them. */
function inboxServer(messages: MemberMessage[]) {
  let inbox = messages.map((message) => ({ ...message }));
  const unread = () => inbox.filter((message) => !message.read).length;
  const count = () => envelope({ unreadMessage: unread() });
  const idOf = (path: string) => Number(path.split('/').pop());
  return {
    routes: {
      'GET /wps/member/messages': () =>
        envelope({ list: inbox, total: inbox.length, totalPages: 1, unreadMessage: unread() }),
      'GET /wps/member/messages/unread': count,
      'POST /wps/member/messages/readAll': () => {
        for (const message of inbox) message.read = true;
        return count();
      },
      ...Object.fromEntries(
        messages.flatMap((message) => [
          [
            `GET /wps/member/messages/${message.id}`,
            ({ url }: { url: URL }) => {
              const found = inbox.find((m) => m.id === idOf(url.pathname));
              if (found) found.read = true;
              return envelope(found);
            },
          ],
          [
            `DELETE /wps/member/messages/${message.id}`,
            ({ url }: { url: URL }) => {
              inbox = inbox.filter((m) => m.id !== idOf(url.pathname));
              return count();
            },
          ],
        ]),
      ),
    },
    setInbox(next: MemberMessage[]) {
      inbox = next;
    },
  };
}

const memberMenu = () => screen.getByRole('navigation', { name: 'Member center' });

describe('platform messages tab', () => {
  it('lists operator words as text and system notices in the reader’s words, with the unread badge', async () => {
    const server = inboxServer([operatorMessage, depositNotice]);
    openMemberTab('messageV2', { routes: server.routes });
    expect(await screen.findByText('<b>Maintenance</b> tonight')).toBeTruthy();
    // Markup is shown as typed, never made into elements.
    expect(document.querySelector('main b, main script')).toBeNull();
    expect(screen.getByText('Deposit credited')).toBeTruthy();
    expect(
      screen.getByText('Your deposit of K 500.00 (order D123) has been credited to your wallet.'),
    ).toBeTruthy();
    expect(screen.getByText('1 unread', { selector: 'p' })).toBeTruthy();
    expect(await within(memberMenu()).findByText('1')).toBeTruthy();
  });

  it('opening an unread message marks it read and the badge falls', async () => {
    const server = inboxServer([operatorMessage, depositNotice]);
    const { user, calls } = openMemberTab('messageV2', { routes: server.routes });
    await user.click(await screen.findByRole('button', { name: /Maintenance/ }));
    const dialog = await screen.findByRole('dialog', { name: '<b>Maintenance</b> tonight' });
    expect(within(dialog).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    await waitFor(async () => expect(await calls('GET /wps/member/messages/11')).toHaveLength(1));
    expect(await screen.findByText('0 unread', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(within(memberMenu()).queryByText('1')).toBeNull());
    // Opening a message already read asks nothing more.
    const [, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButton!);
    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(await calls('GET /wps/member/messages/12')).toHaveLength(0);
  });

  it('marks all read, and deletes a message after asking', async () => {
    const server = inboxServer([operatorMessage, depositNotice]);
    const { user, calls } = openMemberTab('messageV2', { routes: server.routes });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread', { selector: 'p' })).toBeTruthy();
    expect(await calls('POST /wps/member/messages/readAll')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this message? It cannot be restored.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(await calls('DELETE /wps/member/messages/12')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Deposit credited')).toBeNull());
    expect(screen.getByText('<b>Maintenance</b> tonight')).toBeTruthy();
  });

  it('words a system notice in Chinese', async () => {
    const server = inboxServer([depositNotice]);
    openMemberTab('messageV2', { routes: server.routes, lang: 'CN' });
    expect(await screen.findByText('存款已到账')).toBeTruthy();
  });

  it('the tab bar badge rises live when the socket says a message arrived', async () => {
    const server = inboxServer([depositNotice]);
    const { fetchMock } = renderApp('/', {
      token: 'tok-1',
      session: { memberType: '0' },
      routes: server.routes,
    });
    const tabBar = () => screen.getByRole('navigation', { name: 'Quick navigation' });
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    socket.acceptConnection();
    socket.receive({ type: 'ready' });
    expect(within(tabBar()).queryByText('1')).toBeNull();
    server.setInbox([operatorMessage, depositNotice]);
    socket.receive({ type: 'message', scope: 'member' });
    expect(await within(tabBar()).findByText('1')).toBeTruthy();
    expect(within(tabBar()).getByText('1 unread')).toBeTruthy();
    expect((await callsTo(fetchMock, 'GET /wps/member/messages/unread')).length).toBeGreaterThan(0);
  });

  it('a trial member never asks for the unread count (spec §6)', async () => {
    const { fetchMock } = renderApp('/', {
      token: 'tok-trial',
      session: { memberType: '4' },
      member: { ...memberInfo, type: 4, isTrial: true },
    });
    expect(await screen.findByRole('navigation', { name: 'Quick navigation' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await callsTo(fetchMock, 'GET /wps/member/messages/unread')).toHaveLength(0);
  });
});
