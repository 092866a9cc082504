import { API_PATHS } from '@platform/contract/paths';
import type { ResponsibleOverview, SetLimit } from '@platform/contract/responsible';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PLAY_SESSION_KEY, RESPONSIBLE_KEY } from './keys.ts';

/**
 * One PUT that answers with the whole overview, which replaces the cached one; `timesPlay` also
 * re-reads the session, so the reality check schedules itself by the new interval at once.
 */
function useSetting<Body>(path: string, timesPlay = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [path],
    mutationFn: (body: Body) => apiRequest<ResponsibleOverview>(path, { method: 'PUT', body }),
    onSuccess: (overview) => {
      queryClient.setQueryData(RESPONSIBLE_KEY, overview);
      if (timesPlay) void queryClient.invalidateQueries({ queryKey: PLAY_SESSION_KEY });
    },
  });
}

/** Sets, lowers, raises or removes (`amount: null`) a limit; loosening waits 24 hours. */
export const useSetLimit = () => useSetting<SetLimit>(API_PATHS.responsibleLimits);

/** The session time limit in minutes, or null for none; it counts from the next login. */
export const useSetSessionLimit = () =>
  useSetting<{ minutes: number | null }>(API_PATHS.responsibleSessionLimit);

/** The reality check's interval in minutes, or null for none. */
export const useSetRealityCheck = () =>
  useSetting<{ minutes: number | null }>(API_PATHS.responsibleRealityCheck, true);
