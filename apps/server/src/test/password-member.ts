import { API_PATHS } from '@platform/contract/paths';
import type { Database } from '../db/client.ts';
import { insertMember, type NewMember } from '../modules/accounts/members.service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import type { TestApp } from './test-app.ts';

/** The login password of the members made here. */
export const MEMBER_PASSWORD = 'Secret123';

type MemberValues = Omit<NewMember, 'referralCode'>;

/**
 * A player who signs in with a password, written as a registration by username on the web would
 * write it, so a test logs in through the API like anyone. A test sets what it needs beyond that
 * (type, upline, payment password, mobile) in `input`. The member's id.
 */
export async function insertPasswordMember(
  db: Database,
  input: Pick<MemberValues, 'merchantId' | 'account' | 'createdAt'> & Partial<MemberValues>,
): Promise<number> {
  const inserted = await insertMember(db, {
    nickname: input.account,
    type: 0,
    passwordHash: await hashPassword(MEMBER_PASSWORD),
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: 'USERNAME',
    ...input,
  });
  if (!inserted.ok) throw new Error(`could not insert the member ${input.account}`);
  return inserted.member.id;
}

/** Logs the member in through the API with its password; the new session's token. */
export async function logInWithPassword(t: TestApp, account: string): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username: account, password: MEMBER_PASSWORD },
  });
  return login.json().value.token as string;
}
