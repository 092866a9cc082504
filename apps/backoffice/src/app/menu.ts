import type { OperatorPermission } from '@platform/contract/operators';
import { type ConsoleRoute, NAV_GROUPS, type NavGroup } from './console-route.ts';

export interface MenuItem {
  path: string;
  label: string;
  order: number;
}
export type MenuEntry = MenuItem | { group: NavGroup; items: MenuItem[]; order: number };

/**
 * The menu an operator sees: only screens their role may use, grouped (finance, games, ...), each
 * group where its first screen would stand; a group with nothing allowed is not shown at all.
 */
export function menuOf(
  routes: readonly ConsoleRoute[],
  can: (permission: OperatorPermission) => boolean,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<NavGroup, { group: NavGroup; items: MenuItem[]; order: number }>();
  for (const route of routes) {
    if (!route.nav || !can(route.permission)) continue;
    const item = { path: route.path, label: route.nav.label, order: route.nav.order };
    const groupName = route.nav.group;
    if (!groupName) {
      entries.push(item);
      continue;
    }
    let group = groups.get(groupName);
    if (!group) {
      // Groups sit between the standalone screens by their place in NAV_GROUPS.
      group = { group: groupName, items: [], order: 50 + NAV_GROUPS.indexOf(groupName) };
      groups.set(groupName, group);
      entries.push(group);
    }
    group.items.push(item);
  }
  for (const group of groups.values()) group.items.sort((a, b) => a.order - b.order);
  return entries.sort((a, b) => a.order - b.order);
}
