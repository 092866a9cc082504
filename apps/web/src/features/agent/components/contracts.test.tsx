import type { Contract, ContractPolicy } from '@platform/contract/agent-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, contractOf, downlineOf, policyOf } from '../../../test/contract-fixtures.ts';
import { callsTo, envelope, errorEnvelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const POLICY = 'GET /wps/agent/contract/policy';
const LIST = 'GET /wps/agent/contracts';
const OFFER = 'POST /wps/agent/contracts';
const PROCESS = 'POST /wps/agent/contract/process';
const MEMBERS = 'GET /wps/agent/team/members';

/** The server's contracts of agent 1 (boss): those it holds and those it gave, answered by side. */
function contractServer(start: Contract[], policy: Partial<ContractPolicy> = {}) {
  let contracts = start;
  const mine = (side: string | null) =>
    contracts.filter((row) =>
      side === 'received' ? row.member.id === 1 : side === 'given' ? row.offeredBy?.id === 1 : true,
    );
  return {
    [POLICY]: () => envelope(policyOf(policy)),
    [LIST]: ({ url }: MockRequest) => {
      const status = url.searchParams.get('status');
      const list = mine(url.searchParams.get('side')).filter((row) => !status || row.status === status);
      return envelope({ list, total: list.length, totalPages: 1, awaitingMe: 0 });
    },
    [PROCESS]: ({ body }: MockRequest) => {
      const { contractId, action } = body as { contractId: number; action: string };
      const found = contracts.find((row) => row.id === contractId)!;
      const changed: Contract =
        found.status === 'pending'
          ? action === 'accept'
            ? { ...found, status: 'active', startedAt: '2026-03-02T09:00:00.000Z' }
            : { ...found, status: 'rejected', endedAt: '2026-03-02T09:00:00.000Z' }
          : action === 'terminate'
            ? { ...found, terminationRequestedBy: found.member.id === 1 ? 'downline' : 'upline' }
            : action === 'accept'
              ? {
                  ...found,
                  status: 'terminated',
                  terminationRequestedBy: null,
                  endedAt: '2026-03-02T09:00:00.000Z',
                  endReason: 'agreed',
                }
              : { ...found, terminationRequestedBy: null };
      contracts = contracts.map((row) => (row.id === contractId ? changed : row));
      return envelope(changed);
    },
    [MEMBERS]: () =>
      envelope({
        path: [{ id: 1, account: 'boss' }],
        list: [downlineOf(2, 'sub2', 2), downlineOf(3, 'player3', 0)],
        total: 2,
        totalPages: 1,
      }),
  };
}

const open = (path: string, routes: ReturnType<typeof contractServer>) =>
  renderApp(path, { ...agentSession, routes });

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Agent centre' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The agent centre's sections whatever the merchant has on. */
const TEAM_SECTIONS = [
  'Announcements',
  'Team overview',
  'Register centre',
  'Team management',
  'Team betting',
  'Team transactions',
  'User profit and loss',
  'Account details',
];
const SALARY_SECTIONS = ['Daily wages', 'Hourly salary', 'Real-time salary'];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the agent centre contract sections (spec §4)', () => {
  it('lists no contract, bonus or salary section while the merchant has contracts off, and keeps the switches for the session', async () => {
    // Salaries on alone show nothing: they are contracts.
    const { fetchMock } = open(
      '/agentHome?tab=contracts',
      contractServer([], { enableContract: false, enableSalary: true }),
    );
    await waitFor(() => expect(window.sessionStorage.getItem('enableContract')).toBe('false'));
    expect(window.sessionStorage.getItem('enableSalary')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    expect(menuEntries()).toEqual(TEAM_SECTIONS);
    expect(await callsTo(fetchMock, LIST)).toEqual([]);
  });

  it('adds Contracts, My income and Bonus when contracts are on, but no salary while salaries are off', async () => {
    open('/agentHome?tab=dailyWages', contractServer([], { awaitingMe: 2 }));
    await waitFor(() => expect(menuEntries()).toHaveLength(TEAM_SECTIONS.length + 3));
    expect(menuEntries()).toEqual([
      ...TEAM_SECTIONS,
      'Contracts22 waiting for your answer',
      'My income',
      'Bonus',
    ]);
    // A link to a salary that is off lands on the first section.
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    expect(window.sessionStorage.getItem('enableSalary')).toBe('false');
  });

  it('adds the salaries after Bonus when salaries are on too', async () => {
    open('/agentHome?tab=teamManagement', contractServer([], { awaitingMe: 2, enableSalary: true }));
    await waitFor(() => expect(menuEntries()).toHaveLength(TEAM_SECTIONS.length + 6));
    expect(menuEntries()).toEqual([
      ...TEAM_SECTIONS,
      'Contracts22 waiting for your answer',
      'My income',
      'Bonus',
      ...SALARY_SECTIONS,
    ]);
    expect(window.sessionStorage.getItem('enableContract')).toBe('true');
    expect(window.sessionStorage.getItem('enableSalary')).toBe('true');
  });

  it('accepts an offer made to me: the answer is sent and the row becomes an active contract', async () => {
    const server = contractServer([
      contractOf(3),
      contractOf(4, {
        kind: 'dividend',
        status: 'terminated',
        startedAt: '2026-01-01T08:00:00.000Z',
        endedAt: '2026-02-01T08:00:00.000Z',
        endReason: 'uplineRateLowered',
      }),
    ]);
    const { user, fetchMock } = open('/agentHome?tab=contracts', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    const offered = await waitFor(() => rowOf('Awaiting answer'));
    expect(offered.textContent).toContain('upline');
    expect(offered.textContent).toContain('Weekly');
    expect(offered.textContent).toContain('12.50%');
    expect(offered.textContent).toContain('K 1,000.00');
    expect(offered.textContent).toContain('K 500.00');
    const ended = rowOf("The upline's rate was lowered");
    expect(within(ended).queryByRole('button')).toBeNull();

    await user.click(within(offered).getByRole('button', { name: 'Accept (Dividend, upline)' }));
    await waitFor(() => expect(within(offered).getByText('Active')).toBeTruthy());
    expect((await callsTo(fetchMock, PROCESS)).map((call) => call.body)).toEqual([
      { contractId: 3, action: 'accept' },
    ]);
    expect(within(offered).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(within(offered).getByRole('button', { name: 'Terminate (Dividend, upline)' })).toBeTruthy();
    expect(await screen.findByText('Contract accepted')).toBeTruthy();
    const asked = (await callsTo(fetchMock, LIST)).map((call) => call.url.searchParams.get('side'));
    expect(asked.every((side) => side === 'received')).toBe(true);
  });

  it('answers my downline’s request to end a contract, after asking to be sure', async () => {
    const server = contractServer([
      contractOf(5, {
        status: 'active',
        offeredBy: { id: 1, account: 'boss' },
        member: { id: 2, account: 'sub2' },
        startedAt: '2026-02-01T08:00:00.000Z',
        terminationRequestedBy: 'downline',
      }),
    ]);
    const { user, fetchMock } = open('/agentHome?tab=contracts', server);
    await user.click(await screen.findByRole('button', { name: "My downline's" }));
    const row = await waitFor(() => rowOf('sub2'));
    expect(row.textContent).toContain('They ask to end it');
    await user.click(within(row).getByRole('button', { name: 'Agree to end (Dividend, sub2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('End this Dividend contract with sub2 now?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(row).getByText('Ended by agreement')).toBeTruthy());
    expect((await callsTo(fetchMock, PROCESS)).map((call) => call.body)).toEqual([
      { contractId: 5, action: 'accept' },
    ]);
  });

  it('offers a contract: refuses an empty member and a rate above 100%, then sends basis points', async () => {
    const { user, fetchMock } = open('/agentHome?tab=contracts', contractServer([]));
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = (await screen.findByRole('heading', { level: 3, name: 'Offer a contract' })).closest(
      'form',
    )!;
    // Salaries are off: a dividend is the only kind offered.
    const kind = within(form).getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual(['Dividend']);
    // Only the agents of the direct downline can be chosen.
    const member = within(form).getByLabelText('Agent of your direct downline') as HTMLSelectElement;
    await waitFor(() => expect(member.options).toHaveLength(2));
    expect([...member.options].map((option) => option.textContent)).toEqual([
      'Choose an agent',
      'sub2 (SUB2)',
    ]);

    await user.type(within(form).getByLabelText('Rate'), '100.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Choose the agent to offer the contract to')).toBeTruthy();
    expect(within(form).getByText('Please enter a rate above 0% and at most 100%')).toBeTruthy();
    expect(await callsTo(fetchMock, OFFER)).toEqual([]);

    await user.selectOptions(member, '2');
    await user.selectOptions(within(form).getByLabelText('Period'), 'M');
    await user.clear(within(form).getByLabelText('Rate'));
    await user.type(within(form).getByLabelText('Rate'), '12.5');
    await user.type(within(form).getByLabelText('Minimum active members'), '3');
    await user.type(within(form).getByLabelText('Minimum valid bet'), '1,000');
    await user.type(within(form).getByLabelText('Minimum net loss'), '250.50');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(async () => expect(await callsTo(fetchMock, OFFER)).toHaveLength(1));
    expect((await callsTo(fetchMock, OFFER))[0]?.body).toEqual({
      memberId: 2,
      kind: 'dividend',
      period: 'M',
      rateBp: 1250,
      minActiveMembers: 3,
      minValidBet: 100_000,
      minNetLoss: 25_050,
    });
  });

  it('offers salaries when they are on: a salary has its own period and no net loss threshold', async () => {
    const routes = {
      ...contractServer([], { enableSalary: true }),
      [OFFER]: ({ body }: MockRequest) =>
        envelope(
          contractOf(8, {
            ...(body as Partial<Contract>),
            offeredBy: { id: 1, account: 'boss' },
            member: { id: 2, account: 'sub2' },
          }),
        ),
    };
    const { user, fetchMock } = open('/agentHome?tab=contracts', routes);
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = (await screen.findByRole('heading', { level: 3, name: 'Offer a contract' })).closest(
      'form',
    )!;
    const kind = within(form).getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual([
      'Dividend',
      'Daily wage',
      'Hourly salary',
      'Real-time salary',
    ]);
    await user.selectOptions(kind, 'hourlySalary');
    const period = within(form).getByLabelText('Period') as HTMLSelectElement;
    await waitFor(() => expect([...period.options].map((option) => option.textContent)).toEqual(['Hourly']));
    expect(within(form).queryByLabelText('Minimum net loss')).toBeNull();

    const member = within(form).getByLabelText('Agent of your direct downline') as HTMLSelectElement;
    await waitFor(() => expect(member.options).toHaveLength(2));
    await user.selectOptions(member, '2');
    await user.type(within(form).getByLabelText('Rate'), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Contract offered to sub2. It starts when they accept.')).toBeTruthy();
    expect((await callsTo(fetchMock, OFFER))[0]?.body).toEqual({
      memberId: 2,
      kind: 'hourlySalary',
      period: 'H',
      rateBp: 50,
      minActiveMembers: 0,
      minValidBet: 0,
      minNetLoss: 0,
    });
    // The form closes on the downline's list, where the offer now waits.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Offer a contract' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: "My downline's" }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says a refusal of the server under the field it is about', async () => {
    const routes = {
      ...contractServer([]),
      [OFFER]: () => errorEnvelope('CONTRACT_RATE_ABOVE_UPLINE', 'Rate above upline', 400),
    };
    const { user } = open('/agentHome?tab=contracts', routes);
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = (await screen.findByRole('heading', { level: 3, name: 'Offer a contract' })).closest(
      'form',
    )!;
    const member = within(form).getByLabelText('Agent of your direct downline') as HTMLSelectElement;
    await waitFor(() => expect(member.options).toHaveLength(2));
    await user.selectOptions(member, '2');
    await user.type(within(form).getByLabelText('Rate'), '40');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText("The rate is above your own contract's rate")).toBeTruthy();
  });
});
