import { moduleOfPage } from '@platform/contract/site-feature-pages';
import { Outlet, useLocation } from 'react-router';
import { isModuleEnabled, useWhitelabel } from '../../features/system/index.ts';
import { NotFound } from '../lazy-areas.ts';

/**
 * The layout's outlet, less the pages whose module is off (contract site-feature-pages.ts, the list
 * the server's 404 reads too): a feature not built yet until the operator switches it on, the line
 * page until a line is configured. Such a URL is the site's not-found page, never an empty page that
 * looks done. It is checked before the page's own guards, so a hidden page asks no visitor to log in.
 */
export function FeatureOutlet() {
  const modId = moduleOfPage(useLocation().pathname);
  const whitelabel = useWhitelabel();
  if (!modId) return <Outlet />;
  if (whitelabel.isPending) return null;
  return isModuleEnabled(whitelabel.data, modId) ? <Outlet /> : <NotFound />;
}
