import { AGENT_CENTRE_PATHS, type CreateMemberInput, type TeamMember } from '@platform/contract/agent-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sealedRequest } from '../../../lib/sealed-request.ts';

/**
 * The register centre's direct creation of a player or an agent under me; the body carries a
 * password, so it goes sealed like registration. Team management and the overview count the new
 * member at once.
 */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [AGENT_CENTRE_PATHS.createMember],
    mutationFn: (input: CreateMemberInput) =>
      sealedRequest<TeamMember>(AGENT_CENTRE_PATHS.createMember, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [AGENT_CENTRE_PATHS.teamMembers] }),
        queryClient.invalidateQueries({ queryKey: [AGENT_CENTRE_PATHS.teamOverview] }),
      ]),
  });
}
