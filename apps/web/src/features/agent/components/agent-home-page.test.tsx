import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popup } from '../../../test/content-fixtures.ts';
import { agentSession, policyOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const POPUPS = 'GET /wps/content/popups';
const TRANSACTIONS = 'GET /wps/member/records/transactions';

const open = (path: string, routes: Record<string, (request: MockRequest) => Response>) =>
  renderApp(path, {
    ...agentSession,
    routes: { 'GET /wps/agent/contract/policy': () => envelope(policyOf()), ...routes },
  });

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Agent centre' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const titles = () =>
  within(screen.getByRole('list', { name: 'Titles' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the agent centre announcements (spec §2)', () => {
  it("opens on the merchant's announcements: titles 8 a page, the one clicked shown beside them", async () => {
    const list = [
      popup(1, 'A', { title: 'Agent commission rules', content: '<p>Paid <strong>weekly</strong></p>' }),
      ...Array.from({ length: 9 }, (_, index) => popup(index + 2, 'A')),
      // Another login state's pop-up is not the member's.
      popup(20, 'B', { title: 'Welcome, guest' }),
    ];
    const { user, fetchMock } = open('/agentHome', { [POPUPS]: () => envelope({ list }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    expect(menuEntries()[0]).toBe('Announcements');
    await waitFor(() => expect(titles()).toHaveLength(8));
    expect(titles()[0]).toBe('Agent commission rules');
    expect(titles()).not.toContain('Welcome, guest');
    const shown = () => screen.getByRole('article');
    expect(within(shown()).getByRole('heading', { name: 'Agent commission rules' })).toBeTruthy();
    expect(within(shown()).getByText('weekly').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Pop-up 3' }));
    expect(within(shown()).getByText('Pop-up body 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pop-up 3' }).getAttribute('aria-current')).toBe('true');

    const pages = screen.getByRole('navigation', { name: 'Pages of titles' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    expect(titles()).toEqual(['Pop-up 9', 'Pop-up 10']);
    expect(within(shown()).getByText('Pop-up body 9')).toBeTruthy();
    expect((await callsTo(fetchMock, POPUPS)).map((call) => call.url.searchParams.get('lang'))).toEqual([
      'EN',
    ]);
  });

  it('renders the HTML sanitized, as the announcement pop-up does', async () => {
    const content =
      '<p>Read <a href="/promotions">the offers</a></p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>';
    open('/agentHome?tab=announcement', {
      [POPUPS]: () => envelope({ list: [popup(1, 'A', { title: 'News', content })] }),
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'the offers' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says there is none when the merchant has no announcement', async () => {
    open('/agentHome?tab=announcement', { [POPUPS]: () => envelope({ list: [popup(1, 'B')] }) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Titles' })).toBeNull();
  });
});

describe('the agent centre account details (spec §2)', () => {
  it("is the agent's own account record, the member centre's, with its days and kinds", async () => {
    const { user, fetchMock } = open('/agentHome?tab=accountDetails', {
      [TRANSACTIONS]: ({ url }) =>
        envelope({
          list: [
            {
              id: 1,
              time: '2026-03-08T08:30:00.000Z',
              kind: url.searchParams.get('kind') ?? 'deposit',
              amount: 100_00,
              balanceAfter: 1_234_56,
              reference: 'DP0123456789ABCDEF01',
            },
          ],
          total: 1,
          page: 1,
          size: 20,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account details' })).toBeTruthy();
    // The last of the sections every agent has, before those the merchant's switches add.
    await waitFor(() => expect(menuEntries()).toContain('Contracts'));
    const menu = menuEntries();
    expect(menu.slice(menu.indexOf('User profit and loss'), menu.indexOf('Contracts') + 1)).toEqual([
      'User profit and loss',
      'Account details',
      'Contracts',
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Deposit')).toBeTruthy();
    expect(within(table).getByText('DP0123456789ABCDEF01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Type'), 'bet');
    await waitFor(async () =>
      expect((await callsTo(fetchMock, TRANSACTIONS)).at(-1)?.url.searchParams.get('kind')).toBe('bet'),
    );
    expect(await within(screen.getByRole('table')).findByText('Bet')).toBeTruthy();
  });
});
