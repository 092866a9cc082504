import { TRIAL_TYPE } from '@platform/contract/account-constants';
import {
  CONTRACT_KINDS,
  type ContractKind,
  type ContractPeriod,
  isSalary,
  PERIODS_OF_KIND,
} from '@platform/contract/agent-contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { memberAccount, merchantAccount, type PostedTransfer, postMove } from '../ledger/ledger.service.ts';
import { contractSettings } from './contract-settings.service.ts';
import { agentContracts, agentPayouts } from './contracts.tables.ts';

// Settling one period of every contract settled over it (spec §9: real-time salary every five
// minutes, daily wage on the previous day, dividends weekly to monthly).
//
// A bet counts when it settles (a valid bet), in the window its settlement time falls in, for the
// contracts in force at that moment. Each contract earns its rate less the rate of the contract
// nearest below it on the bettor's path (the downline agent's own cut): over the chain of contracts
// above a bet, the pay adds up to the top contract's rate, never more.

/** One period to settle: its name in the merchant's calendar and its bounds. */
export interface SettlementWindow {
  period: ContractPeriod;
  key: string;
  start: Date;
  end: Date;
}

/** What one contract's team did in a window, as the settlement reads it. */
export interface ContractFigures {
  contractId: number;
  memberId: number;
  kind: ContractKind;
  rateBp: number;
  minActiveMembers: number;
  minValidBet: number;
  minNetLoss: number;
  activeMembers: number;
  validBet: number;
  netLoss: number;
  /** Σ (rate − the nearest downline contract's rate) × base, in 1/10,000 of a minor unit. */
  weightedBase: number;
}

/** Every contract of the period in force during the window, with its team's figures there. */
export async function contractFigures(
  db: Database,
  merchantId: number,
  window: SettlementWindow,
): Promise<ContractFigures[]> {
  const [inForce] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.period, window.period),
        lt(agentContracts.startedAt, window.end),
        or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, window.start)),
      ),
    )
    .limit(1);
  if (!inForce) return [];
  const kinds = CONTRACT_KINDS.filter((kind) => PERIODS_OF_KIND[kind].includes(window.period));
  const result = await db.execute(sql`
    with window_bets as (
      select b.id, b.member_id, b.stake, b.payout, b.settled_at
      from ${betRecords} b join ${members} m on m.id = b.member_id and m.type <> ${TRIAL_TYPE}
      where b.merchant_id = ${merchantId} and b.status = 'settled'
        and b.settled_at >= ${window.start} and b.settled_at < ${window.end}
    ),
    -- Each bet with the contracts in force on its path up the tree when it settled, nearest first,
    -- and the highest rate among those nearer (the downline's cut): a few rows a bet.
    chain as (
      select b.member_id, b.stake, b.stake - b.payout as loss, d.id as contract_id, d.period, d.rate_bp,
        coalesce(max(d.rate_bp) over (
          partition by b.id, d.kind order by up.depth rows between unbounded preceding and 1 preceding
        ), 0) as below
      from window_bets b
      join ${memberTree} up on up.descendant_id = b.member_id
      join ${agentContracts} d on d.member_id = up.ancestor_id and d.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and d.started_at <= b.settled_at and (d.ended_at is null or d.ended_at > b.settled_at)
    ),
    sums as (
      select contract_id, count(distinct member_id) as active_members, sum(stake) as valid_bet,
        sum(loss) as net_loss, sum(stake * greatest(0, rate_bp - below)) as weighted_stake,
        sum(loss * greatest(0, rate_bp - below)) as weighted_loss
      from chain where period = ${window.period} group by contract_id
    )
    select c.id, c.member_id, c.kind, c.rate_bp, c.min_active_members, c.min_valid_bet, c.min_net_loss,
      s.active_members, s.valid_bet, s.net_loss, s.weighted_stake, s.weighted_loss
    from sums s join ${agentContracts} c on c.id = s.contract_id
    order by c.id`);
  return rowsOf(result).map((row) => {
    const kind = row.kind as ContractKind;
    return {
      contractId: Number(row.id),
      memberId: Number(row.member_id),
      kind,
      rateBp: Number(row.rate_bp),
      minActiveMembers: Number(row.min_active_members),
      minValidBet: Number(row.min_valid_bet),
      minNetLoss: Number(row.min_net_loss),
      activeMembers: Number(row.active_members),
      validBet: Number(row.valid_bet),
      netLoss: Number(row.net_loss),
      weightedBase: Number(isSalary(kind) ? row.weighted_stake : row.weighted_loss),
    };
  });
}

/** What a contract earns from its figures: nothing below a threshold, never below zero. */
export function payOf(figures: ContractFigures): { amount: number; reachedThresholds: boolean } {
  const reachedThresholds =
    figures.activeMembers >= figures.minActiveMembers &&
    figures.validBet >= figures.minValidBet &&
    (isSalary(figures.kind) || figures.netLoss >= figures.minNetLoss);
  const amount = reachedThresholds ? Math.max(0, Math.floor(figures.weightedBase / 10_000)) : 0;
  return { amount, reachedThresholds };
}

const ledgerKindOf = (kind: ContractKind) => (isSalary(kind) ? 'agent_salary' : 'agent_dividend');

/**
 * Settles one window for a merchant: a payout row per contract with bets, and a ledger posting from
 * the house to the agent's cash for each amount due, unless the merchant holds payouts for review.
 * Run inside one transaction (the job's); a second run of the same window finds its rows and pays
 * nothing again.
 */
export async function settleWindow(
  tx: Database,
  input: { merchantId: number; window: SettlementWindow; now: Date },
): Promise<{ payouts: number; paid: number; posted: PostedTransfer[] }> {
  const { merchantId, window, now } = input;
  const { holdPayouts } = await contractSettings(tx, merchantId);
  let payouts = 0;
  let paid = 0;
  const posted: PostedTransfer[] = [];
  for (const figures of await contractFigures(tx, merchantId, window)) {
    const { amount, reachedThresholds } = payOf(figures);
    const status = !reachedThresholds ? 'belowThreshold' : holdPayouts && amount > 0 ? 'held' : 'paid';
    const [payout] = await tx
      .insert(agentPayouts)
      .values({
        merchantId,
        contractId: figures.contractId,
        memberId: figures.memberId,
        periodKey: window.key,
        windowStart: window.start,
        windowEnd: window.end,
        activeMembers: figures.activeMembers,
        validBet: figures.validBet,
        netLoss: figures.netLoss,
        weightedBase: figures.weightedBase,
        rateBp: figures.rateBp,
        amount,
        status,
        settledAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: agentPayouts.id });
    if (!payout) continue;
    payouts += 1;
    if (status === 'paid' && amount > 0) {
      posted.push(await payPayout(tx, { ...figures, payoutId: payout.id, merchantId, amount, now }));
      paid += amount;
    }
  }
  return { payouts, paid, posted };
}

export const payoutReference = (id: number) => `AP${id}`;

/** The ledger posting of one payout, keyed by it: a retried release or run moves the money once. */
export async function payPayout(
  tx: Database,
  input: {
    payoutId: number;
    merchantId: number;
    memberId: number;
    kind: ContractKind;
    amount: number;
    now: Date;
  },
): Promise<PostedTransfer> {
  const house = await merchantAccount(tx, input.merchantId, 'house', input.now);
  const cash = await memberAccount(
    tx,
    { merchantId: input.merchantId, memberId: input.memberId },
    'cash',
    input.now,
  );
  const posted = await postMove(tx, {
    merchantId: input.merchantId,
    idempotencyKey: `agent-payout:${input.payoutId}`,
    kind: ledgerKindOf(input.kind),
    reference: payoutReference(input.payoutId),
    at: input.now,
    from: house,
    to: cash,
    amount: input.amount,
  });
  await tx
    .update(agentPayouts)
    .set({ status: 'paid', transferId: posted.transferId })
    .where(eq(agentPayouts.id, input.payoutId));
  return posted;
}
