import type { AdminLottery, AdminLotteryList, UpdateLotterySettings } from '@platform/contract/lottery-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const LOTTERIES_KEY = ['admin-lotteries'] as const;

/** Every lottery of the site with its settings and each market's odds. */
export function useLotteries() {
  return useQuery({
    queryKey: LOTTERIES_KEY,
    queryFn: () => apiRequest<AdminLotteryList>(ADMIN_PATHS.lotteries).then((value) => value.list),
  });
}

/** Sets one lottery's settings and odds (games.write, audited); bets already placed keep theirs. */
export function useUpdateLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, settings }: { gameCode: string; settings: UpdateLotterySettings }) =>
      apiRequest<AdminLottery>(`${ADMIN_PATHS.lotteries}/${gameCode}`, { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOTTERIES_KEY }),
  });
}
