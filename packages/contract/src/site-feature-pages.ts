import type { SiteRoute } from './paths.ts';
import { LINE_DETECTION_MODULE, SITE_FEATURES, type SiteFeature } from './site-features.ts';

/**
 * The pages (spec §2 routes) of the not-yet-built features that have one. While a feature is off,
 * the site draws its not-found page there and the server answers the page with a 404: one list, so
 * the two cannot disagree about which pages are hidden.
 */
export const SITE_FEATURE_PAGES = {
  pointMall: ['/pointMall'],
  lottery: ['/lottery', '/seaLottery', '/vnLottery'],
} as const satisfies Partial<Record<SiteFeature, readonly SiteRoute[]>>;

const featureByPage = new Map<string, SiteFeature>(
  Object.entries(SITE_FEATURE_PAGES).flatMap(([feature, pages]) =>
    pages.map((page) => [page.toLowerCase(), feature as SiteFeature] as const),
  ),
);

/**
 * The feature whose page a path is, or null. Case and a trailing slash are ignored, as the site's
 * router ignores them: /POINTMALL/ draws the points mall too, so it must be hidden with it.
 */
export function featureOfPage(pathname: string): SiteFeature | null {
  return featureByPage.get(normalPage(pathname)) ?? null;
}

function normalPage(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** Pages switched by a module the server derives from a setting (the line page: while a line exists). */
const DERIVED_MODULE_PAGES: ReadonlyArray<[SiteRoute, string]> = [['/lines', LINE_DETECTION_MODULE]];

/**
 * The whitelabel module a page needs on, or null: a hidden feature's module or a derived one.
 * What the site's layout outlet and the server's history fallback read: such a page is the
 * not-found page, with a 404, while its module is off.
 */
export function moduleOfPage(pathname: string): string | null {
  const feature = featureOfPage(pathname);
  if (feature) return SITE_FEATURES[feature].modId;
  const page = normalPage(pathname);
  return DERIVED_MODULE_PAGES.find(([derived]) => derived.toLowerCase() === page)?.[1] ?? null;
}
