import type { SiteFeature } from '@platform/contract/site-features';
import { isFeatureOn } from '../whitelabel.ts';
import { useWhitelabel } from './use-whitelabel.ts';

export interface SiteFeatures {
  /** False until the module tree has loaded (or failed: then every feature counts as off). */
  known: boolean;
  on: (feature: SiteFeature) => boolean;
}

/** Which of the not-yet-built site features the operator has switched on. */
export function useSiteFeatures(): SiteFeatures {
  const whitelabel = useWhitelabel();
  return {
    known: !whitelabel.isPending,
    on: (feature) => isFeatureOn(whitelabel.data, feature),
  };
}
