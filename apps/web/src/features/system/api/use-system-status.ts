import { API_PATHS } from '@platform/contract/paths';
import type { SystemStatus } from '@platform/contract/system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Status 0 runs the app, 1 is maintenance, 2 is region restricted (spec §2). */
export function useSystemStatus() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.systemStatus, { lang }],
    queryFn: ({ signal }) => apiGet<SystemStatus>(API_PATHS.systemStatus, { lang }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // While the site is closed, look again every minute so it reopens without a reload.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 0 ? 60_000 : false),
  });
}
