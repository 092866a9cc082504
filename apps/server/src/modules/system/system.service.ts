import {
  GAME_CATEGORIES,
  type GameCategory,
  SOCIAL_TYPES,
  SYSTEM_STATUS,
} from '@platform/contract/constants';
import type { Language } from '@platform/contract/i18n';
import { LINE_DETECTION_MODULE } from '@platform/contract/site-features';
import type {
  CustomerService,
  DomainRoute,
  Permission,
  RegisterFieldRule,
  Resource,
  SiteConfig,
  SocialLink,
  SystemStatus,
  WhitelabelNode,
} from '@platform/contract/system';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/client.ts';
import { pickText } from '../../i18n/localized-text.ts';
import type { CacheInvalidation } from '../../relay/cache-invalidation.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import {
  customerServiceEntries,
  registerFieldRules,
  siteResources,
  socialLinks,
  systemSettings,
  whitelabelModules,
} from './system.tables.ts';

type SettingsRow = typeof systemSettings.$inferSelect;

/** Everything the system calls answer from, loaded together and cached per merchant. */
export interface SiteSettings {
  settings: SettingsRow;
  customerService: (typeof customerServiceEntries.$inferSelect)[];
  socialLinks: (typeof socialLinks.$inferSelect)[];
  resources: (typeof siteResources.$inferSelect)[];
  whitelabel: (typeof whitelabelModules.$inferSelect)[];
  registerRules: (typeof registerFieldRules.$inferSelect)[];
}

export interface SystemDeps {
  db: Database;
  settingsCache: TtlCache<number, SiteSettings>;
  /** Forgets a changed merchant's settings on every node. */
  caches: CacheInvalidation;
  imageBaseUrl: string;
  random: () => number;
  now: () => Date;
}

/** Who is asking: the address as seen behind trusted proxies and its country. */
export interface Visitor {
  ip: string;
  country: string | null;
}

const EMPTY_SETTINGS = (merchantId: number): SettingsRow => ({
  merchantId,
  maintenanceStart: null,
  maintenanceEnd: null,
  maintenanceMessage: {},
  blockedCountries: [],
  restrictionMessage: {},
  gtagId: null,
  imageCdns: [],
  launchGameCdns: [],
  categories: [],
  vendorIcons: [],
  lines: [],
  updatedAt: new Date(0),
});

export function loadSiteSettings(deps: SystemDeps, merchantId: number): SiteSettings | Promise<SiteSettings> {
  return deps.settingsCache.get(merchantId, async () => {
    const { db } = deps;
    const [settings, customerService, social, resources, whitelabel, registerRules] = await Promise.all([
      db.select().from(systemSettings).where(eq(systemSettings.merchantId, merchantId)).limit(1),
      db
        .select()
        .from(customerServiceEntries)
        .where(
          and(eq(customerServiceEntries.merchantId, merchantId), isNull(customerServiceEntries.retiredAt)),
        )
        .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id)),
      db
        .select()
        .from(socialLinks)
        .where(eq(socialLinks.merchantId, merchantId))
        .orderBy(asc(socialLinks.sortOrder), asc(socialLinks.id)),
      db
        .select()
        .from(siteResources)
        .where(eq(siteResources.merchantId, merchantId))
        .orderBy(asc(siteResources.sortOrder), asc(siteResources.id)),
      db
        .select()
        .from(whitelabelModules)
        .where(eq(whitelabelModules.merchantId, merchantId))
        .orderBy(asc(whitelabelModules.sortOrder), asc(whitelabelModules.modId)),
      db.select().from(registerFieldRules).where(eq(registerFieldRules.merchantId, merchantId)),
    ]);
    return {
      settings: settings[0] ?? EMPTY_SETTINGS(merchantId),
      customerService,
      socialLinks: social,
      resources,
      whitelabel,
      registerRules,
    };
  });
}

export function isMaintenanceActive(settings: SettingsRow, now: Date): boolean {
  const { maintenanceStart: start, maintenanceEnd: end } = settings;
  if (!start || start > now) return false;
  return !end || now < end;
}

/**
 * Spec §2 gate. A blocked region wins over maintenance: a visitor who may not use the site at
 * all should not be told when it reopens.
 */
export function getSystemStatus(
  merchant: Merchant,
  site: SiteSettings,
  visitor: Visitor,
  language: Language,
  now: Date,
): SystemStatus {
  const { settings } = site;
  const base = { ip: visitor.ip, country: visitor.country };
  if (visitor.country && settings.blockedCountries.includes(visitor.country)) {
    const message = pickText(settings.restrictionMessage, language, merchant.defaultLanguage) || null;
    return { status: SYSTEM_STATUS.REGION_RESTRICTED, maintenanceEnd: null, message, ...base };
  }
  if (isMaintenanceActive(settings, now)) {
    const message = pickText(settings.maintenanceMessage, language, merchant.defaultLanguage) || null;
    const maintenanceEnd = settings.maintenanceEnd?.toISOString() ?? null;
    return { status: SYSTEM_STATUS.MAINTENANCE, maintenanceEnd, message, ...base };
  }
  return { status: SYSTEM_STATUS.NORMAL, maintenanceEnd: null, message: null, ...base };
}

/**
 * The whitelabel modules that are on: a module counts only when it and every module above it are
 * enabled, so switching off REGISTER3 switches off every way to register.
 */
export function enabledModules(site: SiteSettings): ReadonlySet<string> {
  const byId = new Map(site.whitelabel.map((row) => [row.modId, row]));
  const on = new Set<string>();
  for (const row of site.whitelabel) {
    let node: typeof row | undefined = row;
    let enabled = true;
    for (let depth = 0; node && depth < 16; depth++) {
      if (!node.enabled) enabled = false;
      node = node.parentModId ? byId.get(node.parentModId) : undefined;
    }
    if (enabled) on.add(row.modId);
  }
  return on;
}

/** The module tree the site reads: the operator's switches, and the modules derived from its settings. */
export function siteModuleTree(site: SiteSettings): WhitelabelNode[] {
  const enabled = site.settings.lines.length > 0 ? '1' : '0';
  return [
    ...buildWhitelabelTree(site.whitelabel),
    { modId: LINE_DETECTION_MODULE, enabled, childrenNodes: [] },
  ];
}

/** Builds the module tree from flat rows; a row whose parent is missing becomes a root. */
export function buildWhitelabelTree(rows: SiteSettings['whitelabel']): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    if (parent && parent !== node) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

export function listCustomerService(
  merchant: Merchant,
  site: SiteSettings,
  language: Language,
): CustomerService[] {
  return site.customerService.map((entry) => ({
    csType: entry.csType,
    title: pickText(entry.title, language, merchant.defaultLanguage),
    path: entry.path,
  }));
}

function listResources(merchant: Merchant, site: SiteSettings, language: Language): Resource[] {
  return site.resources.map((resource) => ({
    key: resource.key,
    labelNameEn: resource.label.EN ?? resource.key,
    label: pickText(resource.label, language, merchant.defaultLanguage),
    url: resource.url,
  }));
}

/** A network the footer knows (a row naming another is kept, never served). */
export function isSocialType(type: string): type is SocialLink['type'] {
  return (SOCIAL_TYPES as readonly string[]).includes(type);
}

function listSocialLinks(site: SiteSettings): SocialLink[] {
  return site.socialLinks.flatMap(({ type, url }) => (isSocialType(type) && url ? [{ type, url }] : []));
}

/** The main domain and the operator's lines, which the line-detection page measures. */
export function getDomainRoute(merchant: Merchant, site: SiteSettings): DomainRoute {
  return { mainDomain: merchant.mainDomain, lines: site.settings.lines };
}

/** Every merchant's line origins, for the page policy: the line page sends a request to each. */
export async function listLineOrigins(db: Database): Promise<string[]> {
  const rows = await db.select({ lines: systemSettings.lines }).from(systemSettings);
  return [...new Set(rows.flatMap((row) => row.lines.map((line) => line.url)))];
}

/** Every merchant's image CDNs and whether any has a Google tag, for the page policy. */
export async function listSiteSources(db: Database): Promise<{ imageCdns: string[]; analytics: boolean }> {
  const rows = await db
    .select({ imageCdns: systemSettings.imageCdns, gtagId: systemSettings.gtagId })
    .from(systemSettings);
  return {
    imageCdns: [...new Set(rows.flatMap((row) => row.imageCdns))],
    analytics: rows.some((row) => Boolean(row.gtagId)),
  };
}

export function pickRandom<T>(list: readonly T[], random: () => number): T | undefined {
  return list.length ? list[Math.floor(random() * list.length)] : undefined;
}

function registerRulesByField(site: SiteSettings): Record<string, RegisterFieldRule> {
  return Object.fromEntries(
    site.registerRules.map((rule) => [
      rule.field,
      {
        acceptedPattern: rule.acceptedPattern,
        minLength: rule.minLength,
        maxLength: rule.maxLength,
        patternId: rule.patternId,
        required: rule.required,
        shown: rule.shown,
      },
    ]),
  );
}

/** Spec §3 Permission response; the CDNs are picked at random among the configured ones. */
export function getPermission(
  deps: Pick<SystemDeps, 'imageBaseUrl' | 'random' | 'now'>,
  merchant: Merchant,
  site: SiteSettings,
  visitor: Visitor,
  language: Language,
): Permission {
  const { settings } = site;
  return {
    customerService: listCustomerService(merchant, site, language),
    domainRoute: getDomainRoute(merchant, site),
    resources: listResources(merchant, site, language),
    whitelabel: siteModuleTree(site),
    register: registerRulesByField(site),
    mainDomain: merchant.mainDomain,
    analytics: { gtagId: settings.gtagId },
    imageCDNs: settings.imageCdns,
    imageCDN: pickRandom(settings.imageCdns, deps.random) ?? deps.imageBaseUrl,
    launchGameCDNs: settings.launchGameCdns,
    launchGameCDN: pickRandom(settings.launchGameCdns, deps.random) ?? null,
    maintenance: {
      active: isMaintenanceActive(settings, deps.now()),
      start: settings.maintenanceStart?.toISOString() ?? null,
      end: settings.maintenanceEnd?.toISOString() ?? null,
    },
    regionRestriction: {
      restricted: visitor.country !== null && settings.blockedCountries.includes(visitor.country),
      country: visitor.country,
    },
    location: { ip: visitor.ip, country: visitor.country },
  };
}

export function getSiteConfig(
  deps: Pick<SystemDeps, 'imageBaseUrl'>,
  merchant: Merchant,
  site: SiteSettings,
  language: Language,
): SiteConfig {
  const known = new Set<string>(GAME_CATEGORIES);
  return {
    platform: 'WEB',
    merchantCode: merchant.code,
    brandName: merchant.brandName,
    licenseNumber: merchant.licenseNumber,
    copyrightYear: merchant.copyrightYear,
    defaultLanguage: merchant.defaultLanguage,
    languages: merchant.languages,
    lotteryType: 'Lott',
    currency: {
      code: merchant.currencyCode,
      symbol: merchant.currencySymbol,
      exponent: merchant.currencyExponent,
    },
    minimumAge: merchant.minimumAge,
    categories: site.settings.categories.filter((c): c is GameCategory => known.has(c)),
    esport: [],
    cockfight: [],
    inHouse: [],
    socialLinks: listSocialLinks(site),
    vendorIcons: site.settings.vendorIcons,
    customerService: listCustomerService(merchant, site, language),
    resources: listResources(merchant, site, language),
    imageBaseUrl: deps.imageBaseUrl,
  };
}
