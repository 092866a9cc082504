import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';

/** Security centre profile: the nickname any time, the real name (payee name) once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.profile],
    mutationFn: (input: { nickname?: string; payeeName?: string }) =>
      apiRequest<unknown>(API_PATHS.profile, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
