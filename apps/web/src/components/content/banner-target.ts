import { isSafeLink } from '@platform/contract/safe-link';
import type { Banner } from '@platform/contract/system';

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

const PROMOTION_ID = /^\d{1,10}$/;

/**
 * Where a banner goes when clicked (spec §3: clickable when it has a linkage type). ROUTE opens a
 * path of the site, PROMOTION a promotion (/promotions#id), URL an https address in a new tab.
 * Anything else, or a linkage that does not fit its type, leaves the banner a plain image.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget | null {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'ROUTE':
      return linkage.startsWith('/') && isSafeLink(linkage) ? { kind: 'route', to: linkage } : null;
    case 'PROMOTION':
      return PROMOTION_ID.test(linkage) ? { kind: 'route', to: `/promotions#${linkage}` } : null;
    case 'URL':
      // External banners open over https only, a narrower rule than the server's safe link.
      return /^https:/i.test(linkage) && isSafeLink(linkage) ? { kind: 'external', href: linkage } : null;
    default:
      return null;
  }
}
