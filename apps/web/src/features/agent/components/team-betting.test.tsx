import type { TeamBet, TeamBets } from '@platform/contract/agent-team-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, teamDaysOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, errorEnvelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const ROUTE = 'GET /wps/agent/team/bets';

const bet = (id: number, over: Partial<TeamBet> = {}): TeamBet => ({
  memberId: 7,
  account: 'player7',
  level: 1,
  id,
  vendorCode: 'PG',
  gameCode: 'fortune-ox',
  gameName: 'Fortune Ox',
  category: 'RNG',
  status: 'settled',
  stake: 10_000,
  payout: 25_050,
  placedAt: '2026-03-08T10:00:00.000Z',
  settledAt: '2026-03-08T10:00:05.000Z',
  ...over,
});

/** Three rounds today, two of the team's members. */
function answer(url: URL, over: Partial<TeamBets> = {}): TeamBets {
  const list = [
    bet(3),
    bet(2, { memberId: 9, account: 'deep9', level: 2, status: 'open', payout: 0, gameName: null }),
    bet(1, { vendorCode: 'JDB', category: 'FISH', gameName: 'Fish Hunter', stake: 500, payout: 0 }),
  ];
  return {
    ...teamDaysOf(url),
    timeZone: 'Asia/Yangon',
    list,
    total: 3,
    totalCapped: false,
    totalPages: 1,
    sums: { bets: 3, stake: 20_500, payout: 25_050 },
    ...over,
  };
}

const open = (routes: Record<string, (request: MockRequest) => Response>) =>
  renderApp('/agentHome?tab=teamBetting', { ...agentSession, routes });
const asked = async (fetchMock: Parameters<typeof callsTo>[0]) =>
  (await callsTo(fetchMock, ROUTE)).map((call) => Object.fromEntries(call.url.searchParams));
/** The query of the last request, once it is the one expected. */
const lastAsked = (fetchMock: Parameters<typeof callsTo>[0], expected: Record<string, string>) =>
  waitFor(async () => expect((await asked(fetchMock)).at(-1)).toEqual(expected));
const FIRST_PAGE = { pageNo: '1', pageSize: '20' };
/** The days a list starts with, as the team overview does. */
const TODAY = { period: 'today' };
const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the agent centre team betting (spec §2)', () => {
  it("lists today's rounds of the team with their game, status and money, and the sums of them all", async () => {
    const { fetchMock } = open({ [ROUTE]: ({ url }) => envelope(answer(url)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team betting' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    // Placed in the site's time zone (Yangon, UTC+6:30).
    expect(cells(rows()[0]!)).toEqual([
      'Mar 8, 2026, 4:30 PM',
      'player7Level 1',
      'Fortune OxPG · Slots',
      'Settled',
      'K 100.00',
      'K 250.50',
      '+K 150.50',
    ]);
    // An open round shows its game code while the catalogue has no name, and no result yet.
    expect(cells(rows()[1]!).slice(1, 7)).toEqual([
      'deep9Level 2',
      'fortune-oxPG · Slots',
      'In play',
      'K 100.00',
      'K 0.00',
      '—',
    ]);
    expect(cells(rows()[2]!).at(-1)).toBe('−K 5.00');
    expect(screen.getByText('Bets found: 3')).toBeTruthy();
    expect(screen.getByText(/2026-03-08 to 2026-03-08/)).toBeTruthy();
    const sums = screen.getByRole('list', { name: 'All the bets found' });
    const tile = (label: string) => within(sums).getByText(label).parentElement?.textContent;
    expect(tile('Bets')).toBe('Bets3');
    expect(tile('Stake')).toContain('K 205.00');
    expect(tile('Payout')).toContain('K 250.50');
    expect(await asked(fetchMock)).toEqual([{ ...TODAY, ...FIRST_PAGE }]);
  });

  it('sends the filters and the days as the query, the vendors offered following the category', async () => {
    const { fetchMock, user } = open({ [ROUTE]: ({ url }) => envelope(answer(url)) });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const vendors = () =>
      within(screen.getByLabelText('Game provider'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    // The merchant's vendors from its game menu, each once.
    expect(vendors()).toEqual(['All', 'PG Studio', 'JDB Studio']);

    await user.type(screen.getByLabelText('Member account'), '  player7 ');
    await user.selectOptions(screen.getByLabelText('Level'), '2');
    await user.selectOptions(screen.getByLabelText('Game category'), 'RNG');
    await user.selectOptions(screen.getByLabelText('Game provider'), 'PG');
    expect((await asked(fetchMock)).length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const filters = { account: 'player7', level: '2', category: 'RNG', vendorCode: 'PG' };
    await lastAsked(fetchMock, { ...TODAY, ...filters, ...FIRST_PAGE });

    // Fishing has JDB only: the chosen PG gives way to any provider.
    await user.selectOptions(screen.getByLabelText('Game category'), 'FISH');
    expect(vendors()).toEqual(['All', 'JDB Studio']);
    expect((screen.getByLabelText('Game provider') as HTMLSelectElement).value).toBe('');

    // New days keep the filters sent, not the ones changed since.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    const days = { from: '2026-03-01', to: '2026-03-07' };
    await lastAsked(fetchMock, { ...days, ...filters, ...FIRST_PAGE });
    expect(await screen.findByText(/2026-03-01 to 2026-03-07/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await lastAsked(fetchMock, { ...days, ...FIRST_PAGE });
    expect((screen.getByLabelText('Member account') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await lastAsked(fetchMock, { ...TODAY, ...FIRST_PAGE });
  });

  it("offers the overview's shortcuts: each is sent as the period, and the days it covered are shown", async () => {
    const { fetchMock, user } = open({ [ROUTE]: ({ url }) => envelope(answer(url)) });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const shortcuts = within(screen.getByRole('group', { name: 'Period' })).getAllByRole('button');
    expect(shortcuts.map((button) => button.textContent)).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'Last week',
      'This month',
    ]);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Level'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    // A new period keeps the filters and starts again at the first page.
    await lastAsked(fetchMock, { period: 'lastWeek', level: '2', ...FIRST_PAGE });
    expect(await screen.findByText(/2026-02-23 to 2026-03-01/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await lastAsked(fetchMock, { period: 'thisMonth', level: '2', ...FIRST_PAGE });
    expect(await screen.findByText(/2026-03-01 to 2026-03-08/)).toBeTruthy();

    // Two chosen days replace the period: the server refuses both together.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-10' } });
    await lastAsked(fetchMock, { from: '2026-02-01', to: '2026-02-10', level: '2', ...FIRST_PAGE });
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for no range past 93 days or backwards, and says why', async () => {
    const { fetchMock } = open({ [ROUTE]: ({ url }) => envelope(answer(url)) });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-04' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 93 days at a time');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-05' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date cannot be after the end date');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-02' } });
    await waitFor(async () =>
      expect((await asked(fetchMock)).at(-1)).toMatchObject({ from: '2026-01-02', to: '2026-04-04' }),
    );
    expect((await asked(fetchMock)).length).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts past the cap as 10,000+, pages through it, and starts again at page 1 on a new filter', async () => {
    const { fetchMock, user } = open({
      [ROUTE]: ({ url }) => envelope(answer(url, { total: 10_000, totalCapped: true, totalPages: 500 })),
    });
    expect(await screen.findByText('Bets found: 10,000+')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: /500/ })).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(async () => expect((await asked(fetchMock)).at(-1)).toMatchObject({ pageNo: '2' }));
    await user.selectOptions(screen.getByLabelText('Level'), '1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await lastAsked(fetchMock, { ...TODAY, level: '1', ...FIRST_PAGE });
  });

  it('tells a failed load in words and asks again on retry', async () => {
    let fail = true;
    const { fetchMock, user } = open({
      [ROUTE]: ({ url }) =>
        fail ? errorEnvelope('INTERNAL', 'Something went wrong', 500) : envelope(answer(url)),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect((await asked(fetchMock)).length).toBe(2);
  });
});
