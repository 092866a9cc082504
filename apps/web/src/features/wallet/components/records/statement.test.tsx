import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../../../test/fixtures.ts';
import { callsTo, envelope, type RenderOptions, renderApp } from '../../../../test/render-app.tsx';

/** The amount's own element (its cell holds the same text). */
const money = (text: string) => (_: string, node: Element | null) =>
  node?.tagName === 'SPAN' && node.textContent === text;

const member = { token: 'tok-1', session: { memberType: '0' } };
const open = (routes: RenderOptions['routes'], lang: RenderOptions['lang'] = 'EN') =>
  renderApp('/member?tab=accountStatement', { ...member, lang, routes });

const quiet = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, other: 0 };

const statement = (month: string, moved: boolean) => ({
  month,
  account: 'mya01',
  currency: 'MMK',
  timeZone: 'Asia/Yangon',
  from: `${month}-01T00:00:00.000Z`,
  to: `${month}-28T00:00:00.000Z`,
  openingBalance: 100_00,
  closingBalance: moved ? 230_00 : 100_00,
  totals: moved ? { ...quiet, deposits: 200_00, bets: -90_00, wins: 20_00 } : quiet,
  days: moved
    ? [
        { date: `${month}-02`, ...quiet, deposits: 200_00, closingBalance: 300_00 },
        { date: `${month}-09`, ...quiet, bets: -90_00, wins: 20_00, closingBalance: 230_00 },
      ]
    : [],
  firstMonth: '2025-01',
  currentMonth: '2025-03',
  generatedAt: '2025-03-15T04:00:00.000Z',
});

const answer = (moved: (month: string) => boolean) => ({
  'GET /wps/member/records/statement': ({ url }: { url: URL }) => {
    // No month asked: the server's current one.
    const month = url.searchParams.get('month') ?? '2025-03';
    return envelope(statement(month, moved(month)));
  },
});

describe('account statement (credit report)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the month from opening to closing balance, its lines and each day that moved', async () => {
    open(answer(() => true));
    expect(await screen.findByRole('heading', { name: 'Statement for 2025-03' })).toBeTruthy();
    expect(screen.getByText('Opening balance').nextElementSibling?.textContent).toBe('K 100.00');
    expect(screen.getByText('Closing balance').nextElementSibling?.textContent).toBe('K 230.00');
    const summary = screen.getByText('Opening balance').closest('dl')!;
    expect(within(summary).getByText(money('+K 200.00'))).toBeTruthy();
    expect(within(summary).getByText(money('−K 90.00'))).toBeTruthy();
    const table = screen.getByRole('table');
    const second = within(table).getByText('2025-03-09').closest('tr')!;
    expect(within(second).getByText(money('−K 90.00'))).toBeTruthy();
    expect(within(second).getByText(money('K 230.00'))).toBeTruthy();
    // Newest first, back to the month the account was opened.
    const picker = screen.getByLabelText('Month') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toEqual(['2025-03', '2025-02', '2025-01']);
  });

  it('asks again for a chosen month, and says so when nothing moved in it', async () => {
    const { user, fetchMock } = open(answer((month) => month !== '2025-01'));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Month'), '2025-01');
    expect(await screen.findByText('No money moved in this month')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const months = (await callsTo(fetchMock, 'GET /wps/member/records/statement')).map((call) =>
      call.url.searchParams.get('month'),
    );
    // The tab opens on the server's month (none asked), whatever the browser's clock says.
    expect(months).toEqual([null, '2025-01']);
  });

  it('downloads the PDF of the chosen month in the site language, with the token', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, fetchMock } = open(
      {
        ...answer(() => true),
        'GET /wps/member/records/statement.pdf': () =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'Content-Disposition': 'attachment; filename="statement-mya01-2025-03.pdf"' },
          }),
      },
      'CN',
    );
    await screen.findByRole('table');
    const { default: CN } = await import('../../../../locales/pages/CN.json');
    await user.click(screen.getByRole('button', { name: CN.funds.statement.pdf }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = await callsTo(fetchMock, 'GET /wps/member/records/statement.pdf');
    expect(call?.url.searchParams.get('month')).toBe('2025-03');
    expect(call?.url.searchParams.get('language')).toBe('CN');
    expect(call?.headers.Authorization).toBe('Bearer tok-1');
    expect(createObjectURL).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-mya01-2025-03.pdf');
    click.mockRestore();
  });

  it('prints the statement with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = open(answer(() => true));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is in the member centre menu of real members only', async () => {
    const { unmount } = open(answer(() => true));
    expect(await screen.findByRole('link', { name: 'Account statement' })).toBeTruthy();
    unmount();
    const { router } = renderApp('/member?tab=accountStatement', {
      token: 'tok-2',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4' },
      routes: answer(() => true),
    });
    // A trial member is sent home (spec §6) and never offered the statement.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Account statement' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Statement for/ })).toBeNull();
  });
});
