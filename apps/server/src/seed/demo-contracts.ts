import { AGENT_TYPES } from '@platform/contract/account-constants';
import type { ContractKind, ContractPeriod } from '@platform/contract/agent-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { offerContract, processContract } from '../modules/agents/contracts.service.ts';
import {
  agentContractSettings,
  agentContracts,
  agentContractTemplates,
} from '../modules/agents/contracts.tables.ts';

/** The demo's templates: the highest rate each agent type may be offered of each kind. */
const DEMO_TEMPLATES: { kind: ContractKind; maxRateBp: number }[] = [
  { kind: 'dividend', maxRateBp: 4_000 },
  { kind: 'dailyWage', maxRateBp: 200 },
  { kind: 'hourlySalary', maxRateBp: 100 },
  { kind: 'realtimeSalary', maxRateBp: 60 },
];

/** What the demo agent holds from the operator, so its income fills as its team plays. */
const DEMO_AGENT_CONTRACTS: { kind: ContractKind; period: ContractPeriod; rateBp: number }[] = [
  { kind: 'realtimeSalary', period: 'RT', rateBp: 50 },
  { kind: 'dailyWage', period: 'D', rateBp: 150 },
  { kind: 'dividend', period: 'M', rateBp: 3_000 },
];

/**
 * Contracts switched on for the demo merchant, its templates, and the demo agent's contracts
 * (offered by the operator and accepted). Idempotent: a merchant already configured is left alone.
 */
export async function seedDemoContracts(db: Database, merchantId: number, now: Date): Promise<void> {
  const [configured] = await db
    .select({ merchantId: agentContractSettings.merchantId })
    .from(agentContractSettings)
    .where(eq(agentContractSettings.merchantId, merchantId));
  if (configured) return;
  await db.insert(agentContractSettings).values({ merchantId, contractsEnabled: true, salaryEnabled: true });
  await db
    .insert(agentContractTemplates)
    .values(AGENT_TYPES.flatMap((agentType) => DEMO_TEMPLATES.map((t) => ({ merchantId, agentType, ...t }))));
  const agent = await findMemberByAccount(db, merchantId, 'agent01');
  if (!agent) return;
  const [held] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(eq(agentContracts.memberId, agent.id));
  if (held) return;
  const deps = { db, now: () => now };
  for (const terms of DEMO_AGENT_CONTRACTS) {
    const contractId = await offerContract(
      deps,
      { merchantId, memberId: null },
      {
        memberId: agent.id,
        ...terms,
        minActiveMembers: 0,
        minValidBet: 0,
        minNetLoss: 0,
      },
    );
    await processContract(deps, { merchantId, memberId: agent.id }, { contractId, action: 'accept' });
  }
}
