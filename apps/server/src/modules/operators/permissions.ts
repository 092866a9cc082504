import { type OperatorPermission, type OperatorRole, ROLE_PERMISSIONS } from '@platform/contract/operators';

export { ROLE_PERMISSIONS };

export function roleHasPermission(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
