import { WINNER_BOARD_LIMIT, type WinnerEntry } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 winner board (gameCategory ALL, limitNum 20), sorted by winAmount, highest first (§2). */
export function useWinnerBoard() {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.winnerBoard, language],
    queryFn: ({ signal }) =>
      apiGet<{ list: WinnerEntry[] }>(
        API_PATHS.winnerBoard,
        { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT, language },
        signal,
      ).then((value) => [...value.list].sort((a, b) => b.winAmount - a.winAmount)),
    staleTime: 60_000,
  });
}
