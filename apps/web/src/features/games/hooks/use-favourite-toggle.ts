import type { Game } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { showToast } from '../../../lib/notice.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { FAVOURITE_IDS_KEY, useFavouriteIds } from '../api/use-favourite-ids.ts';

/** Spec §4 and §9: one favourite toggle per 1000 ms, whichever card it is on. */
export const FAVOURITE_TOGGLE_MS = 1000;
let lastToggleAt = Number.NEGATIVE_INFINITY;

/** For tests: a fresh page, where no toggle happened yet. */
export function resetFavouriteThrottle(): void {
  lastToggleAt = Number.NEGATIVE_INFINITY;
}

/**
 * The heart on a card (spec §4 Favourites): login first; the heart changes at once (add is
 * optimistic, remove removes locally, then calls the server), and a refused call puts it back.
 */
export function useFavouriteToggle(game: Game): { favourite: boolean; toggle: () => void } {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds();
  const favourite = Boolean(ids.data?.includes(game.nodeId));

  const toggle = useCallback(() => {
    if (!loggedIn) {
      open('login');
      return;
    }
    const now = Date.now();
    if (now - lastToggleAt < FAVOURITE_TOGGLE_MS) return;
    lastToggleAt = now;
    const before = queryClient.getQueryData<number[]>(FAVOURITE_IDS_KEY) ?? [];
    const adding = !before.includes(game.nodeId);
    queryClient.setQueryData<number[]>(
      FAVOURITE_IDS_KEY,
      adding ? [game.nodeId, ...before] : before.filter((id) => id !== game.nodeId),
    );
    const request = adding
      ? apiRequest(API_PATHS.favourites, {
          method: 'POST',
          body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
        })
      : apiRequest(`${API_PATHS.favourites}/${game.nodeId}`, { method: 'DELETE' });
    request
      .then(() => queryClient.invalidateQueries({ queryKey: [API_PATHS.favourites] }))
      .catch((error: unknown) => {
        const current = queryClient.getQueryData<number[]>(FAVOURITE_IDS_KEY) ?? [];
        queryClient.setQueryData<number[]>(
          FAVOURITE_IDS_KEY,
          adding
            ? current.filter((id) => id !== game.nodeId)
            : [game.nodeId, ...current.filter((id) => id !== game.nodeId)],
        );
        showToast(apiErrorMessage(error, t), { tone: 'warning' });
      });
  }, [loggedIn, open, queryClient, game, t]);

  return { favourite, toggle };
}
