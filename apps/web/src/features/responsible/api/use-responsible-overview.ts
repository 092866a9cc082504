import { API_PATHS } from '@platform/contract/paths';
import type { ResponsibleOverview } from '@platform/contract/responsible';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { RESPONSIBLE_KEY } from './keys.ts';

/** The member's limits with their use, session limit, reality check and help organisations. */
export function useResponsibleOverview() {
  return useQuery({
    queryKey: RESPONSIBLE_KEY,
    queryFn: ({ signal }) => apiGet<ResponsibleOverview>(API_PATHS.responsible, undefined, signal),
    meta: { private: true },
  });
}
