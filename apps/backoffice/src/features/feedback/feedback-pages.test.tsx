import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { FeedbackSettingsPage } from './feedback-settings-page.tsx';

const feedback = {
  id: 9,
  memberId: 7,
  account: 'mya01',
  questionType: 'withdrawal',
  content: '<b>late</b> withdrawal',
  status: 'open',
  images: [],
  answers: [],
  createdAt: '2026-01-02T10:00:00.000Z',
  closedAt: null,
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/feedback')
    return { value: { list: [feedback], total: 1, pageNo: 1, pageSize: 20 } };
  if (request.path === '/wps/admin/feedback/9/answer')
    return {
      value: {
        ...feedback,
        status: 'answered',
        answers: [
          {
            id: 1,
            body: (request.body as { body: string }).body,
            createdAt: feedback.createdAt,
            operator: 'tester',
          },
        ],
      },
    };
  if (request.path === '/wps/admin/feedback/9/close') return { value: { ...feedback, status: 'closed' } };
  if (request.path === '/wps/admin/feedback/settings' && request.method === 'GET')
    return { value: { minLength: 10, maxLength: 500 } };
  if (request.path === '/wps/admin/feedback/settings') return { value: request.body };
  return undefined;
}

describe('the feedback pages of the console', () => {
  it('filters the queue, opens a feedback and answers it in plain text', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<FeedbackPage />, { permissions: ['support.reply'], respond });
    await user.click(await screen.findByRole('button', { name: 'Open mya01' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('<b>late</b> withdrawal')).toBeTruthy();
    expect(sent.find((request) => request.path === '/wps/admin/feedback')?.query.get('status')).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(sent.some((request) => request.path.endsWith('/answer'))).toBe(false);
    await user.type(screen.getByLabelText(/Answer \(plain text/), 'Paid at 10:05');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await dialog.findByText('Paid at 10:05')).toBeTruthy();
    expect(dialog.getByText('Answered')).toBeTruthy();
  });

  it('saves the bounds and refuses a maximum below the minimum', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<FeedbackSettingsPage />, { permissions: ['settings.write'], respond });
    const max = await screen.findByLabelText('Longest description');
    await user.clear(max);
    await user.type(max, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(max);
    await user.type(max, '800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        minLength: 10,
        maxLength: 800,
      }),
    );
  });
});
