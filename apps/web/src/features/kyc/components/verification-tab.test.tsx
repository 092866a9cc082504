import type { KycStatus, KycSubmission } from '@platform/contract/kyc';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, openMemberTab } from '../../../test/member-tab.tsx';
import { loadVerificationTab } from '../lazy.ts';

const NO_LIMITS = [0, 1, 2].map((tier) => ({ tier, depositLimit: null, withdrawalLimit: null }));

function status(overrides: Partial<KycStatus> = {}): KycStatus {
  return {
    tier: 0,
    profile: null,
    minimumAge: 18,
    submissions: [],
    uploads: [],
    limits: NO_LIMITS,
    ...overrides,
  };
}

const submission: KycSubmission = {
  id: 9,
  idType: 'national_id',
  status: 'pending',
  reason: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  reviewedAt: null,
  documents: [],
};

function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
}

describe('verification tab (KYC)', () => {
  // The tab is its own chunk: compiled once here, so no test's wait includes it.
  beforeAll(() => loadVerificationTab(), 30_000);

  it('sends the tier 1 details and shows the age refusal under the birth date', async () => {
    let answers = 0;
    const { user, calls } = openMemberTab('verification', {
      routes: {
        'GET /wps/member/kyc': () =>
          envelope(
            status({
              limits: [{ tier: 0, depositLimit: 500_00, withdrawalLimit: null }, ...NO_LIMITS.slice(1)],
            }),
          ),
        'PUT /wps/member/kyc/profile': () => {
          answers += 1;
          return answers === 1
            ? errorEnvelope('KYC_UNDER_AGE', 'You must be at least 18', 400)
            : envelope(
                status({
                  tier: 1,
                  profile: { fullName: 'Aung Min', birthDate: '1990-05-17', address: '12 Bogyoke Road' },
                }),
              );
        },
      },
    });
    expect(await screen.findByText('Verification level: tier 0')).toBeTruthy();
    const limits = screen.getByRole('table', { name: 'What each level allows over 30 days' });
    expect(within(limits).getAllByText('No limit')).toHaveLength(5);

    await user.type(screen.getByLabelText(/Full name/), 'Aung Min');
    await user.type(screen.getByLabelText(/Birth date/), '1990-05-17');
    await user.type(screen.getByLabelText(/Address/), '12 Bogyoke Road');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You must be of legal age to verify this account')).toBeTruthy();
    const [sent] = await calls('PUT /wps/member/kyc/profile');
    expect(sent?.body).toEqual({ fullName: 'Aung Min', birthDate: '1990-05-17', address: '12 Bogyoke Road' });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification level: tier 1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Identity documents' })).toBeTruthy();
  });

  it('uploads the front, back and selfie of a card, then sends their ids for review', async () => {
    let id = 0;
    const { user, calls } = openMemberTab('verification', {
      routes: {
        'GET /wps/member/kyc': () => envelope(status({ tier: 1 })),
        'POST /wps/member/kyc/uploads/id_front': () => envelope({ id: ++id }, 201),
        'POST /wps/member/kyc/uploads/id_back': () => envelope({ id: ++id }, 201),
        'POST /wps/member/kyc/uploads/selfie': () => envelope({ id: ++id }, 201),
        'POST /wps/member/kyc/submissions': () => envelope(submission, 201),
      },
    });
    await user.selectOptions(await screen.findByLabelText(/Document type/), 'national_id');
    await user.upload(screen.getByLabelText(/Front of the document/), pdfFile('front.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    // The back of a card is required before anything is uploaded.
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(await calls('POST /wps/member/kyc/uploads/id_front')).toHaveLength(0);

    await user.upload(screen.getByLabelText(/Back of the document/), pdfFile('back.pdf'));
    await user.upload(screen.getByLabelText(/Selfie/), pdfFile('selfie.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(async () => expect(await calls('POST /wps/member/kyc/submissions')).toHaveLength(1));
    const [sent] = await calls('POST /wps/member/kyc/submissions');
    expect(sent?.body).toEqual({
      idType: 'national_id',
      frontDocumentId: 1,
      backDocumentId: 2,
      selfieDocumentId: 3,
    });
  });
});
