import type { SiteFeature } from '@platform/contract/site-features';
import { Outlet } from 'react-router';
import { useSiteFeatures } from '../../features/system/index.ts';
import { NotFound } from '../lazy-areas.ts';

/**
 * A page of a feature not built yet (site-features.ts) exists only while the operator has its
 * module on; otherwise its URL is the site's not-found page, never an empty page that looks done.
 */
export function RequireFeature({ feature }: { feature: SiteFeature }) {
  const features = useSiteFeatures();
  if (!features.known) return null;
  return features.on(feature) ? <Outlet /> : <NotFound />;
}
