import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { seedDemoMerchant } from '../../seed/demo-merchant.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';

export interface LedgerTestDb {
  handle: DatabaseHandle;
  merchantId: number;
  /** The tests' clock: every row they write is dated by it, as the app's rows are by its clock. */
  now: () => Date;
  /** A new member of the demo merchant, for accounts of its own. */
  newMember(): Promise<number>;
  close(): Promise<void>;
}

/** A migrated database with the demo merchant, without the HTTP app (PGlite, or PostgreSQL in test:pg). */
export async function openLedgerTestDb(poolMax = 5): Promise<LedgerTestDb> {
  const { handle, drop } = await openTestDatabase(poolMax);
  await runMigrations(handle);
  const now = () => new Date();
  const merchantId = await seedDemoMerchant(handle.db, now());
  let serial = 0;
  return {
    handle,
    merchantId,
    now,
    async newMember() {
      serial += 1;
      const result = await insertMember(handle.db, {
        merchantId,
        account: `ledger${serial}${randomBytes(3).toString('hex')}`,
        nickname: `Ledger ${serial}`,
        type: 0,
        passwordHash: null,
        registerIp: '127.0.0.1',
        registerMethod: 'WEB',
        registerType: 'USERNAME',
        createdAt: now(),
      });
      if (!result.ok) throw new Error('could not insert a test member');
      return result.member.id;
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}
