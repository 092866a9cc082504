import { SITE_FEATURES, type SiteFeature } from '@platform/contract/site-features';
import type { WhitelabelNode } from '@platform/contract/system';

/** Side-menu modules of the whitelabel tree. */
export type MenuModule = 'LIVECHAT3' | 'CHATROOM3' | 'APPDOWNLOAD3';

function findNode(nodes: readonly WhitelabelNode[], modId: string): WhitelabelNode | null {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const inside = findNode(node.childrenNodes, modId);
    if (inside) return inside;
  }
  return null;
}

/** On when the module's node says '1' and so does every parent on the way (a parent switches its tree off). */
export function isModuleEnabled(nodes: readonly WhitelabelNode[] | undefined, modId: string): boolean {
  if (!nodes) return false;
  function walk(list: readonly WhitelabelNode[]): boolean | null {
    for (const node of list) {
      if (node.modId === modId) return node.enabled === '1';
      if (findNode(node.childrenNodes, modId))
        return node.enabled === '1' && walk(node.childrenNodes) === true;
    }
    return null;
  }
  return walk(nodes) === true;
}

/** A site feature not built yet (contract site-features.ts) shows only while its module is on. */
export function isFeatureOn(nodes: readonly WhitelabelNode[] | undefined, feature: SiteFeature): boolean {
  return isModuleEnabled(nodes, SITE_FEATURES[feature].modId);
}
