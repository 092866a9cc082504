import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { eq } from 'drizzle-orm';
import { members } from '../modules/accounts/accounts.tables.ts';
import { memberToken } from './member-session.ts';
import { createFundedMember } from './money-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface NamedMemberOptions {
  /** Spec §3 member type; a player by default. */
  type?: number;
  /** The name of the member to hang it under. */
  upline?: string;
  /** Minor units deposited at creation. */
  cash?: number;
}

/**
 * The cast of a test of the agent tree: members called by short names ('top', 'sub'), written under
 * each other through the members trigger like any registration, with their ids and session tokens
 * (one per member, opened on first use). Accounts are the test's prefix and the name.
 */
export function namedMembers(t: TestApp, input: { prefix: string; now: () => Date }) {
  const ids = new Map<string, number>();
  const tokens = new Map<string, string>();

  const id = (name: string): number => {
    const found = ids.get(name);
    if (found === undefined) throw new Error(`no member called ${name} in this test`);
    return found;
  };

  async function add(name: string, options: NamedMemberOptions = {}): Promise<number> {
    const type = options.type ?? MEMBER_TYPE.MEMBER;
    const { memberId } = await createFundedMember(t.database.db, {
      merchantId: t.merchantId,
      account: `${input.prefix}${name}`,
      agent: type === MEMBER_TYPE.AGENT,
      uplineId: options.upline ? id(options.upline) : null,
      cash: options.cash ?? 0,
      now: input.now(),
    });
    // The fixture writes a player or a type-1 agent; other types (sub-agents, trial) are set after.
    if (type !== MEMBER_TYPE.MEMBER && type !== MEMBER_TYPE.AGENT)
      await t.database.db.update(members).set({ type }).where(eq(members.id, memberId));
    ids.set(name, memberId);
    return memberId;
  }

  async function tokenOf(name: string): Promise<string> {
    const known = tokens.get(name);
    if (known) return known;
    const token = await memberToken(t, id(name));
    tokens.set(name, token);
    return token;
  }

  /** Names a member another fixture made (a payee with a bank account). */
  function adopt(name: string, memberId: number): void {
    ids.set(name, memberId);
  }

  /** Every named member's id. */
  const all = (): number[] => [...ids.values()];

  return { add, adopt, all, id, tokenOf };
}
