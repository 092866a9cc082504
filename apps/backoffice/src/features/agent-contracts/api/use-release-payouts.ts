import {
  AGENT_CONTRACT_ADMIN_PATHS,
  type ReleasedPayouts,
  type ReleasePayoutsInput,
} from '@platform/contract/agent-contracts-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_PAYOUTS_KEY } from './use-agent-payouts.ts';

/** Pays held payouts through the ledger (finance.adjust, audited); every payout list is read again after. */
export function useReleasePayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleasePayoutsInput) =>
      apiRequest<ReleasedPayouts>(AGENT_CONTRACT_ADMIN_PATHS.releasePayouts, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENT_PAYOUTS_KEY] }),
  });
}
