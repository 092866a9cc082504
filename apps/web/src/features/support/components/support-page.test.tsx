import type { SupportConversation, SupportMessage } from '@platform/contract/support';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { callsTo, envelope, errorEnvelope, renderApp } from '../../../test/render-app.tsx';
import { loadSupportPage } from '../lazy.ts';

const mine: SupportMessage = {
  id: 1,
  sender: 'member',
  author: null,
  body: '<img src=x onerror=alert(1)> where is my deposit?',
  createdAt: '2026-06-01T10:00:00.000Z',
};
const reply: SupportMessage = {
  id: 2,
  sender: 'operator',
  author: 'cs-alice',
  body: 'Credited just now.',
  createdAt: '2026-06-01T10:01:00.000Z',
};
const conversation = (overrides: Partial<SupportConversation> = {}): SupportConversation => ({
  messages: [mine],
  operatorReadId: 0,
  memberReadId: 1,
  operatorTyping: false,
  status: 'open',
  ...overrides,
});

function openSupport(
  routes: Record<string, () => Response>,
  session: Record<string, string> = { memberType: '0' },
) {
  const app = renderApp('/support', { token: 'tok-1', session, routes });
  return { ...app, calls: (route: string) => callsTo(app.fetchMock, route) };
}

describe('support page', () => {
  beforeAll(() => loadSupportPage(), 30_000);

  it('shows the conversation as text, and hears the reply and the read state live', async () => {
    let answer = conversation();
    openSupport({
      'GET /wps/member/support': () => envelope(answer),
      'POST /wps/member/support/read': () => envelope(answer),
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)> where is my deposit?')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Sent')).toBeTruthy();

    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    socket.acceptConnection();
    socket.receive({ type: 'ready' });
    answer = conversation({ messages: [mine, reply], operatorReadId: 2, operatorTyping: false });
    socket.receive({ type: 'support', event: 'message' });
    expect(await screen.findByText('Credited just now.')).toBeTruthy();
    expect(screen.getByText(/cs-alice/)).toBeTruthy();
    expect(screen.getByText('Read')).toBeTruthy();

    answer = { ...answer, operatorTyping: true };
    socket.receive({ type: 'support', event: 'typing' });
    expect(await screen.findByText('Customer service is typing…')).toBeTruthy();
  });

  it('sends a message, refuses a blank one before sending, and says why the server refused', async () => {
    let posts = 0;
    const { user, calls } = openSupport({
      'GET /wps/member/support': () => envelope(conversation({ messages: [] })),
      'POST /wps/member/support/messages': () =>
        ++posts === 1
          ? envelope({ ...mine, id: 5, body: 'hello' }, 201)
          : errorEnvelope('RATE_LIMITED', 'Too many', 429),
    });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy();
    expect(await calls('POST /wps/member/support/messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Message'), '  hello  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await calls('POST /wps/member/support/messages')).toHaveLength(1));
    expect((await calls('POST /wps/member/support/messages'))[0]?.body).toEqual({ body: 'hello' });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe(''));
    expect((await calls('POST /wps/member/support/typing')).length).toBe(1);

    await user.type(screen.getByLabelText('Message'), 'again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('is open to a trial member', async () => {
    openSupport({ 'GET /wps/member/support': () => envelope(conversation()) }, { memberType: '4' });
    expect(await screen.findByText(/where is my deposit/)).toBeTruthy();
  });
});
