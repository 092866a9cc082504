import type {
  DownlineTransferInput,
  TransferResult,
  UplineTransferInput,
} from '@platform/contract/transfers';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth.ts';
import type { AccountsDeps } from '../accounts/accounts.deps.ts';
import { members } from '../accounts/accounts.tables.ts';
import { isBelow } from '../accounts/member-tree.ts';
import { checkPaymentPassword } from '../accounts/payment-password.ts';
import { memberAccount, postTransfer } from '../ledger/ledger.service.ts';
import { memberPostingError } from '../ledger/member-posting-errors.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';

export interface TransfersDeps extends Pick<AccountsDeps, 'db' | 'limiter' | 'now'> {
  walletEvents: WalletEvents;
}

interface Party {
  id: number;
  account: string;
}

/** Moves cash from the caller to another member of the same merchant, once per request id. */
async function moveCash(
  deps: TransfersDeps,
  caller: Caller,
  to: Party,
  input: { amount: number; requestId: string },
  kind: 'transfer_upline' | 'transfer_downline',
): Promise<TransferResult> {
  const owner = (memberId: number) => ({ merchantId: caller.merchantId, memberId });
  const now = deps.now();
  const [from, into] = await Promise.all([
    memberAccount(deps.db, owner(caller.memberId), 'cash', now),
    memberAccount(deps.db, owner(to.id), 'cash', now),
  ]);
  try {
    const posted = await postTransfer(deps.db, {
      at: now,
      merchantId: caller.merchantId,
      idempotencyKey: `${kind}:${caller.memberId}:${input.requestId}`,
      kind,
      reference: `${caller.memberId}>${to.id}`,
      legs: [
        { accountId: from, amount: -input.amount },
        { accountId: into, amount: input.amount },
      ],
    });
    deps.walletEvents.publishPosted(caller.merchantId, posted);
    const mine = posted.entries.find((entry) => entry.accountId === from);
    return {
      transferId: posted.transferId,
      amount: input.amount,
      balance: mine?.balanceAfter ?? 0,
      recipient: to.account,
      replayed: posted.replayed,
    };
  } catch (error) {
    throw memberPostingError(error);
  }
}

/** Spec §1 transfer to upline: a member or agent sends cash to the agent directly above it. */
export async function transferToUpline(
  deps: TransfersDeps,
  caller: Caller,
  input: UplineTransferInput,
): Promise<TransferResult> {
  const upline = alias(members, 'upline');
  const [row] = await deps.db
    .select({ id: upline.id, account: upline.account })
    .from(members)
    .innerJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
    .where(eq(members.id, caller.memberId));
  if (!row) throw new AppError('NOT_FOUND', 'You have no upline to transfer to');
  await checkPaymentPassword(deps, caller, input.paymentPassword);
  return moveCash(deps, caller, row, input, 'transfer_upline');
}

/**
 * Spec §1 transfer to downline: an agent sends cash to a member anywhere below it in its own tree.
 * A member outside the tree answers exactly as an unknown account, so the tree cannot be probed.
 */
export async function transferToDownline(
  deps: TransfersDeps,
  caller: Caller,
  input: DownlineTransferInput,
): Promise<TransferResult> {
  const [target] = await deps.db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantId, caller.merchantId),
        sql`lower(${members.account}) = lower(${input.downlineAccount})`,
      ),
    );
  const row = target && (await isBelow(deps.db, caller.memberId, target.id)) ? target : undefined;
  if (!row)
    throw new AppError('NOT_FOUND', 'No downline with this account', [
      { field: 'body.downlineAccount', message: 'No downline with this account' },
    ]);
  await checkPaymentPassword(deps, caller, input.paymentPassword);
  return moveCash(deps, caller, row, input, 'transfer_downline');
}
