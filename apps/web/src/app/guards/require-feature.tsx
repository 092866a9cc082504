import { featureOfPage } from '@platform/contract/site-feature-pages';
import { Outlet, useLocation } from 'react-router';
import { useSiteFeatures } from '../../features/system/index.ts';
import { NotFound } from '../lazy-areas.ts';

/**
 * The layout's outlet, less the pages of features not built yet (contract site-feature-pages.ts,
 * the list the server's 404 reads too): such a page exists only while the operator has its module
 * on; otherwise its URL is the site's not-found page, never an empty page that looks done. It is
 * checked before the page's own guards, so a hidden page asks no visitor to log in.
 */
export function FeatureOutlet() {
  const feature = featureOfPage(useLocation().pathname);
  const features = useSiteFeatures();
  if (!feature) return <Outlet />;
  if (!features.known) return null;
  return features.on(feature) ? <Outlet /> : <NotFound />;
}
