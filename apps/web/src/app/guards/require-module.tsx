import { Outlet } from 'react-router';
import { isModuleEnabled, useWhitelabel } from '../../features/system/index.ts';
import { NotFound } from '../lazy-areas.ts';

/**
 * A page the server's module tree switches: not-found while its module is off (the line page
 * while no line is configured), never a page with nothing in it.
 */
export function RequireModule({ modId }: { modId: string }) {
  const whitelabel = useWhitelabel();
  if (whitelabel.isPending) return null;
  return isModuleEnabled(whitelabel.data, modId) ? <Outlet /> : <NotFound />;
}
