import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AgentReport, AgentReportQuerySchema } from '@platform/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AgentReportQuery = z.input<typeof AgentReportQuerySchema>;

export function fetchAgentReport(query: AgentReportQuery) {
  return apiRequest<AgentReport>(ADMIN_PATHS.reportsAgents, { query });
}

/** One page of an agent's direct downline (or the top of the tree), with each subtree's figures. */
export function useAgentReport(query: AgentReportQuery) {
  return useQuery({
    queryKey: ['reports-agents', query],
    queryFn: () => fetchAgentReport(query),
    placeholderData: keepPreviousData,
  });
}
