import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';

/** Spec §7 member icon: one of the avatar choices. */
export function useMemberIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.memberIcon],
    mutationFn: (icon: string) =>
      apiRequest<unknown>(API_PATHS.memberIcon, { method: 'POST', body: { icon } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
