import { randomBytes } from 'node:crypto';
import type {
  AdminVendorIntegration,
  OnboardVendorInput,
  RotatedVendorSecret,
  VendorIntegrationPatch,
} from '@platform/contract/vendor-integrations-admin';
import { asc, eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { secretContext } from '../../crypto/secret-contexts.ts';
import type { Database } from '../../db/client.ts';
import { gameVendors, merchantVendors } from '../games/vendors.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { vendorIntegrations } from './seamless.tables.ts';

interface IntegrationDeps {
  db: Database;
  now: () => Date;
  secrets: SecretBox;
}

const columns = {
  vendorCode: vendorIntegrations.vendorCode,
  displayName: gameVendors.displayName,
  launchUrl: vendorIntegrations.launchUrl,
  launchTarget: vendorIntegrations.launchTarget,
  allowedIps: vendorIntegrations.allowedIps,
  walletApiUrl: vendorIntegrations.walletApiUrl,
  secretRotatedAt: vendorIntegrations.secretRotatedAt,
  previousSecretUntil: vendorIntegrations.previousSecretUntil,
};
type Row = Awaited<ReturnType<ReturnType<typeof selectIntegrations>['execute']>>[number];

/** The public view of an integration: never a secret, sealed or not. */
function view(row: Row, now: Date): AdminVendorIntegration {
  const graceLeft = row.previousSecretUntil !== null && row.previousSecretUntil > now;
  return {
    ...row,
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
    previousSecretUntil: graceLeft ? (row.previousSecretUntil?.toISOString() ?? null) : null,
  };
}

function selectIntegrations(db: Database) {
  return db
    .select(columns)
    .from(vendorIntegrations)
    .innerJoin(gameVendors, eq(gameVendors.code, vendorIntegrations.vendorCode));
}

export async function listVendorIntegrations(deps: IntegrationDeps): Promise<AdminVendorIntegration[]> {
  const rows = await selectIntegrations(deps.db).orderBy(asc(vendorIntegrations.vendorCode));
  const now = deps.now();
  return rows.map((row) => view(row, now));
}

async function lockedIntegration(tx: Database, vendorCode: string): Promise<Row | null> {
  const [row] = await selectIntegrations(tx)
    .where(eq(vendorIntegrations.vendorCode, vendorCode))
    .for('update');
  return row ?? null;
}

/** Changes where the vendor's games open and where its calls may come from (audited); null for no such vendor. */
export function updateVendorIntegration(
  deps: IntegrationDeps,
  input: { actor: AuditActor; vendorCode: string; patch: VendorIntegrationPatch },
): Promise<AdminVendorIntegration | null> {
  return withAudit(deps, input.actor, async (tx) => {
    const row = await lockedIntegration(tx, input.vendorCode);
    if (!row) return { value: null, change: null };
    const next = { ...row, ...input.patch };
    await tx
      .update(vendorIntegrations)
      .set({ launchTarget: next.launchTarget, allowedIps: next.allowedIps })
      .where(eq(vendorIntegrations.vendorCode, row.vendorCode));
    const now = deps.now();
    const before = view(row, now);
    const after = view(next, now);
    return {
      value: after,
      change: { action: 'vendor.integration', objectType: 'vendor', objectId: row.vendorCode, before, after },
    };
  });
}

/** A signing secret: 256 random bits, text-safe, so it travels in any config file or header. */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Adds a vendor to the installation with a new random signing secret, answered this once (audited).
 * Every merchant finds it in its vendor list, not yet offered, until the catalog import brings its
 * games and the merchant offers it. Null when the code is taken: nothing is written then.
 */
export function onboardVendor(
  deps: IntegrationDeps,
  input: { actor: AuditActor; vendor: OnboardVendorInput },
): Promise<RotatedVendorSecret | null> {
  const { vendor } = input;
  return withAudit(deps, input.actor, async (tx) => {
    const now = deps.now();
    const [created] = await tx
      .insert(gameVendors)
      .values({
        code: vendor.vendorCode,
        displayName: vendor.displayName,
        walletMode: vendor.walletMode,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ code: gameVendors.code });
    if (!created) return { value: null, change: null };
    const secret = newSecret();
    await tx.insert(vendorIntegrations).values({
      vendorCode: vendor.vendorCode,
      launchUrl: vendor.launchUrl,
      launchTarget: vendor.launchTarget,
      apiSecret: deps.secrets.seal(secret, secretContext.vendorApiSecret(vendor.vendorCode)),
      allowedIps: vendor.allowedIps,
      walletApiUrl: vendor.walletApiUrl ?? null,
    });
    // Last in each merchant's order, so the menus members know do not move.
    await tx.execute(sql`
      insert into ${merchantVendors} (merchant_id, vendor_code, enabled, sort_order)
      select m.id, ${vendor.vendorCode}, false,
        coalesce((select max(mv.sort_order) + 1 from ${merchantVendors} mv where mv.merchant_id = m.id), 0)
      from ${merchants} m
      on conflict do nothing`);
    const row = await lockedIntegration(tx, vendor.vendorCode);
    if (!row) throw new Error(`vendor ${vendor.vendorCode} vanished inside its own transaction`);
    const after = view(row, now);
    return {
      value: { integration: after, secret },
      change: {
        action: 'vendor.onboard',
        objectType: 'vendor',
        objectId: vendor.vendorCode,
        before: null,
        after: { ...after, walletMode: vendor.walletMode },
      },
    };
  });
}

/**
 * Replaces the vendor's signing secret with a new random one, answered once for the vendor's
 * staff; the one it replaces keeps working for `graceMinutes`, so calls signed in between pass.
 */
export function rotateVendorSecret(
  deps: IntegrationDeps,
  input: { actor: AuditActor; vendorCode: string; graceMinutes: number },
): Promise<RotatedVendorSecret | null> {
  return withAudit(deps, input.actor, async (tx) => {
    const row = await lockedIntegration(tx, input.vendorCode);
    if (!row) return { value: null, change: null };
    const [sealed] = await tx
      .select({ current: vendorIntegrations.apiSecret })
      .from(vendorIntegrations)
      .where(eq(vendorIntegrations.vendorCode, row.vendorCode));
    const secret = newSecret();
    const now = deps.now();
    const until = input.graceMinutes > 0 ? new Date(now.getTime() + input.graceMinutes * 60_000) : null;
    const next = { ...row, secretRotatedAt: now, previousSecretUntil: until };
    await tx
      .update(vendorIntegrations)
      .set({
        apiSecret: deps.secrets.seal(secret, secretContext.vendorApiSecret(row.vendorCode)),
        // Sealed under the same context, so it stays as safe at rest as the current one.
        previousApiSecret: until ? (sealed?.current ?? null) : null,
        previousSecretUntil: until,
        secretRotatedAt: now,
      })
      .where(eq(vendorIntegrations.vendorCode, row.vendorCode));
    const before = view(row, now);
    const after = view(next, now);
    return {
      value: { integration: after, secret },
      change: {
        action: 'vendor.rotate-secret',
        objectType: 'vendor',
        objectId: row.vendorCode,
        before,
        after,
      },
    };
  });
}
