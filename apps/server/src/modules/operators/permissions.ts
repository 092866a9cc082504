import {
  OPERATOR_PERMISSIONS,
  type OperatorPermission,
  type OperatorRole,
} from '@platform/contract/operators';

/** What each staff role may do; admin may do everything, including managing staff and reading the audit log. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  finance: ['members.read', 'finance.deposits', 'finance.withdrawals', 'reports.read'],
  content: ['content.write'],
  support: ['members.read', 'members.write', 'outbox.read'],
};

export function roleHasPermission(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
