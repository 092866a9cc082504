import { SITE_FEATURE_MODULES } from '@platform/contract/site-features';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registerFieldRules, whitelabelModules } from './system.tables.ts';

export type RegisterRuleRow = typeof registerFieldRules.$inferSelect;
export type RegisterRuleInput = Omit<RegisterRuleRow, 'merchantId' | 'field'>;

/**
 * The merchant's modules, and every not-yet-built site feature it has no row for, as off: an
 * operator can switch those on whether or not the merchant was seeded with them.
 */
export async function listWhitelabelModules(db: Database, merchantId: number) {
  const rows = await db
    .select({
      modId: whitelabelModules.modId,
      parentModId: whitelabelModules.parentModId,
      enabled: whitelabelModules.enabled,
    })
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, merchantId))
    .orderBy(asc(whitelabelModules.sortOrder));
  const known = new Set(rows.map((row) => row.modId));
  const missing = SITE_FEATURE_MODULES.filter((module) => !known.has(module.modId));
  return [...rows, ...missing.map((module) => ({ ...module, enabled: false }))];
}

/**
 * Switches one module; answers the row before and after (null when there is no such module). A
 * site feature's module the merchant has no row for yet is created, off before the switch.
 */
export async function setWhitelabelModule(db: Database, merchantId: number, modId: string, enabled: boolean) {
  const where = and(eq(whitelabelModules.merchantId, merchantId), eq(whitelabelModules.modId, modId));
  const [before] = await db.select().from(whitelabelModules).where(where).for('update');
  if (!before) {
    const feature = SITE_FEATURE_MODULES.find((module) => module.modId === modId);
    if (!feature) return null;
    const [after] = await db
      .insert(whitelabelModules)
      .values({ merchantId, modId, parentModId: feature.parentModId, enabled, sortOrder: 1000 })
      .onConflictDoUpdate({
        target: [whitelabelModules.merchantId, whitelabelModules.modId],
        set: { enabled },
      })
      .returning();
    if (!after) return null;
    return { before: { ...after, enabled: false }, after };
  }
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
