import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderApp } from '../../../test/render-app.tsx';

describe('wallet (spec §2 transferFund)', () => {
  it('shows the main wallet first, then total, bonus, held withdrawals and commission', async () => {
    renderApp('/member?tab=transferFund', {
      token: 'tok-1',
      session: { memberType: '0' },
      routes: {
        'GET /wps/member/info/funds/consolidated': () =>
          envelope({
            currencyCode: 'MMK',
            currencySymbol: 'K',
            currencyExponent: 2,
            total: 1_234_56,
            wallets: [{ code: 'MAIN', name: 'MAIN', balance: 1_234_56 }],
            bonus: 5_00,
            withdrawalHold: 300_00,
            commission: 0,
          }),
        'GET /wps/v2/wallets/merchant': () => envelope({ isSingle: true }),
      },
    });
    const main = await screen.findByTestId('main-wallet-balance');
    expect(main.textContent).toBe('K 1,234.56');
    expect(await screen.findByText('All games play from your main wallet.')).toBeTruthy();
    const held = screen.getByText('Withdrawals in progress').closest('li') as HTMLElement;
    expect(
      within(held).getByText((_, node) => node?.tagName === 'SPAN' && node.textContent === 'K 300.00'),
    ).toBeTruthy();
    const hero = screen.getByRole('region', { name: 'Main wallet' });
    expect(within(hero).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
  });
});

describe('game wallets (spec §7 GCS_walletTransfer)', () => {
  const funds = (main: number, pt: number) =>
    envelope({
      currencyCode: 'MMK',
      currencySymbol: 'K',
      currencyExponent: 2,
      total: main + pt,
      wallets: [
        { code: 'MAIN', name: 'MAIN', balance: main },
        { code: 'PT', name: 'Playtech', balance: pt },
      ],
      bonus: 0,
      withdrawalHold: 0,
      commission: 0,
    });

  it('moves the whole game wallet back to the main wallet with one request id', async () => {
    const sent: unknown[] = [];
    let balances = { main: 100_00, pt: 25_50 };
    renderApp('/member?tab=transferFund', {
      token: 'tok-1',
      session: { memberType: '0' },
      routes: {
        'GET /wps/member/info/funds/consolidated': () => funds(balances.main, balances.pt),
        'GET /wps/v2/wallets/merchant': () => envelope({ isSingle: false }),
        'POST /wps/relay/GCS_walletTransfer': ({ body }) => {
          sent.push(body);
          balances = { main: 125_50, pt: 0 };
          return envelope({
            transferId: 9,
            from: 'PT',
            to: 'MAIN',
            amount: 25_50,
            mainBalance: 125_50,
            vendorBalance: 0,
            replayed: false,
          });
        },
      },
    });
    const form = await screen.findByRole('region', { name: 'Game wallets' });
    fireEvent.click(within(form).getByRole('radio', { name: /Playtech → main wallet/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'All' }));
    expect((within(form).getByRole('textbox', { name: /Amount to move/ }) as HTMLInputElement).value).toBe(
      '25.5',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Move money' }));

    expect(await within(form).findByText('Moved back from Playtech to your main wallet.')).toBeTruthy();
    expect(sent).toEqual([{ from: 'PT', to: 'MAIN', amount: 25_50, requestId: expect.any(String) }]);
  });

  it('refuses more than the source wallet holds without asking the server', async () => {
    const sent: unknown[] = [];
    renderApp('/member?tab=transferFund', {
      token: 'tok-1',
      session: { memberType: '0' },
      routes: {
        'GET /wps/member/info/funds/consolidated': () => funds(10_00, 0),
        'GET /wps/v2/wallets/merchant': () => envelope({ isSingle: false }),
        'POST /wps/relay/GCS_walletTransfer': ({ body }) => {
          sent.push(body);
          return envelope({});
        },
      },
    });
    const form = await screen.findByRole('region', { name: 'Game wallets' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Amount to move/ }), {
      target: { value: '10.01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Move money' }));
    expect(await within(form).findByText('The amount is more than your balance of K 10.00')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
