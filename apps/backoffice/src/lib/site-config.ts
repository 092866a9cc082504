import { API_PATHS } from '@platform/contract/paths';
import type { SiteConfig } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The merchant's public configuration: brand and currency (minor-unit exponent) for every money column. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: () => apiRequest<SiteConfig>(API_PATHS.systemConfig),
    staleTime: 5 * 60_000,
  });
}

/** The currency's exponent; 2 until the configuration has arrived. */
export function useCurrencyExponent(): number {
  return useSiteConfig().data?.currency.exponent ?? 2;
}
