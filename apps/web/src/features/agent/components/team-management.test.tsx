import type { TeamMember, TeamMembers } from '@platform/contract/agent-centre';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const ROUTE = 'GET /wps/agent/team/members';
const agent = {
  token: 'agent-1',
  member: { ...memberInfo, account: 'boss', type: 1, isAgent: true },
  session: { memberType: '1', isAgent: 'true' },
};

const person = (id: number, account: string, over: Partial<TeamMember> = {}): TeamMember => ({
  id,
  account,
  nickname: account.toUpperCase(),
  type: 0,
  level: 1,
  downlineCount: 0,
  balance: 0,
  lastLoginAt: null,
  createdAt: '2026-02-01T08:00:00.000Z',
  ...over,
});

/** The agent (1) with sub-agent 2 and player 3; sub-agent 2 with player 4; a search finds 4. */
function answer(url: URL): TeamMembers {
  const parent = url.searchParams.get('parentId');
  if (url.searchParams.get('account'))
    return { path: [], list: [person(4, 'deep4', { level: 2 })], total: 1, totalPages: 1 };
  if (parent === '2')
    return {
      path: [
        { id: 1, account: 'boss' },
        { id: 2, account: 'sub2' },
      ],
      list: [person(4, 'deep4', { level: 2, balance: 5_00 })],
      total: 1,
      totalPages: 1,
    };
  return {
    path: [{ id: 1, account: 'boss' }],
    list: [
      person(2, 'sub2', {
        type: 2,
        downlineCount: 1,
        balance: 1_234_56,
        lastLoginAt: '2026-03-01T10:00:00.000Z',
      }),
      person(3, 'player3'),
    ],
    total: 2,
    totalPages: 1,
  };
}

const routes = { [ROUTE]: ({ url }: MockRequest) => envelope(answer(url)) };
const open = () => renderApp('/agentHome?tab=teamManagement', { ...agent, routes });
const accounts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the agent centre team management (spec §2)', () => {
  it('lists the direct downline with balance and last login, and opens a level under a member', async () => {
    const { user, fetchMock } = open();
    await screen.findByText('sub2');
    expect(accounts()).toEqual(['sub2SUB2', 'player3PLAYER3']);
    const [subRow, playerRow] = screen.getAllByRole('row').slice(1);
    expect(subRow?.textContent).toContain('K 1,234.56');
    expect(playerRow?.textContent).toContain('Never');
    expect(within(playerRow!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the 1 members under sub2' }));
    await waitFor(() => expect(accounts()).toEqual(['deep4DEEP4']));
    const path = screen.getByRole('navigation', { name: 'Where you are in your tree' });
    expect(
      within(path)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual(['boss', 'sub2']);
    expect(within(path).getByRole('button', { name: 'sub2' }).getAttribute('aria-current')).toBe('location');

    await user.click(within(path).getByRole('button', { name: 'boss' }));
    await waitFor(() => expect(accounts()).toEqual(['sub2SUB2', 'player3PLAYER3']));
    const asked = (await callsTo(fetchMock, ROUTE)).map((call) => call.url.searchParams.get('parentId'));
    expect(asked).toEqual([null, '2', null]);
  });

  it('searches the whole team by account and goes back to browsing on an empty search', async () => {
    const { user, fetchMock } = open();
    await screen.findByText('sub2');
    await user.type(screen.getByLabelText('Find a member of your team by account'), ' deep ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 members of your team whose account starts with deep')).toBeTruthy();
    expect(accounts()).toEqual(['deep4DEEP4']);
    const last = (await callsTo(fetchMock, ROUTE)).at(-1);
    expect(Object.fromEntries(last!.url.searchParams)).toEqual({
      account: 'deep',
      pageNo: '1',
      pageSize: '20',
    });

    await user.clear(screen.getByLabelText('Find a member of your team by account'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(accounts()).toEqual(['sub2SUB2', 'player3PLAYER3']));
  });
});
