import type { Language } from '@platform/contract/i18n';
import type { Resource } from '@platform/contract/system';

/** Resource keys of the config that the download areas use. */
export type DownloadKey = 'IOS_APP' | 'ANDROID_APP' | 'IOS_LITE_APP';

/** The views of /down (`?os=`), as the operator's resource links name them. */
export const DOWNLOAD_VIEWS = ['ios', 'android', 'ios-lite'] as const;
export type DownloadView = (typeof DOWNLOAD_VIEWS)[number];

/**
 * The search parameters the iOS link carries to the phone (spec §2). The spec's session token is
 * carried as a one-time handoff code instead (lib/session-handoff.ts), so the link is not a session.
 */
export const DOWNLOAD_LINK_PARAMS = { view: 'os', language: 'lang', code: 'code' } as const;

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
 * Spec §2: the iOS QR is built from the site's origin, the language and the session. The phone
 * that scans it opens /down in the reader's language and signs in with the handoff code, into a
 * session of its own (the download page takes the code out of the address at once). A visitor's
 * link has no code.
 */
export function iosDownloadLink(
  language: Language,
  handoffCode: string | null,
  origin: string = window.location.origin,
): string {
  const url = new URL('/down', origin);
  url.searchParams.set(DOWNLOAD_LINK_PARAMS.view, 'ios');
  url.searchParams.set(DOWNLOAD_LINK_PARAMS.language, language);
  if (handoffCode) url.searchParams.set(DOWNLOAD_LINK_PARAMS.code, handoffCode);
  return url.toString();
}
