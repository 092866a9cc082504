import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { KycReviewsPage } from './kyc-reviews-page.tsx';
import { KycSettingsPage } from './kyc-settings-page.tsx';

const review = {
  id: 4,
  idType: 'passport',
  status: 'pending',
  reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  reviewedAt: null,
  documents: [],
  memberId: 7,
  memberAccount: 'mya01',
  profile: { fullName: 'Aung Min Thu', birthDate: '1990-05-17', address: '12 Bogyoke Road' },
  reviewedBy: null,
};

const settings = {
  limits: [
    { tier: 0, depositLimit: 50_000, withdrawalLimit: null },
    { tier: 1, depositLimit: null, withdrawalLimit: null },
    { tier: 2, depositLimit: null, withdrawalLimit: null },
  ],
  rejectedRetentionDays: 180,
  closedRetentionDays: 1825,
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/kyc/reviews' && request.method === 'GET')
    return { value: { list: [review], total: 1, totalPages: 1 } };
  if (request.path === '/wps/admin/kyc/reviews/4/reject')
    return { value: { ...review, status: 'rejected', reason: 'Blurred' } };
  if (request.path === '/wps/admin/kyc/settings' && request.method === 'GET') return { value: settings };
  if (request.path === '/wps/admin/kyc/settings') return { value: request.body };
  return undefined;
}

describe('the KYC pages of the console', () => {
  it('opens a pending submission and rejects it only with a reason', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<KycReviewsPage />, {
      permissions: ['kyc.review'],
      respond,
      path: '/kyc/reviews',
      route: '/kyc/reviews',
    });
    await user.click(await screen.findByRole('button', { name: 'Review mya01' }));
    expect(await screen.findByText(/Aung Min Thu · 1990-05-17/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(sent.some((request) => request.path.endsWith('/reject'))).toBe(false);
    await user.type(screen.getByLabelText(/Reason for a rejection/), 'Blurred');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/reject'))?.body).toEqual({ reason: 'Blurred' }),
    );
  });

  it('saves the tier limits as minor units, an empty box as no limit', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<KycSettingsPage />, {
      permissions: ['kyc.settings'],
      respond,
      path: '/settings/kyc',
      route: '/settings/kyc',
    });
    const tier0 = await screen.findByLabelText('Tier 0 deposits');
    await user.clear(tier0);
    await user.type(screen.getByLabelText('Tier 1 withdrawals'), '1,000.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      limits: [
        { tier: 0, depositLimit: null, withdrawalLimit: null },
        { tier: 1, depositLimit: null, withdrawalLimit: 1_000_50 },
        { tier: 2, depositLimit: null, withdrawalLimit: null },
      ],
      rejectedRetentionDays: 180,
    });
  });
});
