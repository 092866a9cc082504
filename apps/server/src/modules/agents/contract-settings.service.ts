import { type ContractKind, isSalary } from '@platform/contract/agent-contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { agentContractSettings, agentContractTemplates } from './contracts.tables.ts';

export type ContractSettings = Omit<typeof agentContractSettings.$inferSelect, 'merchantId'>;

/** A merchant with no row has contracts switched off: an operator turns them on in the back office. */
const OFF: ContractSettings = { contractsEnabled: false, salaryEnabled: false, holdPayouts: false };

export async function contractSettings(
  db: Pick<Database, 'select'>,
  merchantId: number,
): Promise<ContractSettings> {
  const [row] = await db
    .select({
      contractsEnabled: agentContractSettings.contractsEnabled,
      salaryEnabled: agentContractSettings.salaryEnabled,
      holdPayouts: agentContractSettings.holdPayouts,
    })
    .from(agentContractSettings)
    .where(eq(agentContractSettings.merchantId, merchantId));
  return row ?? OFF;
}

/** Refuses a kind the merchant has not switched on: contracts at all, and salaries apart from dividends. */
export function assertKindEnabled(settings: ContractSettings, kind: ContractKind): void {
  if (!settings.contractsEnabled || (isSalary(kind) && !settings.salaryEnabled))
    throw new AppError('CONTRACTS_DISABLED', 'Agent contracts are not enabled on this site');
}

/** The template's maximum rate of a kind for an agent type, or null when that kind is not offered to it. */
export async function maxRateOf(
  db: Pick<Database, 'select'>,
  merchantId: number,
  agentType: number,
  kind: ContractKind,
): Promise<number | null> {
  const [row] = await db
    .select({ maxRateBp: agentContractTemplates.maxRateBp })
    .from(agentContractTemplates)
    .where(
      and(
        eq(agentContractTemplates.merchantId, merchantId),
        eq(agentContractTemplates.agentType, agentType),
        eq(agentContractTemplates.kind, kind),
      ),
    );
  return row?.maxRateBp ?? null;
}
