import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { walletBalance } from '../../../test/fixtures.ts';
import { envelope, renderApp } from '../../../test/render-app.tsx';

const member = { token: 'member-token', session: { memberType: '0', account: 'demo01' } };

async function findBalance() {
  return within(await screen.findByRole('region', { name: 'Balance' }));
}

/** The socket the app opened, once it has sent its token and the server said ready. */
async function readySocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
  const socket = FakeSocket.latest()!;
  socket.acceptConnection();
  expect(socket.sent).toEqual([{ type: 'auth', token: 'member-token' }]);
  expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws$/);
  socket.receive({ type: 'ready' });
  return socket;
}

describe('header balance', () => {
  it('shows the balance with the currency symbol', async () => {
    renderApp('/', member);
    const balance = await findBalance();
    expect(await balance.findByText('1,234.56')).toBeTruthy();
    expect(balance.getByText('K')).toBeTruthy();
  });

  it('is not there for visitors, who open no socket', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
    expect(FakeSocket.opened).toEqual([]);
  });

  it('hides the amount as asterisks, and remembers it on the next visit', async () => {
    const first = renderApp('/', member);
    const balance = await findBalance();
    await balance.findByText('1,234.56');

    await first.user.click(balance.getByRole('button', { name: 'Hide balance' }));

    expect(balance.getByText('****')).toBeTruthy();
    expect(balance.queryByText('1,234.56')).toBeNull();
    expect(balance.getByText('Balance hidden')).toBeTruthy();
    first.unmount();

    const second = renderApp('/', member);
    const again = await findBalance();
    expect(await again.findByText('****')).toBeTruthy();
    await second.user.click(again.getByRole('button', { name: 'Show balance' }));
    expect(again.getByText('1,234.56')).toBeTruthy();
    expect(window.localStorage.getItem('balanceHidden')).toBeNull();
  });

  it('asks the server again when refreshed', async () => {
    let balance = 100;
    const { user, fetchMock } = renderApp('/', {
      ...member,
      routes: { 'GET /wps/v2/wallets/balance': () => envelope({ ...walletBalance, balance }) },
    });
    const region = await findBalance();
    await region.findByText('1.00');
    balance = 2_500_075;

    await user.click(region.getByRole('button', { name: 'Refresh balance' }));

    expect(await region.findByText('25,000.75')).toBeTruthy();
    const balanceCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/wps/v2/wallets/balance'),
    );
    expect(balanceCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('changes live when the socket says the balance moved, without asking the server', async () => {
    const { fetchMock } = renderApp('/', member);
    const region = await findBalance();
    await region.findByText('1,234.56');
    const socket = await readySocket();
    await waitFor(() => expect(region.getByText('1,234.56')).toBeTruthy());
    const callsBefore = fetchMock.mock.calls.length;

    socket.receive({ type: 'balance', wallet: 'cash', balance: 987_654_321 });

    expect(await region.findByText('9,876,543.21')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('ignores movements of accounts the header does not show', async () => {
    renderApp('/', member);
    const region = await findBalance();
    await region.findByText('1,234.56');
    const socket = await readySocket();

    socket.receive({ type: 'balance', wallet: 'withdrawal_hold', balance: 5000 });
    socket.receive({ type: 'balance', wallet: 'trial', balance: 7 });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.getByText('1,234.56')).toBeTruthy();
  });

  it('shows transaction notices as toasts with the amount in the currency', async () => {
    renderApp('/', member);
    await (await findBalance()).findByText('1,234.56');
    const socket = await readySocket();

    socket.receive({ type: 'notice', notice: 'DEPOSIT_CREDITED', amount: 10_000, reference: 'D1' });

    expect(await screen.findByText('Deposit credited: K 100.00')).toBeTruthy();

    socket.receive({ type: 'notice', notice: 'WITHDRAWAL_REJECTED', amount: 5_050, reference: 'W1' });

    expect(await screen.findByText('Withdrawal rejected: K 50.50 is back in your wallet')).toBeTruthy();
  });

  it("shows a trial member's free play balance", async () => {
    renderApp('/', {
      token: 'trial-token',
      session: { memberType: '4' },
      balance: { ...walletBalance, wallet: 'trial', balance: 1_000_000 },
    });
    const region = within(await screen.findByRole('region', { name: 'Free play balance' }));
    expect(await region.findByText('10,000.00')).toBeTruthy();
  });
});
