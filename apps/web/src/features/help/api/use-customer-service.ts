import type { CustomerServiceEntry } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §3 customer-service entries (csType, title, path) in the current language. */
export function useCustomerService() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.customerService, { lang }],
    queryFn: ({ signal }) =>
      apiGet<{ list: CustomerServiceEntry[] }>(API_PATHS.customerService, { lang }, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}
