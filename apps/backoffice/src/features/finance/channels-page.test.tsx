import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ChannelsPage } from './channels-page.tsx';

const pendingChange = {
  id: 9,
  channelId: 1,
  channelCode: 'BANK_TRANSFER',
  channelName: 'Bank transfer',
  status: 'pending',
  before: { bankName: 'Nova Demo Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****7890' },
  after: { bankName: 'CB Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****4321' },
  outdated: false,
  requestedBy: 2,
  requestedByName: 'colleague',
  decidedBy: null,
  decidedByName: null,
  decisionNote: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
};

const bank = {
  id: 1,
  code: 'BANK_TRANSFER',
  kind: 'manual-bank',
  name: 'Bank transfer',
  minAmount: 100_00,
  maxAmount: 5_000_000_00,
  enabled: true,
  sortOrder: 0,
  settings: { bankName: 'Nova Demo Bank', accountName: 'Nova Play Ltd', accountNumber: '0012-3456-7890' },
  awaitingAccount: false,
  pendingAccountChanges: [pendingChange],
};

const fresh = {
  ...bank,
  id: 2,
  code: 'AYA_BANK',
  name: 'AYA transfer',
  enabled: false,
  sortOrder: 3,
  settings: {},
  awaitingAccount: true,
  pendingAccountChanges: [],
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/payment-channels' && request.method === 'GET')
    return { value: { list: [bank, fresh] } };
  if (request.path.startsWith('/wps/admin/payment-channels')) return { value: bank };
  return undefined;
}

const render = () => renderConsole(<ChannelsPage />, { permissions: ['settings.write'], respond });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('payment channels', () => {
  it('lists disabled channels too, the account masked, and what waits for approval', async () => {
    render();
    const live = await rowOf('Bank transfer');
    expect(within(live).getByText('Nova Demo Bank · ****7890')).toBeTruthy();
    expect(within(live).getByText('Change to ****4321 by colleague awaits approval')).toBeTruthy();
    expect(within(live).getByText('100.00 – 5,000,000.00')).toBeTruthy();
    const waiting = await rowOf('AYA transfer');
    expect(within(waiting).getByText('Not offered: account awaits approval')).toBeTruthy();
    expect(
      (within(waiting).getByLabelText('Offer AYA transfer to players') as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('adds a channel with the limits typed in money, sent in minor units', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'KBZ_BANK');
    await user.type(within(dialog).getByLabelText('Name'), 'KBZ transfer');
    await user.type(within(dialog).getByLabelText('Minimum deposit'), '1,000');
    await user.type(within(dialog).getByLabelText('Maximum deposit'), '50000.5');
    await user.type(within(dialog).getByLabelText('Bank'), 'KBZ Bank');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Nova Play Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '1234-5678-90');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/wps/admin/payment-channels',
        body: {
          code: 'KBZ_BANK',
          kind: 'manual-bank',
          name: 'KBZ transfer',
          minAmount: 1_000_00,
          maxAmount: 50_000_50,
          enabled: true,
          sortOrder: 0,
          settings: { bankName: 'KBZ Bank', accountName: 'Nova Play Ltd', accountNumber: '1234-5678-90' },
        },
      }),
    ]);
  });

  it('sends nothing while the limits cross, an amount is not money, or the account is missing', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'KBZ_BANK');
    await user.type(within(dialog).getByLabelText('Name'), 'KBZ transfer');
    await user.type(within(dialog).getByLabelText('Minimum deposit'), '500');
    await user.type(within(dialog).getByLabelText('Maximum deposit'), '100');
    await user.type(within(dialog).getByLabelText('Bank'), 'KBZ Bank');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Nova Play Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '1234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('The minimum must not be above the maximum');

    await user.clear(within(dialog).getByLabelText('Minimum deposit'));
    await user.type(within(dialog).getByLabelText('Minimum deposit'), '1.234');
    await user.clear(within(dialog).getByLabelText('Account number'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Too many decimal places for this currency');
    await within(dialog).findByText(/4 to 40 letters/);
    expect(writes(sent)).toEqual([]);
  });

  it('applies name and limits at once and asks for a new account only when the operator does', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(within(await rowOf('Bank transfer')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const max = within(dialog).getByLabelText('Maximum deposit') as HTMLInputElement;
    expect(max.value).toBe('5000000');
    await user.clear(max);
    await user.type(max, '20,000.25');
    await user.click(within(dialog).getByLabelText('Request a new receiving account'));
    const number = within(dialog).getByLabelText('Account number') as HTMLInputElement;
    expect(number.value).toBe('0012-3456-7890');
    await user.clear(number);
    await user.type(number, '9999-8888');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/wps/admin/payment-channels/1',
        body: {
          name: 'Bank transfer',
          minAmount: 100_00,
          maxAmount: 20_000_25,
          enabled: true,
          sortOrder: 0,
          settings: { bankName: 'Nova Demo Bank', accountName: 'Nova Play Ltd', accountNumber: '9999-8888' },
        },
      }),
    ]);
  });

  it('leaves the account out when the operator changes other fields only', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(within(await rowOf('Bank transfer')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Request a new receiving account'));
    await user.click(within(dialog).getByLabelText('Request a new receiving account'));
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Bank (24h)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({
      name: 'Bank (24h)',
      minAmount: 100_00,
      maxAmount: 5_000_000_00,
      enabled: true,
      sortOrder: 0,
    });
  });

  it('turns a channel off from the list', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(within(await rowOf('Bank transfer')).getByLabelText('Offer Bank transfer to players'));
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: '/wps/admin/payment-channels/1',
          body: { enabled: false },
        }),
      ]),
    );
  });
});
