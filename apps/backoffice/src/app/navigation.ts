import type { OperatorPermission } from '@platform/contract/operators';

export interface NavEntry {
  path: string;
  /** The word key of its label. */
  label: string;
  /** Shown only to roles with this permission; the server refuses the rest with 403 anyway. */
  permission: OperatorPermission;
}

/**
 * The console's screens. A section appears here only once its screens work: games, content,
 * configuration and reports join as they are built (nothing shown empty as if it worked).
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/dashboard', label: 'nav.dashboard', permission: 'reports.read' },
  { path: '/players', label: 'nav.players', permission: 'members.read' },
  { path: '/deposits', label: 'nav.deposits', permission: 'finance.deposits' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'finance.withdrawals' },
  { path: '/audit', label: 'nav.audit', permission: 'audit.read' },
];
