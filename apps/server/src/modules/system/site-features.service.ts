import { SITE_FEATURES, type SiteFeature } from '@platform/contract/site-features';
import { type MerchantDeps, resolveMerchant } from '../merchants/merchants.service.ts';
import { enabledModules, loadSiteSettings, type SystemDeps } from './system.service.ts';

/**
 * Whether the site at this host has switched on a feature not built yet (contract
 * site-features.ts), by the same module tree the site reads: the module and every parent on.
 * An unknown host has no features.
 */
export async function isSiteFeatureOn(
  deps: { merchants: MerchantDeps; system: SystemDeps },
  host: string,
  feature: SiteFeature,
): Promise<boolean> {
  const merchant = await resolveMerchant(deps.merchants, host);
  if (!merchant) return false;
  const site = await loadSiteSettings(deps.system, merchant.id);
  return enabledModules(site).has(SITE_FEATURES[feature].modId);
}
