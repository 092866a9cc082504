import type { LotteryExposureSchema } from '@platform/contract/lottery';
import type { AdminLotteryDrawPage, LotteryCancelResult } from '@platform/contract/lottery-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type LotteryExposure = z.infer<typeof LotteryExposureSchema>;

const drawsKey = (gameCode: string) => ['admin-lottery-draws', gameCode] as const;

/** One page of a lottery's draws, newest first. */
export function useLotteryDraws(gameCode: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...drawsKey(gameCode), pageNo, pageSize],
    queryFn: () =>
      apiRequest<AdminLotteryDrawPage>(`${ADMIN_PATHS.lotteries}/${gameCode}/draws`, {
        query: { pageNo, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** What a draw owes per selection, largest first, beside the cap. */
export function useDrawExposure(drawId: string) {
  return useQuery({
    queryKey: ['admin-lottery-exposure', drawId],
    queryFn: () => apiRequest<LotteryExposure>(`${ADMIN_PATHS.lotteryDraws}/${drawId}/exposure`),
  });
}

/** Cancels a draw not yet drawn: every slip on it is refunded (games.write, audited). */
export function useCancelDraw(gameCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (drawId: string) =>
      apiRequest<LotteryCancelResult>(`${ADMIN_PATHS.lotteryDraws}/${drawId}/cancel`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawsKey(gameCode) }),
  });
}
