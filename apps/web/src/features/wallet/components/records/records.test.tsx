import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  envelope,
  errorEnvelope,
  type RenderOptions,
  renderApp,
} from '../../../../test/render-app.tsx';

/** The amount's own element (its cell holds the same text). */
const money = (text: string) => (_: string, node: Element | null) =>
  node?.tagName === 'SPAN' && node.textContent === text;

const member = { token: 'tok-1', session: { memberType: '0' } };
const open = (tab: string, routes: RenderOptions['routes'], lang: RenderOptions['lang'] = 'EN') =>
  renderApp(`/member?tab=${tab}`, { ...member, lang, routes });

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  time: '2025-03-14T08:30:00.000Z',
  kind: 'deposit',
  amount: 100_00,
  balanceAfter: 1_234_56,
  reference: 'DP0123456789ABCDEF01',
  ...overrides,
});

describe('bonus details (spec §2)', () => {
  it('lists only bonus movements, with no kind filter to change it', async () => {
    const { fetchMock } = open('bonusDetails', {
      'GET /wps/member/records/transactions': () =>
        envelope({ list: [row({ kind: 'bonus', amount: 25_00 })], total: 1, page: 1, size: 20 }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Bonus')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    const [call] = await callsTo(fetchMock, 'GET /wps/member/records/transactions');
    expect(call?.url.searchParams.get('kind')).toBe('bonus');
  });
});

describe('account record (spec §2 transactionHistory)', () => {
  beforeEach(() => {
    // Only Date is faked: the app's timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 2, 15, 12, 0) });
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the last week, labels kinds, signs and colours amounts', async () => {
    const { fetchMock } = open('transactionHistory', {
      'GET /wps/member/records/transactions': () =>
        envelope({
          list: [row(), row({ id: 2, kind: 'transfer_upline', amount: -50_00, balanceAfter: 1_184_56 })],
          total: 2,
          page: 1,
          size: 20,
        }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Deposit')).toBeTruthy();
    expect(within(table).getByText('Transfer to upline')).toBeTruthy();
    const plus = within(table).getByText(money('+K 100.00'));
    const minus = within(table).getByText(money('−K 50.00'));
    expect(plus.className).not.toBe(minus.className);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    const [call] = await callsTo(fetchMock, 'GET /wps/member/records/transactions');
    expect(call?.url.searchParams.get('start')).toBe(new Date(2025, 2, 9).toISOString());
    expect(call?.url.searchParams.get('end')).toBe(new Date(2025, 2, 16).toISOString());
    expect(call?.url.searchParams.get('size')).toBe('20');
  });

  it('asks again for a shortcut, a kind and the next page; shows in_no_data when nothing moved', async () => {
    const { user, fetchMock } = open('transactionHistory', {
      'GET /wps/member/records/transactions': ({ url }) =>
        url.searchParams.get('kind') === 'bet'
          ? envelope({ list: [], total: 0, page: 1, size: 20 })
          : envelope({ list: [row()], total: 45, page: Number(url.searchParams.get('page')), size: 20 }),
    });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3 · 45 records')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 45 records')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(async () => {
      const calls = await callsTo(fetchMock, 'GET /wps/member/records/transactions');
      const last = calls.at(-1)?.url.searchParams;
      expect(last?.get('start')).toBe(new Date(2025, 1, 14).toISOString());
      expect(last?.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(async () => {
      const last = (await callsTo(fetchMock, 'GET /wps/member/records/transactions')).at(-1)?.url
        .searchParams;
      expect(last?.get('start')).toBe(new Date(2025, 2, 15).toISOString());
    });

    await user.selectOptions(screen.getByLabelText('Type'), 'bet');
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('refuses a reversed or too long range without asking', async () => {
    const { fetchMock } = open('transactionHistory', {
      'GET /wps/member/records/transactions': () => envelope({ list: [], total: 0, page: 1, size: 20 }),
    });
    await screen.findByText('No data');
    const before = (await callsTo(fetchMock, 'GET /wps/member/records/transactions')).length;
    const from = screen.getByLabelText('From') as HTMLInputElement;
    // Date inputs are set whole, as a picker does.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(from, { target: { value: '2024-11-01' } });
    expect(await screen.findByText('Please choose at most 93 days at a time')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2025-03-20' } });
    expect(await screen.findByText('The start date must not be after the end date')).toBeTruthy();
    expect(await callsTo(fetchMock, 'GET /wps/member/records/transactions')).toHaveLength(before);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = open('transactionHistory', {
      'GET /wps/member/records/transactions': () =>
        fail
          ? errorEnvelope('INTERNAL_ERROR', 'boom', 500)
          : envelope({ list: [row()], total: 1, page: 1, size: 20 }),
    });
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('betting record and profit (spec §2 personalHistoryCopy, personalProfit)', () => {
  it('lists rounds with a signed result', async () => {
    open('personalHistoryCopy', {
      'GET /wps/member/records/bets': () =>
        envelope({
          list: [
            {
              reference: 'R-77',
              time: '2025-03-14T08:30:00.000Z',
              stake: 10_00,
              payout: 25_00,
              result: 15_00,
            },
          ],
          total: 1,
          page: 1,
          size: 20,
        }),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('R-77')).toBeTruthy();
    expect(within(table).getByText(money('+K 15.00'))).toBeTruthy();
  });

  it('shows the profit of the range, and in_no_data in Burmese when nothing happened', async () => {
    const { unmount } = open('personalProfit', {
      'GET /wps/member/records/profit': () =>
        envelope({
          stake: 100_00,
          payout: 60_00,
          profit: -40_00,
          deposits: 500_00,
          withdrawals: 0,
          bonuses: 0,
        }),
    });
    expect(await screen.findByText(money('−K 40.00'))).toBeTruthy();
    expect(screen.getByText('Total stakes')).toBeTruthy();
    unmount();
    open(
      'personalProfit',
      {
        'GET /wps/member/records/profit': () =>
          envelope({ stake: 0, payout: 0, profit: 0, deposits: 0, withdrawals: 0, bonuses: 0 }),
      },
      'MY',
    );
    const { default: MY } = await import('../../../../locales/MY.json');
    expect(await screen.findByText(MY.in_no_data)).toBeTruthy();
  });
});
