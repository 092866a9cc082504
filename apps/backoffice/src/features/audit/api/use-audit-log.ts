import type { AuditEntry, AuditLogQuerySchema } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditQuery = z.input<typeof AuditLogQuerySchema>;

export type AuditPage = { list: AuditEntry[]; total: number; totalPages: number };

export function fetchAuditLog(query: AuditQuery) {
  return apiRequest<AuditPage>(ADMIN_PATHS.auditLog, { query });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: () => fetchAuditLog(query),
    placeholderData: keepPreviousData,
  });
}
