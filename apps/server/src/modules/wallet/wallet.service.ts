import type { ConsolidatedFunds, MerchantWallet, WalletBalance } from '@platform/contract/wallet';
import { MAIN_WALLET } from '@platform/contract/wallet';
import { type LedgerExecutor, memberAccount, memberBalances } from '../ledger/ledger.service.ts';
import type { MemberAccountKind } from '../ledger/ledger.tables.ts';
import type { Merchant } from '../merchants/merchants.service.ts';

export interface WalletDeps {
  db: LedgerExecutor;
}

/** Whose wallet: a member of a merchant, and whether the member plays for free (spec §6 type 4). */
export interface WalletOwner {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
}

type Balances = Partial<Record<MemberAccountKind, number>>;

function currencyOf(merchant: Merchant) {
  return {
    currencyCode: merchant.currencyCode,
    currencySymbol: merchant.currencySymbol,
    currencyExponent: merchant.currencyExponent,
  };
}

/**
 * The member's balances with the account of `kind` opened if it was not yet. The usual read is one
 * select; only the first read of a new member writes (opening on every read would burn an id and
 * take a lock each time).
 */
async function balancesWithAccount(
  deps: WalletDeps,
  owner: WalletOwner,
  kind: MemberAccountKind,
): Promise<Balances> {
  const balances = await memberBalances(deps.db, owner.memberId);
  if (balances[kind] !== undefined) return balances;
  await memberAccount(deps.db, owner, kind);
  // Read again: a deposit may have opened and credited it between the two statements.
  return memberBalances(deps.db, owner.memberId);
}

/**
 * The header balance (spec §2). Free play money lives in the trial account and real money in cash
 * (DESIGN §5), so a trial member is shown the first and never the second.
 */
export async function readWalletBalance(
  deps: WalletDeps,
  merchant: Merchant,
  owner: WalletOwner,
): Promise<WalletBalance> {
  const wallet = owner.isTrial ? 'trial' : 'cash';
  const balances = await balancesWithAccount(deps, owner, wallet);
  return { ...currencyOf(merchant), wallet, balance: balances[wallet] ?? 0 };
}

/**
 * Consolidated funds (spec §7): the main wallet plus vendor wallets (none until transfer-mode
 * vendors exist), and beside them the money that is the member's but not spendable now.
 */
export async function readConsolidatedFunds(
  deps: WalletDeps,
  merchant: Merchant,
  owner: WalletOwner,
): Promise<ConsolidatedFunds> {
  const balances = await balancesWithAccount(deps, owner, 'cash');
  const main = balances.cash ?? 0;
  return {
    ...currencyOf(merchant),
    total: main,
    wallets: [{ code: MAIN_WALLET, balance: main }],
    bonus: balances.bonus ?? 0,
    withdrawalHold: balances.withdrawal_hold ?? 0,
    commission: balances.commission ?? 0,
  };
}

/**
 * Merchant wallet (spec §7 `isSingle`). Every game plays from the main wallet until the games issue
 * brings transfer-mode vendors, whose own wallets make it false.
 */
export function readMerchantWallet(_merchant: Merchant): MerchantWallet {
  return { isSingle: true };
}
