import type { TeamMember, TeamPeriod } from '@platform/contract/agent-centre';
import type { Contract, ContractPolicy, Payout } from '@platform/contract/agent-contracts';
import { memberInfo } from './fixtures.ts';

/** A logged-in agent (type 1), as a login leaves the session. */
export const agentSession = {
  token: 'agent-1',
  member: { ...memberInfo, id: 1, account: 'boss', type: 1, isAgent: true },
  session: { memberType: '1', isAgent: 'true' },
};

export const policyOf = (over: Partial<ContractPolicy> = {}): ContractPolicy => ({
  enableContract: true,
  enableSalary: false,
  awaitingMe: 0,
  ...over,
});

/** A dividend offered by the agent's upline (9, `upline`) to the agent (1, `boss`), awaiting its answer. */
export const contractOf = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  kind: 'dividend',
  period: 'W',
  rateBp: 1250,
  minActiveMembers: 5,
  minValidBet: 100_000,
  minNetLoss: 50_000,
  status: 'pending',
  offeredBy: { id: 9, account: 'upline' },
  member: { id: 1, account: 'boss' },
  terminationRequestedBy: null,
  offeredAt: '2026-03-01T08:00:00.000Z',
  startedAt: null,
  endedAt: null,
  endReason: null,
  ...over,
});

export const payoutOf = (id: number, over: Partial<Payout> = {}): Payout => ({
  id,
  contractId: 3,
  kind: 'dividend',
  period: 'W',
  periodKey: '2026-W10',
  windowStart: '2026-03-02T00:00:00.000Z',
  windowEnd: '2026-03-09T00:00:00.000Z',
  activeMembers: 12,
  validBet: 5_000_000,
  netLoss: 987_650,
  rateBp: 1250,
  amount: 123_456,
  status: 'paid',
  reference: 'CONTRACT-3-2026-W10',
  settledAt: '2026-03-09T00:05:00.000Z',
  ...over,
});

/** A member of the agent's direct downline. */
export const downlineOf = (id: number, account: string, type: number): TeamMember => ({
  id,
  account,
  nickname: account.toUpperCase(),
  type,
  level: 1,
  downlineCount: 0,
  balance: 0,
  lastLoginAt: null,
  createdAt: '2026-02-01T08:00:00.000Z',
});

/** The days each shortcut covers when the merchant's today is Sunday 8 March 2026 (weeks from Monday). */
const SHORTCUT_DAYS: Record<TeamPeriod, { from: string; to: string }> = {
  today: { from: '2026-03-08', to: '2026-03-08' },
  yesterday: { from: '2026-03-07', to: '2026-03-07' },
  thisWeek: { from: '2026-03-02', to: '2026-03-08' },
  lastWeek: { from: '2026-02-23', to: '2026-03-01' },
  thisMonth: { from: '2026-03-01', to: '2026-03-08' },
};

/** The days a team page answers for: the two chosen, or the shortcut's (none asked: today). */
export function teamDaysOf(url: URL): { from: string; to: string } {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (from && to) return { from, to };
  return SHORTCUT_DAYS[(url.searchParams.get('period') ?? 'today') as TeamPeriod];
}
