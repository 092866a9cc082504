import { insertPasswordMember, logInWithPassword } from '../../test/password-member.ts';
import type { TestApp } from '../../test/test-app.ts';
import { memberAccount, merchantAccount, postTransfer } from '../ledger/ledger.service.ts';

/** A member of the records' tests: logged in, with its cash wallet. */
export interface RecordsMember {
  id: number;
  account: string;
  token: string;
  cash: number;
}

/**
 * The records' tests: a logged-in member, a movement of its wallet posted straight to the ledger
 * under any transfer kind (the house or the gateway on the other side), and a GET with its token.
 */
export function recordsHelpers(t: TestApp) {
  let serial = 0;
  /** A fresh session: a test that moves the clock past the idle time logs in again. */
  const logIn = (account: string) => logInWithPassword(t, account);

  async function loggedInMember(): Promise<RecordsMember> {
    serial += 1;
    const account = `rec${serial}${Math.floor(Math.random() * 1e5)}`;
    const id = await insertPasswordMember(t.database.db, {
      merchantId: t.merchantId,
      account,
      createdAt: t.ctx.system.now(),
    });
    return {
      id,
      account,
      token: await logIn(account),
      cash: await memberAccount(
        t.database.db,
        { merchantId: t.merchantId, memberId: id },
        'cash',
        t.ctx.system.now(),
      ),
    };
  }

  async function move(kind: string, reference: string, cash: number, amount: number) {
    const counter = await merchantAccount(
      t.database.db,
      t.merchantId,
      kind === 'deposit' ? 'gateway_clearing' : 'house',
      t.ctx.system.now(),
    );
    await postTransfer(t.database.db, {
      at: t.ctx.system.now(),
      merchantId: t.merchantId,
      idempotencyKey: `${kind}-${reference}-${cash}-${amount}`,
      kind,
      reference,
      legs: [
        { accountId: counter, amount: -amount },
        { accountId: cash, amount },
      ],
    });
  }

  function get(path: string, token: string, query: Record<string, string | number>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return t.app.inject({ url: `${path}?${search}`, headers: { authorization: `Bearer ${token}` } });
  }

  return { loggedInMember, logIn, move, get };
}
