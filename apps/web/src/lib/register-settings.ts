import type { RegisterSettings } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import type { RegisterFieldRule } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { SESSION_KEYS, writeItem } from './storage.ts';

export type RegisterRules = Partial<Record<string, RegisterFieldRule>>;

/** Which ways to register and log in the operator has switched on (spec §3 whitelabel flags). */
export function useRegisterSettings() {
  return useQuery({
    queryKey: [API_PATHS.registerSettings],
    queryFn: ({ signal }) => apiGet<RegisterSettings>(API_PATHS.registerSettings, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/** The register field rules (spec §3 permission `register`), kept as the session's `validate`. */
export function useRegisterRules() {
  return useQuery({
    queryKey: [API_PATHS.registerRules],
    queryFn: async ({ signal }) => {
      const rules = await apiGet<RegisterRules>(API_PATHS.registerRules, undefined, signal);
      writeItem('session', SESSION_KEYS.validate, JSON.stringify(rules));
      return rules;
    },
    staleTime: 5 * 60_000,
  });
}
