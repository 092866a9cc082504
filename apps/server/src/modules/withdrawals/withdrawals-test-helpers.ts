import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { credit } from '../wallet/wallet-test-helpers.ts';
import { withdrawals } from './withdrawals.tables.ts';

export const PAYMENT_PASSWORD = '246810';

export interface Payee {
  id: number;
  token: string;
  bankAccountId: number;
}

let serial = 0;
let hashes: Promise<{ login: string; payment: string }> | null = null;

/**
 * A logged-in member with a payee name, a payment password, a bound bank account and `cash` in
 * the wallet: everything a withdrawal needs, so each test starts from a clean member.
 */
export async function payee(
  t: TestApp,
  options: { cash?: number; payeeName?: string | null } = {},
): Promise<Payee> {
  hashes ??= Promise.all([hashPassword('Secret123'), hashPassword(PAYMENT_PASSWORD)]).then(
    ([login, payment]) => ({
      login,
      payment,
    }),
  );
  const { login, payment } = await hashes;
  serial += 1;
  const account = `wd${serial}${randomBytes(3).toString('hex')}`;
  const inserted = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account,
    nickname: account,
    type: 0,
    passwordHash: login,
    paymentPasswordHash: payment,
    payeeName: options.payeeName === undefined ? 'Aung Min' : options.payeeName,
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: 'USERNAME',
    createdAt: t.ctx.system.now(),
  });
  if (!inserted.ok) throw new Error('could not insert a member');
  const id = inserted.member.id;
  if (options.cash) await credit(t, id, options.cash);
  const session = await t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username: account, password: 'Secret123' },
  });
  expect(session.statusCode, session.body).toBe(200);
  const token = session.json().value.token as string;
  let bankAccountId = 0;
  if (options.payeeName !== null) {
    const bound = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bankAccounts,
      headers: { authorization: `Bearer ${token}` },
      payload: { bankName: 'KBZ Bank', accountNumber: `9${String(id).padStart(9, '0')}` },
    });
    expect(bound.statusCode, bound.body).toBe(201);
    bankAccountId = bound.json().value.id as number;
  }
  return { id, token, bankAccountId };
}

export const newRequestId = () => `wd-${randomBytes(8).toString('hex')}`;

export function requestWithdrawal(
  t: TestApp,
  who: Payee,
  amount: number,
  overrides: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.withdrawals,
    headers: { authorization: `Bearer ${who.token}` },
    payload: {
      amount,
      bankAccountId: who.bankAccountId,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: newRequestId(),
      ...overrides,
    },
  });
}

export function operatorAction(
  t: TestApp,
  token: string,
  id: number,
  action: 'approve' | 'reject' | 'paid' | 'force-receipt' | 'refund',
  body: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN_PATHS.withdrawals}/${id}/${action}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

export async function balancesOf(t: TestApp, memberId: number): Promise<{ cash: number; hold: number }> {
  const balances = await memberBalances(t.database.db, memberId);
  return { cash: balances.cash ?? 0, hold: balances.withdrawal_hold ?? 0 };
}

export async function withdrawalCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(withdrawals);
  return row?.n ?? 0;
}
