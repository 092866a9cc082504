import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { members } from '../modules/accounts/accounts.tables.ts';
import { operators } from '../modules/operators/operators.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import type { SecretBox } from './secret-box.ts';
import { secretContext } from './secret-contexts.ts';

/** One column that holds sealed secrets: its table, the key that orders its rows, its name in logs. */
interface SealedColumn<K extends number | string> {
  name: string;
  context: (key: K) => string;
  table: PgTable;
  key: AnyPgColumn;
  value: AnyPgColumn;
}

const memberTotp: SealedColumn<number> = {
  name: 'members.totp_secret',
  context: secretContext.memberTotp,
  table: members,
  key: members.id,
  value: members.totpSecret,
};

const operatorTotp: SealedColumn<number> = {
  name: 'operators.totp_secret',
  context: secretContext.operatorTotp,
  table: operators,
  key: operators.id,
  value: operators.totpSecret,
};

const vendorApiSecret: SealedColumn<string> = {
  name: 'vendor_integrations.api_secret',
  context: secretContext.vendorApiSecret,
  table: vendorIntegrations,
  key: vendorIntegrations.vendorCode,
  value: vendorIntegrations.apiSecret,
};

const vendorPreviousApiSecret: SealedColumn<string> = {
  name: 'vendor_integrations.previous_api_secret',
  context: secretContext.vendorApiSecret,
  table: vendorIntegrations,
  key: vendorIntegrations.vendorCode,
  value: vendorIntegrations.previousApiSecret,
};

const PAGE_SIZE = 500;

async function pageOf<K extends number | string>(
  db: Database,
  column: SealedColumn<K>,
  after: K | null,
): Promise<{ key: K; stored: string | null }[]> {
  const rows = await db
    .select({ key: column.key, stored: column.value })
    .from(column.table)
    .where(and(isNotNull(column.value), after === null ? undefined : gt(column.key, after)))
    .orderBy(asc(column.key))
    .limit(PAGE_SIZE);
  return rows as { key: K; stored: string | null }[];
}

/** Writes `to` only while the row still holds `from`, so a value changed meanwhile is kept. */
async function replaceValue<K extends number | string>(
  db: Database,
  column: SealedColumn<K>,
  key: K,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    update ${column.table} set ${sql.identifier(column.value.name)} = ${to}
    where ${column.key} = ${key} and ${column.value} = ${from}
    returning 1 as replaced`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

export interface RotationCount {
  column: string;
  /** Plain values from before, or values sealed under an older key, now sealed under the current one. */
  resealed: number;
  /** Already sealed under the current key: left as they are. */
  current: number;
  /** Changed by the application while being re-sealed: its own write is already sealed. */
  skipped: number;
}

async function rotateColumn<K extends number | string>(
  db: Database,
  box: SecretBox,
  column: SealedColumn<K>,
): Promise<RotationCount> {
  const count: RotationCount = { column: column.name, resealed: 0, current: 0, skipped: 0 };
  let after: K | null = null;
  for (;;) {
    const rows: { key: K; stored: string | null }[] = await pageOf(db, column, after);
    for (const { key, stored } of rows) {
      if (stored === null) continue;
      if (box.isCurrent(stored)) {
        count.current += 1;
        continue;
      }
      const context = column.context(key);
      const resealed = box.seal(box.open(stored, context), context);
      if (await replaceValue(db, column, key, stored, resealed)) count.resealed += 1;
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
    await rotateColumn(db, box, vendorPreviousApiSecret),
  ];
}
