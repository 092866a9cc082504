import type { SiteConfig } from '@platform/contract/system';
import { useSiteConfig } from '../features/system/index.ts';

/** The site config inside the gate, where it has always arrived (the gate renders nothing else before). */
export function useLoadedConfig(): SiteConfig {
  const { data } = useSiteConfig();
  if (!data) throw new Error('Site config read outside the system gate');
  return data;
}
