import { MEMBER_TYPE } from '@platform/contract/account-constants';
import type { Database } from '../db/client.ts';
import { findMemberByAccount, insertMember } from '../modules/accounts/members.service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

/**
 * The demo agent's team, so the agent centre of `npm start` has a tree to show: a sub-agent and
 * three players, each able to log in (and play, filling the agent's reports and salary).
 */
export const DEMO_TEAM = [
  { account: 'agent02', nickname: 'Demo Sub-agent', type: MEMBER_TYPE.AGENT, upline: 'agent01' },
  { account: 'player01', nickname: 'Demo Player One', type: MEMBER_TYPE.MEMBER, upline: 'agent01' },
  { account: 'player02', nickname: 'Demo Player Two', type: MEMBER_TYPE.MEMBER, upline: 'agent01' },
  { account: 'player03', nickname: 'Demo Player Three', type: MEMBER_TYPE.MEMBER, upline: 'agent02' },
] as const;
export const DEMO_TEAM_PASSWORD = 'Demo1234';

/** Idempotent like the other demo seeds: a member that exists is left as it is. */
export async function seedDemoTeam(db: Database, merchantId: number, now: Date): Promise<void> {
  // One hash for the team: the demo accounts share a password, and hashing is the slow part of a start.
  let passwordHash: string | undefined;
  for (const demo of DEMO_TEAM) {
    if (await findMemberByAccount(db, merchantId, demo.account)) continue;
    const upline = await findMemberByAccount(db, merchantId, demo.upline);
    if (!upline) return;
    passwordHash ??= await hashPassword(DEMO_TEAM_PASSWORD);
    await insertMember(db, {
      merchantId,
      account: demo.account,
      nickname: demo.nickname,
      type: demo.type,
      passwordHash,
      passwordChangedAt: now,
      uplineId: upline.id,
      createdAt: now,
      registerIp: '127.0.0.1',
      registerMethod: 'WEB',
      registerType: 'USERNAME',
    });
  }
}
