import type { Contract } from '@platform/contract/agent-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentSession, contractOf, policyOf } from '../../../test/contract-fixtures.ts';
import { memberInfo } from '../../../test/fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const POLICY = 'GET /wps/agent/contract/policy';
const LIST = 'GET /wps/agent/contracts';
const PROCESS = 'POST /wps/agent/contract/process';

/**
 * Agent 1 (boss) holds an offer from its upline and an active contract its upline asks to end,
 * and gave sub2 a contract nobody asks to end. The policy counts what waits for boss's answer.
 */
function server(enableContract = true) {
  let contracts: Contract[] = [
    contractOf(3),
    contractOf(4, {
      kind: 'dailyWage',
      period: 'D',
      rateBp: 75,
      status: 'active',
      startedAt: '2026-02-01T08:00:00.000Z',
      terminationRequestedBy: 'upline',
    }),
    contractOf(5, {
      status: 'active',
      offeredBy: { id: 1, account: 'boss' },
      member: { id: 2, account: 'sub2' },
      startedAt: '2026-02-01T08:00:00.000Z',
    }),
  ];
  const awaiting = () =>
    contracts.filter(
      (row) =>
        row.status === 'pending' || (row.status === 'active' && row.terminationRequestedBy === 'upline'),
    ).length;
  return {
    [POLICY]: () => envelope(policyOf({ enableContract, awaitingMe: enableContract ? awaiting() : 0 })),
    [LIST]: ({ url }: MockRequest) => {
      const side = url.searchParams.get('side');
      const status = url.searchParams.get('status');
      const list = contracts.filter(
        (row) =>
          (side === 'received' ? row.member.id === 1 : row.offeredBy?.id === 1) &&
          (!status || row.status === status),
      );
      return envelope({ list, total: list.length, totalPages: 1, awaitingMe: awaiting() });
    },
    [PROCESS]: ({ body }: MockRequest) => {
      const { contractId, action } = body as { contractId: number; action: string };
      contracts = contracts.map((row) =>
        row.id !== contractId
          ? row
          : row.status === 'pending'
            ? { ...row, status: action === 'accept' ? 'active' : 'rejected' }
            : { ...row, terminationRequestedBy: null },
      );
      return envelope(contracts.find((row) => row.id === contractId));
    },
  };
}

describe('the contract modal (spec §2)', () => {
  it('lists the requests waiting for a logged-in agent, answers them, and closes when none is left', async () => {
    const { user, fetchMock } = renderApp('/agent', { ...agentSession, routes: server() });
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    expect(dialog.textContent).toContain('2 requests wait for your answer.');
    const items = await waitFor(() => {
      const found = within(dialog).getAllByRole('listitem');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0]?.textContent).toContain('Dividend · Weekly · 12.50%');
    expect(items[0]?.textContent).toContain('upline offers you this contract.');
    expect(items[1]?.textContent).toContain('Daily wage · Daily · 0.75%');
    expect(items[1]?.textContent).toContain('upline asks to end this contract.');
    // The contract boss gave, which nobody asks to end, waits for no answer.
    expect(dialog.textContent).not.toContain('sub2');

    await user.click(within(items[0]!).getByRole('button', { name: 'Accept (Dividend, upline)' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it (Daily wage, upline)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await callsTo(fetchMock, PROCESS)).map((call) => call.body)).toEqual([
      { contractId: 3, action: 'accept' },
      { contractId: 4, action: 'reject' },
    ]);
  });

  it('can be put off for later', async () => {
    const { user } = renderApp('/agent', { ...agentSession, routes: server() });
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is never shown while contracts are off, nor to a trial member', async () => {
    const off = renderApp('/agent', { ...agentSession, routes: server(false) });
    await waitFor(async () => expect(await callsTo(off.fetchMock, POLICY)).toHaveLength(1));
    await waitFor(() => expect(window.sessionStorage.getItem('enableContract')).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await callsTo(off.fetchMock, LIST)).toEqual([]);
    off.unmount();
    window.sessionStorage.clear();

    const trial = renderApp('/agent', {
      token: 'trial-1',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4', isAgent: 'true' },
      routes: server(),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(await callsTo(trial.fetchMock, POLICY)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
