import { createContext, useContext } from 'react';
import { readItem, SESSION_KEYS, writeItem } from './storage.ts';

/** Image paths of the image host (spec §3), relative to the configured base URL. */
function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

export const imageUrls = {
  vendorIconSmall: (base: string, vendor: string) =>
    join(base, `TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${encodeURIComponent(vendor)}-DEFAULT.png`),
  countryFlag: (base: string, code: string) => join(base, `COUNTRY_FLAG/${encodeURIComponent(code)}.png`),
  defaultAvatar: (base: string) => join(base, 'DEFAULT/avatar.png'),
  defaultGameIcon: (base: string) => join(base, 'DEFAULT/game-icon.png'),
};

/**
 * The image CDN of this session (spec §3: picked at random from the configured list), or null to
 * keep the image host. The pick is kept in the session so every page asks the same host and the
 * browser's cache keeps working; a pick no longer configured is replaced.
 */
export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string | null {
  if (cdns.length === 0) {
    writeItem('session', SESSION_KEYS.imageCdn, null);
    return null;
  }
  const kept = readItem('session', SESSION_KEYS.imageCdn);
  if (kept && cdns.includes(kept)) return kept;
  const picked = cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? null;
  writeItem('session', SESSION_KEYS.imageCdn, picked);
  return picked;
}

/** Where the site's images come from: the image host (site config) and the CDN that fronts it. */
export interface ImageHost {
  base: string;
  cdn: string | null;
}

/**
 * An image-host URL (as the server builds it, or `imageUrls` above) moved to the CDN, which serves
 * the same paths. Other URLs (an https image of another host, a data URL) stay as they are.
 */
export function throughImageCdn(url: string, { base, cdn }: ImageHost): string {
  if (!cdn) return url;
  const prefix = `${base.replace(/\/+$/, '')}/`;
  return url.startsWith(prefix) ? join(cdn, url.slice(prefix.length)) : url;
}

/** The image host of the app (set once above the routes); without it images stay on the image host. */
export const ImageHostContext = createContext<ImageHost>({ base: '/images', cdn: null });

/** Maps image-host URLs to this session's image CDN: the one way game and vendor images are shown. */
export function useImageUrl(): (url: string) => string {
  const host = useContext(ImageHostContext);
  return (url) => throughImageCdn(url, host);
}
