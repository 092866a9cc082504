import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createOperator } from './operators.service.ts';
import { operators } from './operators.tables.ts';

/** Creates an operator with a known password, recorded in the audit log as done by the system. */
export async function seedOperator(
  db: Database,
  merchantId: number,
  input: { username: string; password: string; role: OperatorRole },
  now: Date,
): Promise<number> {
  const result = await createOperator(
    { db, now: () => now, totpMandatory: false },
    { actor: { merchantId, operatorId: null, ip: null, requestId: null }, ...input },
  );
  if (!result.ok) throw new Error(`operator ${input.username} already exists`);
  return result.operator.id;
}

/**
 * The demo's first admin, when the merchant has none: a random password, printed once through
 * `print` (the console, not the request log), since it is stored only as a hash.
 */
export async function seedDemoOperator(
  db: Database,
  merchantId: number,
  print: (line: string) => void,
  now: Date,
): Promise<void> {
  const [admin] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.role, 'admin')))
    .limit(1);
  if (admin) return;
  const password = randomBytes(12).toString('base64url');
  await seedOperator(db, merchantId, { username: 'admin', password, role: 'admin' }, now);
  print(`Operator API: log in as admin with password ${password} at POST ${ADMIN_PATHS.login}`);
}
