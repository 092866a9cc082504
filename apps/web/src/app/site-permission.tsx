import { type ReactNode, useMemo } from 'react';
import { usePermission } from '../features/system/index.ts';
import { useGoogleTag } from '../lib/analytics.ts';
import { ImageHostContext, pickImageCdn } from '../lib/images.ts';
import { useLoadedConfig } from './use-loaded-config.ts';

/**
 * What the site takes from the permission response (spec §3): the image CDN its images come from
 * and the Google tag. Until it answers, or when it fails, images stay on the image host and no
 * tag loads: neither may hold the site back. Maintenance and region come from the system status.
 */
export function SitePermission({ children }: { children: ReactNode }) {
  const { imageBaseUrl } = useLoadedConfig();
  const permission = usePermission().data;
  const cdns = permission?.imageCDNs;
  const host = useMemo(
    () => ({ base: imageBaseUrl, cdn: cdns ? pickImageCdn(cdns) : null }),
    [imageBaseUrl, cdns],
  );
  useGoogleTag(permission?.analytics.gtagId);
  return <ImageHostContext.Provider value={host}>{children}</ImageHostContext.Provider>;
}
