import { AGENT_CENTRE_PATHS, type TeamOverview, type TeamPeriod } from '@platform/contract/agent-centre';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** A shortcut of the merchant's calendar, or two chosen days (both included). */
export type TeamRange = { period: TeamPeriod } | { from: string; to: string };

/** Spec §2 team overview of the logged-in agent; the page shown stays while the next one loads. */
export function useTeamOverview(range: TeamRange, pageNo: number, pageSize: number) {
  const query = { ...range, pageNo, pageSize };
  return useQuery({
    queryKey: [AGENT_CENTRE_PATHS.teamOverview, query],
    queryFn: ({ signal }) => apiGet<TeamOverview>(AGENT_CENTRE_PATHS.teamOverview, query, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
