import type { Deposit, DepositChannel } from '@platform/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, openMemberTab, type RenderOptions } from '../../../test/member-tab.tsx';

const bank: DepositChannel = {
  id: 1,
  code: 'BANK_TRANSFER',
  kind: 'manual-bank',
  name: 'Bank transfer',
  minAmount: 100_00,
  maxAmount: 5_000_000_00,
  requiresReference: true,
};
const gateway: DepositChannel = {
  id: 2,
  code: 'SANDBOX_PAY',
  kind: 'sandbox-gateway',
  name: 'Online payment (sandbox)',
  minAmount: 10_00,
  maxAmount: 1_000_000_00,
  requiresReference: false,
};

const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  orderNo: 'DP0123456789ABCDEF01',
  channelId: 1,
  channelKind: 'manual-bank',
  channelName: 'Bank transfer',
  amount: 150_00,
  status: 'pending',
  memberReference: 'JOHN 0312',
  gatewayReference: null,
  createdAt: '2025-03-02T08:30:00.000Z',
  updatedAt: '2025-03-02T08:30:00.000Z',
  completedAt: null,
  ...overrides,
});

function openDeposit(routes: RenderOptions['routes'] = {}, lang: RenderOptions['lang'] = 'EN') {
  return openMemberTab('depositv2', {
    lang,
    routes: {
      'GET /wps/v2/deposit/channels': () => envelope({ list: [bank, gateway] }),
      'GET /wps/v2/deposits': () => envelope({ list: [], total: 0, totalPages: 0 }),
      ...routes,
    },
  });
}

describe('deposit tab (spec §2 depositv2)', () => {
  it('lists the channels with their limits in the merchant currency, and the spec empty state', async () => {
    openDeposit();
    const channels = await screen.findByRole('radiogroup', { name: 'Choose a payment method' });
    const bankChoice = within(channels).getByRole('radio', { name: /Bank transfer/ });
    expect((bankChoice as HTMLInputElement).checked).toBe(true);
    expect(within(channels).getByText('Min K 100.00 · Max K 5,000,000.00')).toBeTruthy();
    expect(within(channels).getByText('Min K 10.00 · Max K 1,000,000.00')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent deposits' });
    expect(await within(recent).findByText('No data')).toBeTruthy();
  });

  it('checks the amount against the channel limits and the reference before sending anything', async () => {
    const { user, calls } = openDeposit();
    const submit = await screen.findByRole('button', { name: 'Submit deposit' });
    await user.click(submit);
    // Both the amount and the bank reference are required (spec §5 'Input cannot be empty').
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2);

    await user.type(screen.getByLabelText(/Deposit amount/), '99.99');
    await user.type(screen.getByLabelText(/Transfer reference/), 'JOHN 0312');
    await user.click(submit);
    expect(
      await screen.findByText('Please enter an amount between K 100.00 and K 5,000,000.00'),
    ).toBeTruthy();

    await user.clear(screen.getByLabelText(/Deposit amount/));
    await user.type(screen.getByLabelText(/Deposit amount/), '100.005');
    await user.click(submit);
    expect(await screen.findByText('Please use at most 2 decimal places')).toBeTruthy();

    await user.clear(screen.getByLabelText(/Deposit amount/));
    await user.type(screen.getByLabelText(/Deposit amount/), '1e3');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid amount, like 100 or 100.50')).toBeTruthy();
    expect(await calls('POST /wps/v2/deposits')).toHaveLength(0);
  });

  it('records a bank deposit as pending and shows where to transfer, in minor units exactly', async () => {
    const created = deposit({ amount: 100_29 });
    let list: Deposit[] = [];
    const { user, calls } = openDeposit({
      'GET /wps/v2/deposits': () => envelope({ list, total: list.length, totalPages: 1 }),
      'POST /wps/v2/deposits': () => {
        list = [created];
        return envelope(
          {
            deposit: created,
            action: {
              type: 'instructions',
              bankName: 'Nova Demo Bank',
              accountName: 'Nova Play Ltd',
              accountNumber: '0012-3456-7890',
              memberReference: 'JOHN 0312',
            },
          },
          201,
        );
      },
    });
    await user.type(await screen.findByLabelText(/Deposit amount/), '100.29');
    await user.type(screen.getByLabelText(/Transfer reference/), ' JOHN 0312 ');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));

    const pending = await screen.findByRole('region', { name: 'Deposit waiting for your transfer' });
    expect(within(pending).getByText('0012-3456-7890')).toBeTruthy();
    expect(within(pending).getByText('Nova Demo Bank')).toBeTruthy();
    const [call] = await calls('POST /wps/v2/deposits');
    expect(call?.body).toMatchObject({ channelId: 1, amount: 100_29, memberReference: 'JOHN 0312' });
    expect((call?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
    const recent = screen.getByRole('region', { name: 'Recent deposits' });
    expect(await within(recent).findByText('Pending')).toBeTruthy();
    expect(within(recent).getByText('100.29', { exact: false })).toBeTruthy();
  });

  it('sends the member to the gateway page with a way back, and reuses the key when retried', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    let answers = 0;
    const { user, calls } = openDeposit({
      'POST /wps/v2/deposits': () => {
        answers += 1;
        if (answers === 1) return errorEnvelope('INTERNAL_ERROR', 'boom', 500);
        return envelope(
          {
            deposit: deposit({ channelId: 2, channelKind: 'sandbox-gateway', memberReference: null }),
            action: { type: 'redirect', url: '/dev/sandbox-gateway/pay?order=DP1' },
          },
          201,
        );
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Online payment \(sandbox\)/ }));
    expect(screen.queryByLabelText(/Transfer reference/)).toBeNull();
    await user.type(screen.getByLabelText(/Deposit amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sandbox-gateway/pay?order=DP1'));
    const sent = await calls('POST /wps/v2/deposits');
    expect(sent).toHaveLength(2);
    const keys = sent.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(sent[0]?.body).toMatchObject({
      channelId: 2,
      amount: 100_00,
      returnPath: '/member?tab=depositv2',
    });
  });

  it('refuses an amount outside the channel limits by the contract rule before any request, in Chinese', async () => {
    const { user, calls } = openDeposit({}, 'CN');
    await user.type(await screen.findByLabelText(/存款金额/), '99.99');
    await user.type(screen.getByLabelText(/转账附言/), 'JOHN 0312');
    await user.click(screen.getByRole('button', { name: '提交存款' }));
    expect(await screen.findByText(/^请输入 K 100\.00 至 K 5,000,000\.00 之间的金额$/)).toBeTruthy();
    expect(await calls('POST /wps/v2/deposits')).toHaveLength(0);
  });

  it('speaks Burmese, with Myanmar digits in the limits', async () => {
    openDeposit({}, 'MY');
    const channels = await screen.findByRole('radiogroup', { name: 'ငွေပေးချေမှုနည်းလမ်း ရွေးပါ' });
    expect(within(channels).getByText('အနည်းဆုံး K ၁၀၀.၀၀ · အများဆုံး K ၅,၀၀၀,၀၀၀.၀၀')).toBeTruthy();
  });
});
