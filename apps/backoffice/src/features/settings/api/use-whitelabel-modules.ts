import type { WhitelabelModule } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['whitelabel-modules'];

export function useWhitelabelModules() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<WhitelabelModule[]>(ADMIN_PATHS.whitelabel) });
}

/** Turns one module of the site on or off (audited); the list shows the server's answer. */
export function useSetWhitelabelModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modId: string; enabled: boolean }) =>
      apiRequest<WhitelabelModule>(`${ADMIN_PATHS.whitelabel}/${input.modId}`, {
        method: 'PUT',
        body: { enabled: input.enabled },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<WhitelabelModule[]>(KEY, (list) =>
        list?.map((module) => (module.modId === saved.modId ? saved : module)),
      ),
  });
}
