import type { LocalizedText } from '@platform/contract/i18n';
import type {
  SiteCdns,
  SiteLines,
  SiteMaintenanceView,
  SiteRegionsView,
  SiteSocialLinks,
} from '@platform/contract/site-config-admin';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cleanTexts, toPlainText } from '../content/html-sanitizer.ts';
import {
  findMerchantBrand,
  type MerchantBrand,
  updateMerchantBrand,
} from '../merchants/merchants.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { isMaintenanceActive, isSocialType, type SystemDeps } from './system.service.ts';
import { socialLinks, systemSettings } from './system.tables.ts';

type Deps = Pick<SystemDeps, 'db' | 'now' | 'caches'>;
type SettingsRow = typeof systemSettings.$inferSelect;
type SocialLinkList = SiteSocialLinks['links'];

const OBJECT_TYPE = 'site_settings';

/** Gate-page messages are plain text: markup is removed before storing, so any client may show them. */
const plainMessage = (message: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(cleanTexts(message, toPlainText)).filter(([, value]) => value));

function maintenanceView(row: SettingsRow, now: Date): SiteMaintenanceView {
  return {
    start: row.maintenanceStart?.toISOString() ?? null,
    end: row.maintenanceEnd?.toISOString() ?? null,
    message: row.maintenanceMessage,
    active: isMaintenanceActive(row, now),
  };
}

function regionsView(row: SettingsRow): SiteRegionsView {
  return { blockedCountries: row.blockedCountries, restrictionMessage: row.restrictionMessage };
}

/** A change worth an audit row: one whose before and after differ. */
function changeOf(action: string, objectId: number, before: unknown, after: unknown) {
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  return { action, objectType: OBJECT_TYPE, objectId, before, after };
}

/**
 * Locks the merchant's settings row, creating it with the defaults when there is none yet. Every
 * site-configuration write takes this lock first, so two operators saving at once queue up.
 */
async function lockSettings(tx: Database, merchantId: number, now: Date): Promise<SettingsRow> {
  await tx.insert(systemSettings).values({ merchantId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.merchantId, merchantId))
    .for('update');
  if (!row) throw new Error(`system settings of merchant ${merchantId} vanished under a lock`);
  return row;
}

async function readSettings(db: Database, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.merchantId, merchantId));
  return row;
}

/** Saves part of the settings row (audited with `view` before and after) and forgets it on every node. */
async function changeSettings<View>(
  deps: Deps,
  input: {
    actor: AuditActor;
    action: string;
    patch: Partial<SettingsRow>;
    view: (row: SettingsRow) => View;
  },
): Promise<SettingsRow> {
  const { actor } = input;
  const saved = await withAudit(deps, actor, async (tx) => {
    const before = await lockSettings(tx, actor.merchantId, deps.now());
    const [after] = await tx
      .update(systemSettings)
      .set({ ...input.patch, updatedAt: deps.now() })
      .where(eq(systemSettings.merchantId, actor.merchantId))
      .returning();
    return {
      value: after!,
      change: changeOf(input.action, actor.merchantId, input.view(before), input.view(after!)),
    };
  });
  deps.caches.forget('settings', actor.merchantId);
  return saved;
}

// ---------------------------------------------------------------------------------------------
// Brand and languages

export async function getSiteBrand(deps: Pick<Deps, 'db'>, merchantId: number): Promise<MerchantBrand> {
  const brand = await findMerchantBrand(deps.db, merchantId);
  if (!brand) throw new Error(`merchant ${merchantId} has no row`);
  return brand;
}

/** Saves the brand (audited); the merchant cache is keyed by host name, so it is cleared whole. */
export async function setSiteBrand(
  deps: Deps,
  input: { actor: AuditActor; brand: MerchantBrand },
): Promise<MerchantBrand> {
  const { merchantId } = input.actor;
  const saved = await withAudit(deps, input.actor, async (tx) => {
    const before = await findMerchantBrand(tx, merchantId, { forUpdate: true });
    const after = await updateMerchantBrand(tx, merchantId, input.brand);
    if (!before || !after) throw new Error(`merchant ${merchantId} has no row`);
    return { value: after, change: changeOf('site.brand', merchantId, before, after) };
  });
  deps.caches.clear('merchants');
  return saved;
}

// ---------------------------------------------------------------------------------------------
// Maintenance window

export async function getSiteMaintenance(deps: Pick<Deps, 'db' | 'now'>, merchantId: number) {
  const row = await readSettings(deps.db, merchantId);
  const now = deps.now();
  return row ? maintenanceView(row, now) : { start: null, end: null, message: {}, active: false };
}

/** Sets the window and its message (audited); a window of nulls ends maintenance. */
export async function setSiteMaintenance(
  deps: Deps,
  input: { actor: AuditActor; start: string | null; end: string | null; message: LocalizedText },
): Promise<SiteMaintenanceView> {
  const row = await changeSettings(deps, {
    actor: input.actor,
    action: 'site.maintenance',
    patch: {
      maintenanceStart: input.start ? new Date(input.start) : null,
      maintenanceEnd: input.end ? new Date(input.end) : null,
      maintenanceMessage: plainMessage(input.message),
    },
    view: ({ maintenanceStart, maintenanceEnd, maintenanceMessage }) => ({
      start: maintenanceStart?.toISOString() ?? null,
      end: maintenanceEnd?.toISOString() ?? null,
      message: maintenanceMessage,
    }),
  });
  return maintenanceView(row, deps.now());
}

// ---------------------------------------------------------------------------------------------
// Blocked regions

export async function getSiteRegions(deps: Pick<Deps, 'db'>, merchantId: number): Promise<SiteRegionsView> {
  const row = await readSettings(deps.db, merchantId);
  return row ? regionsView(row) : { blockedCountries: [], restrictionMessage: {} };
}

export async function setSiteRegions(
  deps: Deps,
  input: { actor: AuditActor; blockedCountries: string[]; restrictionMessage: LocalizedText },
): Promise<SiteRegionsView> {
  const row = await changeSettings(deps, {
    actor: input.actor,
    action: 'site.regions',
    patch: {
      blockedCountries: input.blockedCountries,
      restrictionMessage: plainMessage(input.restrictionMessage),
    },
    view: regionsView,
  });
  return regionsView(row);
}

// ---------------------------------------------------------------------------------------------
// Social links

async function readSocialLinks(db: Database, merchantId: number): Promise<SocialLinkList> {
  const rows = await db
    .select({ type: socialLinks.type, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.merchantId, merchantId))
    .orderBy(asc(socialLinks.sortOrder), asc(socialLinks.id));
  return rows.flatMap(({ type, url }) => (isSocialType(type) ? [{ type, url }] : []));
}

export async function getSiteSocialLinks(
  deps: Pick<Deps, 'db'>,
  merchantId: number,
): Promise<SiteSocialLinks> {
  return { links: await readSocialLinks(deps.db, merchantId) };
}

/** Replaces the footer's links with `links`, in that order (audited). */
export async function replaceSiteSocialLinks(
  deps: Deps,
  input: { actor: AuditActor; links: SocialLinkList },
): Promise<SiteSocialLinks> {
  const { merchantId } = input.actor;
  const saved = await withAudit(deps, input.actor, async (tx) => {
    await lockSettings(tx, merchantId, deps.now());
    const before = await readSocialLinks(tx, merchantId);
    await tx.delete(socialLinks).where(eq(socialLinks.merchantId, merchantId));
    if (input.links.length)
      await tx
        .insert(socialLinks)
        .values(input.links.map((link, sortOrder) => ({ merchantId, ...link, sortOrder })));
    const after = await readSocialLinks(tx, merchantId);
    return {
      value: { links: after },
      change: changeOf('site.social_links', merchantId, { links: before }, { links: after }),
    };
  });
  deps.caches.forget('settings', merchantId);
  return saved;
}

// ---------------------------------------------------------------------------------------------
// Lines (the line-detection page)

export async function getSiteLines(deps: Pick<Deps, 'db'>, merchantId: number): Promise<SiteLines> {
  const row = await readSettings(deps.db, merchantId);
  return { lines: row?.lines ?? [] };
}

/** Replaces the lines with `lines`, in that order (audited); an empty list hides the page. */
export async function setSiteLines(
  deps: Deps,
  input: { actor: AuditActor; lines: SiteLines['lines'] },
): Promise<SiteLines> {
  const row = await changeSettings(deps, {
    actor: input.actor,
    action: 'site.lines',
    patch: { lines: input.lines },
    view: ({ lines }) => ({ lines }),
  });
  return { lines: row.lines };
}

// ---------------------------------------------------------------------------------------------
// CDNs and analytics (the permission answer, and the page policy that allows them)

const cdnsView = ({ imageCdns, launchGameCdns, gtagId }: SiteCdns): SiteCdns => ({
  imageCdns,
  launchGameCdns,
  gtagId,
});

export async function getSiteCdns(deps: Pick<Deps, 'db'>, merchantId: number): Promise<SiteCdns> {
  const row = await readSettings(deps.db, merchantId);
  return row ? cdnsView(row) : { imageCdns: [], launchGameCdns: [], gtagId: null };
}

/**
 * Replaces the CDNs and the Google tag (audited). The permission answer shows them at once; the
 * page policy (which must allow the CDN images and Google's hosts) reads them again within
 * SETTINGS_CACHE_MS.
 */
export async function setSiteCdns(
  deps: Deps,
  input: { actor: AuditActor; cdns: SiteCdns },
): Promise<SiteCdns> {
  const row = await changeSettings(deps, {
    actor: input.actor,
    action: 'site.cdns',
    patch: cdnsView(input.cdns),
    view: cdnsView,
  });
  return cdnsView(row);
}
