import { API_PATHS } from '@platform/contract/paths';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { findMemberByAccount } from '../accounts/members.service.ts';
import { memberBalances, reconcile } from '../ledger/ledger.service.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import type { WalletEvent } from '../wallet/wallet-events.ts';
import { deposits, paymentChannels } from './payments.tables.ts';

export type Json = {
  success?: boolean;
  code?: string;
  value?: Record<string, unknown> & { list?: Record<string, unknown>[] };
  fields?: { field: string; key?: string; message: string; params?: Record<string, number> }[];
};

let serial = 0;

/** A freshly registered member of the demo merchant, logged in. */
export async function registerMember(
  t: TestApp,
): Promise<{ token: string; memberId: number; account: string }> {
  serial += 1;
  const account = `payer${serial}${Math.floor(Math.random() * 1e5)}`;
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.register,
    remoteAddress: `10.9.${serial}.${Math.floor(Math.random() * 250)}`,
    payload: {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
      registerMethod: 'WEB',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const member = await findMemberByAccount(t.database.db, t.merchantId, account);
  if (!member) throw new Error('registered member not found');
  return { token: response.json().value.token as string, memberId: member.id, account };
}

export { operatorToken } from '../../test/operator-session.ts';

export async function channelId(t: TestApp, code: 'BANK_TRANSFER' | 'SANDBOX_PAY'): Promise<number> {
  const [row] = await t.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.code, code));
  if (!row) throw new Error(`channel ${code} not seeded`);
  return row.id;
}

export async function cashOf(t: TestApp, memberId: number): Promise<number> {
  return (await memberBalances(t.database.db, memberId)).cash ?? 0;
}

export async function depositCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(deposits);
  return row?.n ?? 0;
}

export async function depositTransfers(t: TestApp, orderNo: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, orderNo));
  return row?.n ?? 0;
}

/** The ledger is whole: every transfer balanced, every cached balance its entries' sum. */
export async function expectLedgerWhole(t: TestApp): Promise<void> {
  expect(await reconcile(t.database.db)).toEqual({
    unbalancedTransfers: 0,
    mismatchedAccounts: 0,
    difference: 0,
    negativeBalances: 0,
  });
}

/** Everything the wallet told one member, as the /ws connection would hear it. */
export function listen(t: TestApp, memberId: number): WalletEvent[] {
  const heard: WalletEvent[] = [];
  t.ctx.walletEvents.subscribe(memberId, (event) => heard.push(event));
  return heard;
}
