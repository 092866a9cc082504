import type { BankAccount, Withdrawal, WithdrawalLimits } from '@platform/contract/withdrawals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { envelope, errorEnvelope, openMemberTab, type RenderOptions } from '../../../test/member-tab.tsx';

const limits: WithdrawalLimits = {
  minAmount: 100_00,
  maxAmount: 2_000_000_00,
  dailyCount: 5,
  receiptConfirmMinutes: 1440,
  usedToday: 1,
  remainingToday: 4,
  balance: 1_234_56,
};

const bank: BankAccount = {
  id: 7,
  bankName: 'KBZ Bank',
  accountNumberMasked: '******7890',
  holderName: 'Aung Aung',
  createdAt: '2025-06-01T10:00:00.000Z',
};

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    orderNo: 'WD0123456789ABCDEF01',
    amount: 500_00,
    status: 'requested',
    bankName: bank.bankName,
    accountNumberMasked: bank.accountNumberMasked,
    holderName: bank.holderName,
    receiptAnswer: null,
    disputedAmount: null,
    refundedAmount: null,
    closedAs: null,
    receiptDeadline: null,
    reviewNote: null,
    proofs: [],
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    approvedAt: null,
    paidAt: null,
    closedAt: null,
    ...overrides,
  };
}

const paid = () =>
  withdrawal({
    status: 'paid',
    paidAt: '2025-06-01T11:00:00.000Z',
    receiptDeadline: new Date(Date.now() + 3_600_000).toISOString(),
  });

function openWithdraw(
  options: RenderOptions & { banks?: BankAccount[]; list?: Withdrawal[]; payeeName?: string | null } = {},
) {
  const { banks = [bank], list = [], payeeName = 'Aung Aung', routes, ...rest } = options;
  return openMemberTab('withdraw', {
    member: { ...memberInfo, payeeName, hasPaymentPassword: true },
    ...rest,
    routes: {
      'GET /wps/v2/withdrawal/limits': () => envelope(limits),
      'GET /wps/member/bankAccounts': () => envelope({ list: banks }),
      'GET /wps/v2/withdrawals': () => envelope({ list, total: list.length, totalPages: 1 }),
      ...routes,
    },
  });
}

async function request(user: ReturnType<typeof openWithdraw>['user'], amount: string, password = '246810') {
  await user.type(await screen.findByLabelText(/Withdrawal amount/), amount);
  if (password) await user.type(screen.getByLabelText(/Payment password/), password);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

function pngFile(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

describe('withdraw tab (spec §2 withdraw, §4 receipt confirmation)', () => {
  it('shows the limits, the bound account and the spec’s empty list', async () => {
    openWithdraw();
    const limitsCard = await screen.findByRole('region', { name: 'Withdrawal limits' });
    await waitFor(() => expect(within(limitsCard).getByText('K 100.00')).toBeTruthy());
    expect(within(limitsCard).getByText('K 2,000,000.00')).toBeTruthy();
    expect(within(limitsCard).getByText('4 of 5')).toBeTruthy();
    expect(within(limitsCard).getByText('K 1,234.56')).toBeTruthy();
    const banks = screen.getByRole('region', { name: 'Bank accounts' });
    expect(within(banks).getByText('******7890')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'My withdrawals' });
    expect(await within(list).findByText('No data')).toBeTruthy();
  });

  it('requests the exact minor units with a request id, kept for the retry after a refusal', async () => {
    let answers = 0;
    const { user, calls } = openWithdraw({
      routes: {
        'POST /wps/v2/withdrawals': () => {
          answers += 1;
          if (answers === 1) return errorEnvelope('PAYMENT_PASSWORD_WRONG', 'Wrong', 400);
          return envelope(
            { withdrawal: withdrawal({ amount: 150_50 }), balance: 1_084_06, replayed: false },
            201,
          );
        },
      },
    });
    await request(user, '150.50');
    expect(await screen.findByText('The payment password is incorrect')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdrawal of K 150.50 requested/)).toBeTruthy();
    const sent = await calls('POST /wps/v2/withdrawals');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toMatchObject({ amount: 150_50, bankAccountId: 7, paymentPassword: '246810' });
    const ids = sent.map((call) => (call.body as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('refuses empty fields, amounts outside the limits or above the balance, and extra decimals', async () => {
    const { user, calls } = openWithdraw();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2));
    const amount = screen.getByLabelText(/Withdrawal amount/);
    await request(user, '99.99');
    expect(screen.getByText('Enter an amount between K 100.00 and K 2,000,000.00')).toBeTruthy();
    await user.clear(amount);
    await request(user, '1234.57', '');
    expect(screen.getByText('The amount is more than your available K 1,234.56')).toBeTruthy();
    await user.clear(amount);
    await request(user, '100.005', '');
    // The kit's one wording for an amount's decimals, as on the deposit and transfer tabs.
    expect(screen.getByText('Please use at most 2 decimal places')).toBeTruthy();
    expect(await calls('POST /wps/v2/withdrawals')).toHaveLength(0);
  });

  it('says the payee name is missing, with a link to the security centre, and offers no binding', async () => {
    openWithdraw({ payeeName: null, banks: [] });
    const banks = await screen.findByRole('region', { name: 'Bank accounts' });
    expect(
      await within(banks).findByText(/Set your payee \(real\) name in the security centre/),
    ).toBeTruthy();
    const link = within(banks).getByRole('link', { name: 'Go to the security centre' });
    expect(link.getAttribute('href')).toBe('/member?tab=securityCenter');
    expect(within(banks).queryByRole('button', { name: 'Bind a bank account' })).toBeNull();
  });

  it('binds a bank account with the digits only, after checking the number', async () => {
    const { user, calls } = openWithdraw({
      banks: [],
      routes: { 'POST /wps/member/bankAccounts': () => envelope(bank, 201) },
    });
    await user.click(await screen.findByRole('button', { name: 'Bind a bank account' }));
    await user.type(screen.getByLabelText(/Bank name/), 'KBZ Bank');
    await user.type(screen.getByLabelText(/Account number/), '1234');
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Use 6 to 34 digits')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Account number/));
    await user.type(screen.getByLabelText(/Account number/), '1234 5678-90');
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Bank account bound')).toBeTruthy();
    const [call] = await calls('POST /wps/member/bankAccounts');
    expect(call?.body).toEqual({ bankName: 'KBZ Bank', accountNumber: '1234567890' });
  });

  it('refuses an amount outside the limits and a malformed account number before any request, in Chinese', async () => {
    const { user, calls } = openWithdraw({ lang: 'CN' });
    await user.type(await screen.findByLabelText(/提款金额/), '99.99');
    await user.type(screen.getByLabelText(/支付密码/), '246810');
    await user.click(screen.getByRole('button', { name: '提款' }));
    expect(await screen.findByText(/^请输入 K 100\.00 至 K 2,000,000\.00 之间的金额$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '绑定银行账户' }));
    await user.type(screen.getByLabelText(/银行名称/), 'KBZ Bank');
    await user.type(screen.getByLabelText(/银行账号/), '12-34');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('请输入 6 至 34 位数字')).toBeTruthy();
    expect(await calls('POST /wps/v2/withdrawals')).toHaveLength(0);
    expect(await calls('POST /wps/member/bankAccounts')).toHaveLength(0);
  });

  it('checks proof images in the browser, then uploads them as raw PNG and answers not received', async () => {
    const { user, calls } = openWithdraw({
      list: [paid()],
      routes: {
        'POST /wps/v2/withdrawals/WD0123456789ABCDEF01/proofs': () =>
          envelope({ id: 1, contentType: 'image/png', size: 64, createdAt: '2025-06-01T12:00:00Z' }, 201),
        'POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt': () =>
          envelope(withdrawal({ status: 'disputed', receiptAnswer: 'not_received', disputedAmount: 500_00 })),
      },
    });
    expect(await screen.findByText('Paid out')).toBeTruthy();
    expect(screen.getByText(/Please answer by .*Without an answer it counts as received/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Choose at least one proof image')).toBeTruthy();

    const input = screen.getByLabelText('Proof images');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fake.png', { type: 'image/png' });
    const big = pngFile('big.png', 5 * 1024 * 1024 + 1);
    await user.upload(input, [svg, big]);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('fake.png is not a PNG or JPG image')).toBeTruthy();
    expect(screen.getByText('big.png is larger than 5 MB')).toBeTruthy();
    expect(await calls('POST /wps/v2/withdrawals/WD0123456789ABCDEF01/proofs')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove fake.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove big.png' }));
    await user.upload(input, pngFile('slip.png'));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, your answer was recorded')).toBeTruthy();
    const [upload] = await calls('POST /wps/v2/withdrawals/WD0123456789ABCDEF01/proofs');
    expect(upload?.headers['Content-Type']).toBe('image/png');
    const [receipt] = await calls('POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt');
    expect(receipt?.body).toEqual({ answer: 'not_received' });
  });

  it('shows the server’s refusal of a proof image', async () => {
    const { user } = openWithdraw({
      list: [paid()],
      routes: {
        'POST /wps/v2/withdrawals/WD0123456789ABCDEF01/proofs': () =>
          errorEnvelope('UNSUPPORTED_MEDIA_TYPE', 'Only PNG and JPEG images are accepted', 415),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Not received' }));
    await user.upload(screen.getByLabelText('Proof images'), pngFile('slip.png'));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('This file type is not supported')).toBeTruthy();
  });

  it('sends a partial receipt with the remainder, which must be less than the amount', async () => {
    const { user, calls } = openWithdraw({
      list: [paid()],
      routes: {
        'POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt': () =>
          envelope(
            withdrawal({ status: 'disputed', receiptAnswer: 'partially_received', disputedAmount: 120_00 }),
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Partially received' }));
    const remainder = screen.getByLabelText(/Amount not received/);
    await user.type(remainder, '500');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/Enter an amount from the smallest unit up to K 499.99/)).toBeTruthy();
    await user.clear(remainder);
    await user.type(remainder, '120');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, your answer was recorded')).toBeTruthy();
    const sent = await calls('POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt');
    expect(sent.map((call) => call.body)).toEqual([{ answer: 'partially_received', remainder: 120_00 }]);
  });

  it('offers only all received for an open dispute, and nothing once the deadline has passed', async () => {
    const { user, calls } = openWithdraw({
      list: [
        withdrawal({ status: 'disputed', receiptAnswer: 'partially_received', disputedAmount: 120_00 }),
        withdrawal({
          orderNo: 'WD0123456789ABCDEF02',
          status: 'paid',
          receiptDeadline: new Date(Date.now() - 60_000).toISOString(),
        }),
      ],
      routes: {
        'POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt': () =>
          envelope(withdrawal({ status: 'closed', receiptAnswer: 'all_received', closedAs: 'received' })),
      },
    });
    expect(await screen.findByText('In dispute')).toBeTruthy();
    expect(screen.getByText('K 120.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /received/i }).map((button) => button.textContent)).toEqual([
      'All received',
    ]);
    await user.click(screen.getByRole('button', { name: 'All received' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thank you, your answer was recorded');
    const [call] = await calls('POST /wps/v2/withdrawals/WD0123456789ABCDEF01/receipt');
    expect(call?.body).toEqual({ answer: 'all_received' });
  });

  it('shows a failed list with a retry', async () => {
    let answers = 0;
    const { user } = openWithdraw({
      routes: {
        'GET /wps/v2/withdrawals': () => {
          answers += 1;
          return answers === 1
            ? errorEnvelope('INTERNAL_ERROR', 'boom', 500)
            : envelope({ list: [withdrawal()], total: 1, totalPages: 1 });
        },
      },
    });
    const list = await screen.findByRole('region', { name: 'My withdrawals' });
    await within(list).findByRole('alert');
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('Pending review')).toBeTruthy();
  });
});
