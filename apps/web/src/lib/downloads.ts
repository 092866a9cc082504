import type { Language } from '@platform/contract/i18n';
import type { Resource } from '@platform/contract/system';

/** Resource keys of the config that the download areas use. */
export type DownloadKey = 'IOS_APP' | 'ANDROID_APP' | 'IOS_LITE_APP';

export function findResource(resources: readonly Resource[], key: string): Resource | null {
  return resources.find((resource) => resource.key === key && resource.url) ?? null;
}

/** Resource URLs may be relative to the site; a QR code needs an absolute one. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch (error) {
    if (import.meta.env.DEV) console.warn('bad resource url', url, error);
    return url;
  }
}

/**
 * Spec §2: the iOS QR is built from the site's origin and the language; it opens the download page,
 * which then offers the profile install. (The session token is deliberately left out of the code.)
 */
export function iosDownloadLink(language: Language, origin: string = window.location.origin): string {
  const url = new URL('/down', origin);
  url.searchParams.set('os', 'ios');
  url.searchParams.set('lang', language);
  return url.toString();
}
