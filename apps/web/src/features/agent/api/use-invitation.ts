import { AGENT_CENTRE_PATHS, type AgentInvitation } from '@platform/contract/agent-centre';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The agent's invitation code and registration link; a code never changes once given. */
export function useInvitation() {
  return useQuery({
    queryKey: [AGENT_CENTRE_PATHS.invitation],
    queryFn: ({ signal }) => apiGet<AgentInvitation>(AGENT_CENTRE_PATHS.invitation, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { private: true },
  });
}
