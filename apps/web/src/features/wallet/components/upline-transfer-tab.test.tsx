import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { envelope, errorEnvelope, openMemberTab, type RenderOptions } from '../../../test/member-tab.tsx';

function openTransfer(options: RenderOptions = {}) {
  return openMemberTab('transferUpline', {
    member: { ...memberInfo, hasPaymentPassword: true },
    ...options,
  });
}

async function fill(user: ReturnType<typeof openTransfer>['user'], amount: string, password = '123456') {
  await user.type(await screen.findByLabelText(/Transfer amount/), amount);
  await user.type(screen.getByLabelText(/Payment password/), password);
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('transfer to upline (spec §2 transferUpline)', () => {
  it('sends the exact minor units with a request id, then shows the new balance here and in the header', async () => {
    const { user, calls } = openTransfer({
      routes: {
        'POST /wps/member/transfer/upline': () =>
          envelope({
            transferId: 9,
            amount: 200_10,
            balance: 1_033_46,
            recipient: 'agent01',
            replayed: false,
          }),
      },
    });
    expect(await screen.findByText('Available balance')).toBeTruthy();
    await fill(user, '200.10');

    const done = await screen.findByRole('status', { name: 'Transfer complete' });
    expect(within(done).getByText('Sent to agent01:')).toBeTruthy();
    expect(within(done).getByText('1,033.46', { exact: false })).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Balance' });
    await waitFor(() => expect(within(header).getByText('1,033.46')).toBeTruthy());
    const [call] = await calls('POST /wps/member/transfer/upline');
    expect(call?.body).toMatchObject({ amount: 200_10, paymentPassword: '123456' });
    expect((call?.body as { requestId?: string } | undefined)?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('refuses an amount above the balance and empty fields before asking the server', async () => {
    const { user, calls } = openTransfer();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2));
    await fill(user, '1234.57');
    expect(screen.getByText('The amount is more than your balance of K 1,234.56')).toBeTruthy();
    expect(await calls('POST /wps/member/transfer/upline')).toHaveLength(0);
  });

  it('says a wrong payment password under the field and keeps the request id for the retry', async () => {
    let answers = 0;
    const { user, calls } = openTransfer({
      routes: {
        'POST /wps/member/transfer/upline': () => {
          answers += 1;
          return answers === 1
            ? errorEnvelope('PAYMENT_PASSWORD_WRONG', 'Wrong', 400)
            : errorEnvelope('INSUFFICIENT_FUNDS', 'Insufficient balance', 409);
        },
      },
    });
    await fill(user, '10');
    expect(await screen.findByText('The payment password is incorrect')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than your balance of K 1,234.56')).toBeTruthy();
    const ids = (await calls('POST /wps/member/transfer/upline')).map(
      (call) => (call.body as { requestId: string }).requestId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses an amount above the balance by the contract rule before any request, in Chinese', async () => {
    const { user, calls } = openTransfer({ lang: 'CN' });
    await user.type(await screen.findByLabelText(/转账金额/), '1234.57');
    await user.type(screen.getByLabelText(/支付密码/), '123456');
    await user.click(screen.getByRole('button', { name: '转账' }));
    expect(await screen.findByText('金额超过您的余额 K 1,234.56')).toBeTruthy();
    expect(await calls('POST /wps/member/transfer/upline')).toHaveLength(0);
  });

  it('links to the security centre when no payment password is set, in Chinese too', async () => {
    const { user } = openTransfer({
      lang: 'CN',
      member: { ...memberInfo, hasPaymentPassword: false },
      routes: {
        'POST /wps/member/transfer/upline': () => errorEnvelope('PAYMENT_PASSWORD_NOT_SET', 'Not set', 400),
      },
    });
    const links = await screen.findAllByRole('link', { name: '前往我的账户设置支付密码' });
    expect(links[0]?.getAttribute('href')).toBe('/member?tab=securityCenter');
    await user.type(screen.getByLabelText(/转账金额/), '10');
    await user.type(screen.getByLabelText(/支付密码/), '123456');
    await user.click(screen.getByRole('button', { name: '转账' }));
    await waitFor(() => expect(screen.getAllByText('请先设置支付密码').length).toBe(2));
  });
});
