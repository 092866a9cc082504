import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members } from '../modules/accounts/accounts.tables.ts';
import { operators } from '../modules/operators/operators.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import type { SecretBox } from './secret-box.ts';
import { secretContext } from './secret-contexts.ts';

/** One column that holds sealed secrets: how to page through it and replace one value. */
interface SealedColumn<K extends number | string> {
  name: string;
  context: (key: K) => string;
  page(db: Database, after: K | null, limit: number): Promise<{ key: K; stored: string | null }[]>;
  /** Writes `to` only while the row still holds `from`, so a value changed meanwhile is kept. */
  replace(db: Database, key: K, from: string, to: string): Promise<boolean>;
}

const memberTotp: SealedColumn<number> = {
  name: 'members.totp_secret',
  context: secretContext.memberTotp,
  page: (db, after, limit) =>
    db
      .select({ key: members.id, stored: members.totpSecret })
      .from(members)
      .where(and(isNotNull(members.totpSecret), after === null ? undefined : gt(members.id, after)))
      .orderBy(asc(members.id))
      .limit(limit),
  replace: async (db, key, from, to) =>
    (
      await db
        .update(members)
        .set({ totpSecret: to })
        .where(and(eq(members.id, key), eq(members.totpSecret, from)))
        .returning({ id: members.id })
    ).length === 1,
};

const operatorTotp: SealedColumn<number> = {
  name: 'operators.totp_secret',
  context: secretContext.operatorTotp,
  page: (db, after, limit) =>
    db
      .select({ key: operators.id, stored: operators.totpSecret })
      .from(operators)
      .where(and(isNotNull(operators.totpSecret), after === null ? undefined : gt(operators.id, after)))
      .orderBy(asc(operators.id))
      .limit(limit),
  replace: async (db, key, from, to) =>
    (
      await db
        .update(operators)
        .set({ totpSecret: to })
        .where(and(eq(operators.id, key), eq(operators.totpSecret, from)))
        .returning({ id: operators.id })
    ).length === 1,
};

const vendorApiSecret: SealedColumn<string> = {
  name: 'vendor_integrations.api_secret',
  context: secretContext.vendorApiSecret,
  page: (db, after, limit) =>
    db
      .select({ key: vendorIntegrations.vendorCode, stored: vendorIntegrations.apiSecret })
      .from(vendorIntegrations)
      .where(after === null ? undefined : gt(vendorIntegrations.vendorCode, after))
      .orderBy(asc(vendorIntegrations.vendorCode))
      .limit(limit),
  replace: async (db, key, from, to) =>
    (
      await db
        .update(vendorIntegrations)
        .set({ apiSecret: to })
        .where(and(eq(vendorIntegrations.vendorCode, key), eq(vendorIntegrations.apiSecret, from)))
        .returning({ key: vendorIntegrations.vendorCode })
    ).length === 1,
};

export interface RotationCount {
  column: string;
  /** Plain values from before, or values sealed under an older key, now sealed under the current one. */
  resealed: number;
  /** Already sealed under the current key: left as they are. */
  current: number;
  /** Changed by the application while being re-sealed: its own write is already sealed. */
  skipped: number;
}

const PAGE_SIZE = 500;

async function rotateColumn<K extends number | string>(
  db: Database,
  box: SecretBox,
  column: SealedColumn<K>,
): Promise<RotationCount> {
  const count: RotationCount = { column: column.name, resealed: 0, current: 0, skipped: 0 };
  let after: K | null = null;
  for (;;) {
    const rows = await column.page(db, after, PAGE_SIZE);
    for (const { key, stored } of rows) {
      if (stored === null) continue;
      if (box.isCurrent(stored)) {
        count.current += 1;
        continue;
      }
      const context = column.context(key);
      const resealed = box.seal(box.open(stored, context), context);
      if (await column.replace(db, key, stored, resealed)) count.resealed += 1;
      else count.skipped += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_SIZE) return count;
    after = last.key;
  }
}

/**
 * Re-seals every secret at rest under the current master key, one row at a time (no long
 * transaction, no lock on a table): running servers keep reading both old and new values, since
 * the previous keys stay configured until this has finished. Running it again changes nothing.
 */
export async function rotateSealedSecrets(db: Database, box: SecretBox): Promise<RotationCount[]> {
  return [
    await rotateColumn(db, box, memberTotp),
    await rotateColumn(db, box, operatorTotp),
    await rotateColumn(db, box, vendorApiSecret),
  ];
}
