import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';
import { LANGUAGES, type Language } from '@platform/contract/constants';
import { eq } from 'drizzle-orm';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/client.ts';
import { isTimeZone } from '../../jobs/zoned-time.ts';
import { merchantDomains, merchants } from './merchants.tables.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export interface Merchant extends Omit<MerchantRow, 'defaultLanguage' | 'languages'> {
  defaultLanguage: Language;
  languages: Language[];
}

export interface MerchantDeps {
  db: Database;
  defaultMerchantCode: string;
  merchantCache: TtlCache<string, Merchant | null>;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

async function loadMerchant(db: Database, where: ReturnType<typeof eq>): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(where).limit(1);
  if (!row) return null;
  const languages = row.languages.filter(isLanguage);
  return {
    ...row,
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'EN',
    languages,
  };
}

/**
 * The merchant whose site a request is for: the one owning the request's host name, else the
 * configured default merchant (a single-brand install needs no domain rows).
 */
export function resolveMerchant(
  deps: MerchantDeps,
  host: string,
): Merchant | null | Promise<Merchant | null> {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  return deps.merchantCache.get(hostname, async () => {
    const [domain] = await deps.db
      .select({ merchantId: merchantDomains.merchantId })
      .from(merchantDomains)
      .where(eq(merchantDomains.domain, hostname))
      .limit(1);
    if (domain) return loadMerchant(deps.db, eq(merchants.id, domain.merchantId));
    return loadMerchant(deps.db, eq(merchants.code, deps.defaultMerchantCode));
  });
}

/** The merchant's currency and its minor-unit exponent, for money shown outside our own pages. */
export async function findMerchantCurrency(
  db: Database,
  merchantId: number,
): Promise<{ code: string; exponent: number } | null> {
  const [row] = await db
    .select({ code: merchants.currencyCode, exponent: merchants.currencyExponent })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row ?? null;
}

/** The age a player must have reached on this site (registration, KYC tier 1). */
export async function findMerchantMinimumAge(db: Database, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ minimumAge: merchants.minimumAge })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.minimumAge ?? ACCOUNT_LIMITS.defaultMinimumAge;
}

/** The IANA zone where the merchant's days start (daily jobs, turnover, reports). */
export async function findMerchantTimeZone(db: Database, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  // A zone this runtime does not know: UTC (the job runner skips the merchant and logs it), no 500.
  return row && isTimeZone(row.timeZone) ? row.timeZone : 'UTC';
}

/** What the operator sets of the merchant's own row: its brand and the languages its site offers. */
export interface MerchantBrand {
  brandName: string;
  licenseNumber: string;
  copyrightYear: number;
  languages: Language[];
  defaultLanguage: Language;
}

const BRAND_COLUMNS = {
  brandName: merchants.brandName,
  licenseNumber: merchants.licenseNumber,
  copyrightYear: merchants.copyrightYear,
  languages: merchants.languages,
  defaultLanguage: merchants.defaultLanguage,
};

function brandOf(row: { [K in keyof typeof BRAND_COLUMNS]: MerchantRow[K] }): MerchantBrand {
  return {
    ...row,
    languages: row.languages.filter(isLanguage),
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'EN',
  };
}

/** The merchant's brand; `forUpdate` locks its row until the caller's transaction ends. */
export async function findMerchantBrand(
  db: Database,
  merchantId: number,
  options: { forUpdate?: boolean } = {},
): Promise<MerchantBrand | null> {
  const query = db.select(BRAND_COLUMNS).from(merchants).where(eq(merchants.id, merchantId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ? brandOf(row) : null;
}

/** Saves the brand; the site reads it through the merchant cache, which the caller clears. */
export async function updateMerchantBrand(
  db: Database,
  merchantId: number,
  brand: MerchantBrand,
): Promise<MerchantBrand | null> {
  const [row] = await db
    .update(merchants)
    .set(brand)
    .where(eq(merchants.id, merchantId))
    .returning(BRAND_COLUMNS);
  return row ? brandOf(row) : null;
}
