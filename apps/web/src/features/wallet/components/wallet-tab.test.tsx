import { screen, within } from '@testing-library/react';
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
            wallets: [{ code: 'MAIN', balance: 1_234_56 }],
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
