import type { AgentTree } from '@platform/contract/agents-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const AGENT_TREE_KEY = 'agent-tree';

/** One level of the tree, fetched when its branch is opened. */
export function useAgentTree(parentId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [AGENT_TREE_KEY, parentId ?? null],
    queryFn: () => apiRequest<AgentTree>(ADMIN_PATHS.agentTree, { query: { parentId } }),
    enabled,
  });
}
