import type {
  ConsolidatedFunds,
  MerchantWallet,
  WalletBalance,
  WalletTransferInput,
  WalletTransferResult,
} from '@platform/contract/wallet';
import { MAIN_WALLET } from '@platform/contract/wallet';
import { AppError } from '../../http/app-error.ts';
import { listMerchantVendors } from '../games/vendors.service.ts';
import {
  LedgerError,
  type LedgerExecutor,
  memberAccount,
  memberBalances,
  memberVendorBalances,
} from '../ledger/ledger.service.ts';
import type { MemberAccountKind } from '../ledger/ledger.tables.ts';
import { memberPostingError } from '../ledger/member-posting-errors.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { moveVendorFunds, type VendorTransferDeps } from './vendor-transfers.service.ts';

export interface WalletDeps {
  db: LedgerExecutor;
  now: () => Date;
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
  kind: Exclude<MemberAccountKind, 'vendor_wallet'>,
): Promise<Balances> {
  const balances = await memberBalances(deps.db, owner.memberId);
  if (balances[kind] !== undefined) return balances;
  await memberAccount(deps.db, owner, kind, deps.now());
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
): Promise<Omit<WalletBalance, 'unreadMessage'>> {
  const wallet = owner.isTrial ? 'trial' : 'cash';
  const balances = await balancesWithAccount(deps, owner, wallet);
  return { ...currencyOf(merchant), wallet, balance: balances[wallet] ?? 0 };
}

/**
 * Consolidated funds (spec §7): the main wallet, then a wallet per transfer-mode vendor the merchant
 * offers, and beside them the money that is the member's but not spendable now. A vendor the
 * merchant no longer offers still shows while the member has money there, so nothing is hidden.
 */
export async function readConsolidatedFunds(
  deps: WalletDeps,
  merchant: Merchant,
  owner: WalletOwner,
): Promise<ConsolidatedFunds> {
  const [balances, vendorBalances, vendors] = await Promise.all([
    balancesWithAccount(deps, owner, 'cash'),
    memberVendorBalances(deps.db, owner.memberId),
    listMerchantVendors(deps.db, { merchantId: merchant.id, now: deps.now(), walletMode: 'transfer' }),
  ]);
  const main = balances.cash ?? 0;
  const vendorWallets = vendors.map((vendor) => ({
    code: vendor.code,
    name: vendor.displayName,
    balance: vendorBalances.get(vendor.code) ?? 0,
  }));
  for (const [code, balance] of vendorBalances)
    if (balance !== 0 && !vendors.some((vendor) => vendor.code === code))
      vendorWallets.push({ code, name: code, balance });
  return {
    ...currencyOf(merchant),
    total: vendorWallets.reduce((sum, wallet) => sum + wallet.balance, main),
    wallets: [{ code: MAIN_WALLET, name: MAIN_WALLET, balance: main }, ...vendorWallets],
    bonus: balances.bonus ?? 0,
    withdrawalHold: balances.withdrawal_hold ?? 0,
    commission: balances.commission ?? 0,
  };
}

/** Merchant wallet (spec §7 `isSingle`): false once the merchant offers a transfer-mode vendor. */
export async function readMerchantWallet(deps: WalletDeps, merchant: Merchant): Promise<MerchantWallet> {
  const vendors = await listMerchantVendors(deps.db, {
    merchantId: merchant.id,
    now: deps.now(),
    walletMode: 'transfer',
  });
  return { isSingle: vendors.length === 0 };
}

/**
 * Spec §7 GCS_walletTransfer: main wallet to a vendor wallet or back, once per request id. The
 * vendor must be a transfer-mode vendor the merchant offers and not under maintenance (its games
 * could not use the money, nor give it back). Money may always come back from a vendor the merchant
 * stopped offering. Trial members have no vendor wallets: free play money never leaves its wallet.
 * The vendor's own wallet is told through its wallet API (vendor-transfers.service.ts).
 */
export async function transferWalletFunds(
  deps: VendorTransferDeps,
  owner: WalletOwner & { currency: string },
  input: WalletTransferInput,
): Promise<WalletTransferResult> {
  if (owner.isTrial)
    throw new AppError('TRIAL_ACCOUNT', 'Please register a real account to use game wallets');
  const toVendor = input.from === MAIN_WALLET;
  const vendorCode = toVendor ? input.to : input.from;
  const field = toVendor ? 'body.to' : 'body.from';
  const vendors = await listMerchantVendors(deps.db, { merchantId: owner.merchantId, now: deps.now() });
  const vendor = vendors.find((candidate) => candidate.code === vendorCode);
  const vendorBalances = vendor ? null : await memberVendorBalances(deps.db, owner.memberId);
  const returningFromRetired = !toVendor && (vendorBalances?.get(vendorCode) ?? 0) > 0;
  if (!returningFromRetired && vendor?.walletMode !== 'transfer')
    throw new AppError('WALLET_NOT_FOUND', 'There is no such game wallet', [
      { field, message: 'There is no such game wallet' },
    ]);
  if (vendor?.underMaintenance) throw new AppError('GAME_MAINTENANCE', 'Game maintenance');

  let outcome: Awaited<ReturnType<typeof moveVendorFunds>>;
  try {
    outcome = await moveVendorFunds(deps, {
      merchantId: owner.merchantId,
      memberId: owner.memberId,
      currency: owner.currency,
      vendorCode,
      direction: toVendor ? 'in' : 'out',
      amount: input.amount,
      transferKey: `wallet_transfer:${owner.memberId}:${input.requestId}`,
    });
  } catch (error) {
    throw memberPostingError(error);
  }
  if (!outcome.ok) {
    switch (outcome.code) {
      case 'INSUFFICIENT_FUNDS':
        throw memberPostingError(new LedgerError('INSUFFICIENT_FUNDS', 'insufficient'));
      case 'IDEMPOTENCY_CONFLICT':
        throw memberPostingError(new LedgerError('IDEMPOTENCY_CONFLICT', 'conflict'));
      case 'VENDOR_TRANSFER_REFUSED':
        throw new AppError(
          'VENDOR_TRANSFER_REFUSED',
          'The game wallet did not accept the transfer. Your money is back in the main wallet.',
        );
      case 'NO_WALLET_API':
        throw new AppError('SERVICE_UNAVAILABLE', 'This game wallet cannot be reached now');
      default:
        // A limit or an exclusion: the same answer as a bet it refuses, with what was reached.
        throw new AppError(outcome.code, 'You may not play now', undefined, undefined, outcome.value);
    }
  }
  return {
    transferId: outcome.transferId,
    from: input.from,
    to: input.to,
    amount: input.amount,
    mainBalance: outcome.mainBalance,
    vendorBalance: outcome.vendorBalance,
    replayed: outcome.replayed,
    status: outcome.status,
  };
}
