import type { BannerGroup } from '@platform/contract/constants';
import type { Language } from '@platform/contract/i18n';
import type { Banner } from '@platform/contract/system';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners } from './content.tables.ts';

/** Banners of one group live now, for the asked language or for every language. */
export async function listBanners(
  db: Database,
  input: { merchantId: number; groupName: BannerGroup; language: Language; now: Date },
): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, input.merchantId),
        eq(banners.groupName, input.groupName),
        or(isNull(banners.language), eq(banners.language, input.language)),
        or(isNull(banners.startsAt), lte(banners.startsAt, input.now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, input.now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => ({
    url: row.url,
    groupName: input.groupName,
    linkageType: row.linkageType,
    linkage: row.linkage,
  }));
}
