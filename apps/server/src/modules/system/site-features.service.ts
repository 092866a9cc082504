import type { WhitelabelNode } from '@platform/contract/system';
import { type MerchantDeps, resolveMerchant } from '../merchants/merchants.service.ts';
import { loadSiteSettings, type SystemDeps, siteModuleTree } from './system.service.ts';

/** On when the module and every module above it are on: how the site reads its tree. */
function isOn(nodes: readonly WhitelabelNode[], modId: string): boolean | null {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === '1';
    const inside = isOn(node.childrenNodes, modId);
    if (inside !== null) return inside && node.enabled === '1';
  }
  return null;
}

/**
 * Whether the site at this host has a whitelabel module on, by the very tree the site reads (the
 * operator's switches and the modules derived from settings). An unknown host has none.
 */
export async function isSiteModuleOn(
  deps: { merchants: MerchantDeps; system: SystemDeps },
  host: string,
  modId: string,
): Promise<boolean> {
  const merchant = await resolveMerchant(deps.merchants, host);
  if (!merchant) return false;
  return isOn(siteModuleTree(await loadSiteSettings(deps.system, merchant.id)), modId) === true;
}
