import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registerFieldRules, whitelabelModules } from './system.tables.ts';

export type RegisterRuleRow = typeof registerFieldRules.$inferSelect;
export type RegisterRuleInput = Omit<RegisterRuleRow, 'merchantId' | 'field'>;

export function listWhitelabelModules(db: Database, merchantId: number) {
  return db
    .select({
      modId: whitelabelModules.modId,
      parentModId: whitelabelModules.parentModId,
      enabled: whitelabelModules.enabled,
    })
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, merchantId))
    .orderBy(asc(whitelabelModules.sortOrder));
}

/** Switches one module; answers the row before and after (null when there is no such module). */
export async function setWhitelabelModule(db: Database, merchantId: number, modId: string, enabled: boolean) {
  const where = and(eq(whitelabelModules.merchantId, merchantId), eq(whitelabelModules.modId, modId));
  const [before] = await db.select().from(whitelabelModules).where(where).for('update');
  if (!before) return null;
  const [after] = await db.update(whitelabelModules).set({ enabled }).where(where).returning();
  return { before, after };
}

export function listRegisterRules(db: Database, merchantId: number) {
  return db.select().from(registerFieldRules).where(eq(registerFieldRules.merchantId, merchantId));
}

/** Creates or replaces the rule of one field. */
export async function upsertRegisterRule(
  db: Database,
  merchantId: number,
  field: string,
  rule: RegisterRuleInput,
) {
  const where = and(eq(registerFieldRules.merchantId, merchantId), eq(registerFieldRules.field, field));
  const [before] = await db.select().from(registerFieldRules).where(where).for('update');
  const [after] = await db
    .insert(registerFieldRules)
    .values({ merchantId, field, ...rule })
    .onConflictDoUpdate({ target: [registerFieldRules.merchantId, registerFieldRules.field], set: rule })
    .returning();
  return { before: before ?? null, after };
}
