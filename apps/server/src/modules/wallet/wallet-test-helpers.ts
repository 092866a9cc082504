import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { API_PATHS } from '@platform/contract/paths';
import type { TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { createSession } from '../accounts/sessions.service.ts';
import {
  memberAccount,
  merchantAccount,
  type PostedTransfer,
  postTransfer,
} from '../ledger/ledger.service.ts';

export interface TestMember {
  memberId: number;
  token: string;
}

/** A fresh member of the demo merchant with a live session (trial when asked). */
export async function newMemberSession(t: TestApp, options: { trial?: boolean } = {}): Promise<TestMember> {
  const inserted = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account: `wallet${randomBytes(4).toString('hex')}`,
    nickname: 'Wallet test',
    type: options.trial ? MEMBER_TYPE.TRIAL : MEMBER_TYPE.MEMBER,
    passwordHash: null,
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: options.trial ? 'FREEPLAY' : 'USERNAME',
    createdAt: t.ctx.system.now(),
  });
  if (!inserted.ok) throw new Error(`could not insert a test member: ${inserted.code}`);
  const memberId = inserted.member.id;
  const token = await createSession(t.ctx.accounts, {
    memberId,
    merchantId: t.merchantId,
    loginType: options.trial ? 'FREEPLAY' : 'USERNAME',
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { memberId, token };
}

/** Moves money from the house (or the trial house, for free play money) into a member's account. */
export async function credit(
  t: TestApp,
  memberId: number,
  amount: number,
  kind: 'cash' | 'trial' = 'cash',
): Promise<PostedTransfer> {
  const db = t.database.db;
  const now = t.ctx.system.now();
  const house = await merchantAccount(db, t.merchantId, kind === 'trial' ? 'trial_house' : 'house', now);
  const account = await memberAccount(db, { merchantId: t.merchantId, memberId }, kind, now);
  return postTransfer(db, {
    at: now,
    merchantId: t.merchantId,
    idempotencyKey: `test-${randomBytes(8).toString('hex')}`,
    kind: 'test_credit',
    reference: `T${memberId}`,
    legs: [
      { accountId: house, amount: -amount },
      { accountId: account, amount },
    ],
  });
}

/** A fresh member holding `cash` minor units in the main wallet. */
export async function fundedMember(t: TestApp, cash: number): Promise<TestMember> {
  const member = await newMemberSession(t);
  await credit(t, member.memberId, cash);
  return member;
}

/** A request id never used before, as the web sends with each wallet transfer. */
export const transferRequestId = () => `req-${randomBytes(8).toString('hex')}`;

/** POSTs a wallet transfer as the member (or without a session, for null). */
export async function postWalletTransfer(t: TestApp, member: TestMember | null, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.walletTransfer,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    payload: body as object,
  });
  return { status: response.statusCode, json: response.json() };
}
