import { MEMBER_TYPE } from '@platform/contract/account-constants';
import type { Database } from '../db/client.ts';
import { accountPolicies } from '../modules/accounts/accounts.tables.ts';
import { findMemberByAccount, insertMember } from '../modules/accounts/members.service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

/** Demo logins, printed at start so a tester can try every role at once. */
export const DEMO_ACCOUNTS = [
  {
    account: 'demo01',
    password: 'Demo1234',
    type: MEMBER_TYPE.MEMBER,
    nickname: 'Demo Player',
    affiliateCode: null,
  },
  {
    account: 'agent01',
    password: 'Agent1234',
    type: MEMBER_TYPE.AGENT,
    nickname: 'Demo Agent',
    affiliateCode: 'NOVA2026',
  },
] as const;

/**
 * The demo merchant's account policy and a player and an agent to log in with. Idempotent like the
 * merchant seed: what exists is left as it is.
 */
export async function seedDemoAccounts(db: Database, merchantId: number, now: Date): Promise<void> {
  await db
    .insert(accountPolicies)
    .values({
      updatedAt: now,
      merchantId,
      countries: ['MY', 'SG', 'TH', 'VN', 'ID', 'PH', 'MM', 'CN'],
      identityProviders: ['GOOGLE', 'FACEBOOK', 'PHONE'],
    })
    .onConflictDoNothing();
  for (const demo of DEMO_ACCOUNTS) {
    if (await findMemberByAccount(db, merchantId, demo.account)) continue;
    await insertMember(db, {
      merchantId,
      account: demo.account,
      nickname: demo.nickname,
      type: demo.type,
      passwordHash: await hashPassword(demo.password),
      passwordChangedAt: now,
      createdAt: now,
      affiliateCode: demo.affiliateCode,
      registerIp: '127.0.0.1',
      registerMethod: 'WEB',
      registerType: 'USERNAME',
    });
  }
}
