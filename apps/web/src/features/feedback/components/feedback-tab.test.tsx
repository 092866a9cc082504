import type { Feedback, FeedbackList } from '@platform/contract/feedback';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, openMemberTab } from '../../../test/member-tab.tsx';
import { loadFeedbackTab } from '../lazy.ts';

const answered: Feedback = {
  id: 7,
  questionType: 'withdrawal',
  content: '<script>alert(1)</script> still waiting',
  status: 'answered',
  images: [{ id: 3, contentType: 'image/png', size: 100 }],
  answers: [{ id: 1, body: '<b>Paid</b> at 10:05', createdAt: '2026-06-01T10:05:00.000Z' }],
  createdAt: '2026-06-01T10:00:00.000Z',
  closedAt: null,
};
const list = (items: Feedback[]): FeedbackList => ({ bounds: { minLength: 10, maxLength: 40 }, list: items });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });

describe('feedback tab', () => {
  beforeAll(() => loadFeedbackTab(), 30_000);

  it('shows my feedback with the operator’s answer, as text', async () => {
    openMemberTab('feedback', { routes: { 'GET /wps/member/feedback': () => envelope(list([answered])) } });
    expect(await screen.findByText('Answered')).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script> still waiting')).toBeTruthy();
    expect(screen.getByText('<b>Paid</b> at 10:05')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('checks the operator’s bounds before sending, then uploads the screenshots and sends their ids', async () => {
    let id = 40;
    const { user, calls } = openMemberTab('feedback', {
      routes: {
        'GET /wps/member/feedback': () => envelope(list([])),
        'POST /wps/member/feedback/uploads': () =>
          envelope({ id: ++id, contentType: 'image/png', size: 4 }, 201),
        'PUT /wps/feedback': () => envelope({ ...answered, status: 'open', answers: [] }),
      },
    });
    await user.selectOptions(await screen.findByLabelText(/Question type/), 'deposit');
    await user.type(screen.getByLabelText(/Description/), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please describe it in 10 - 40 characters')).toBeTruthy();
    expect(await calls('PUT /wps/feedback')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Description/), ', my deposit is late');
    await user.upload(screen.getByLabelText(/Screenshots/), [png(), png()]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await calls('PUT /wps/feedback')).toHaveLength(1));
    const [sent] = await calls('PUT /wps/feedback');
    expect(sent?.body).toEqual({
      questionType: 'deposit',
      content: 'too short, my deposit is late',
      imageIds: [41, 42],
    });
    expect(await screen.findByText('Thank you. Our answer will appear below.')).toBeTruthy();
  });
});
