import { AGENT_CENTRE_PATHS, type TeamMembers } from '@platform/contract/agent-centre';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** One level of the agent's tree (`parentId`, none: its own), or its team searched by account. */
export interface TeamMembersAsk {
  parentId?: number;
  account?: string;
  pageNo: number;
}

export const TEAM_MEMBERS_PAGE_SIZE = 20;

/**
 * Spec §2 team management; the page shown stays while the next one loads. A picker of the direct
 * downline asks for a longer page (at most 200).
 */
export function useTeamMembers(ask: TeamMembersAsk, pageSize = TEAM_MEMBERS_PAGE_SIZE) {
  const query = { ...ask, pageSize };
  return useQuery({
    queryKey: [AGENT_CENTRE_PATHS.teamMembers, query],
    queryFn: ({ signal }) => apiGet<TeamMembers>(AGENT_CENTRE_PATHS.teamMembers, query, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
