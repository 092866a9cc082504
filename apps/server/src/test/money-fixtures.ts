import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { insertMember } from '../modules/accounts/members.service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { memberAccount, merchantAccount, postTransfer } from '../modules/ledger/ledger.service.ts';

export interface FundedMemberOptions {
  merchantId: number;
  account: string;
  /** Minor units deposited through the gateway clearing account; none when 0. */
  cash?: number;
  agent?: boolean;
  uplineId?: number | null;
  /** Hashed with argon2id, as registration does; omitted means no password. */
  password?: string;
  paymentPassword?: string;
  /** Dates the member, account and deposit; the process's clock by default, as the benches' and
   * crash/cluster tests' servers run on the real clock of the same machine. */
  now?: Date;
}

/** A member with its cash account opened and funded, for tests, benches and the crash test. */
export async function createFundedMember(db: Database, options: FundedMemberOptions) {
  const now = options.now ?? new Date();
  const inserted = await insertMember(db, {
    merchantId: options.merchantId,
    account: options.account,
    nickname: options.account.slice(0, 32),
    type: options.agent ? 1 : 0,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    paymentPasswordHash: options.paymentPassword ? await hashPassword(options.paymentPassword) : null,
    uplineId: options.uplineId ?? null,
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: 'USERNAME',
    createdAt: now,
  });
  if (!inserted.ok) throw new Error(`could not create member ${options.account}: ${inserted.code}`);
  const memberId = inserted.member.id;
  const cash = await memberAccount(db, { merchantId: options.merchantId, memberId }, 'cash', now);
  if (options.cash) {
    await postTransfer(db, {
      at: now,
      merchantId: options.merchantId,
      idempotencyKey: `fixture-fund-${memberId}`,
      kind: 'deposit',
      reference: 'fixture',
      legs: [
        {
          accountId: await merchantAccount(db, options.merchantId, 'gateway_clearing', now),
          amount: -options.cash,
        },
        { accountId: cash, amount: options.cash },
      ],
    });
  }
  return { memberId, cash };
}

/** A fresh database on a PostgreSQL server, for a bench or the crash test; `drop` removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
