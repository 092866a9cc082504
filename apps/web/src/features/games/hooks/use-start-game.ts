import { type Game, GameMaintenanceDetailSchema, type LaunchGame } from '@platform/contract/games';
import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { openBlankWindow, saveGameLaunch } from '../../../lib/game-launch.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { hideLoader, showLoader } from '../../../lib/loader.ts';
import { showNeedRealAccount, showToast } from '../../../lib/notice.ts';
import { isTrialSession, useIsLoggedIn, useSession } from '../../../lib/session.ts';
import { useLaunchGame } from '../api/use-launch-game.ts';
import { openGameDialog } from '../game-dialog-store.ts';

export interface StartGameOptions {
  /** The free-trial button (supportPlay 0): the vendor's demo without the wallet. */
  freeTrial?: boolean;
}

/** One launch at a time on the page, whichever card or button asked for it. */
let launchInFlight = false;

/**
 * Vendors whose launch answered `window` on this page. Browsers only allow a window opened within
 * the click itself, so for these the next click opens it before the launch is asked for.
 */
const windowVendors = new Set<string>();

/** For tests: a fresh page, where no launch was made yet. */
export function resetLaunchState(): void {
  launchInFlight = false;
  windowVendors.clear();
}

/**
 * Where a launch answer goes: a page of this site for our own games, its window when it wants one
 * and one could open, else /seamless.
 */
function showLaunch(
  launch: LaunchGame,
  early: Window | null,
  navigate: ReturnType<typeof useNavigate>,
): void {
  if (launch.target === 'page') {
    early?.close();
    navigate(launch.url);
    return;
  }
  if (launch.target === 'window') {
    windowVendors.add(launch.vassalage);
    const opened = early ?? openBlankWindow();
    if (opened) {
      opened.location.href = launch.url;
      return;
    }
  } else {
    windowVendors.delete(launch.vassalage);
    early?.close();
  }
  saveGameLaunch(launch);
  navigate(`/seamless?nodeId=${launch.nodeId}`);
}

/**
 * Spec §2 Starting a game, as the one function every card, row and vendor card calls: a vendor
 * entry opens its pop-up list; visitors get the login modal (a free trial excepted, never for
 * ELOTT); trial members get in_need_true_account; otherwise the launch opens the game in the
 * seamless page or, for vendors that need it, a new window.
 */
export function useStartGame(): (game: Game, options?: StartGameOptions) => void {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const session = useSession();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const language = useLanguage();
  const { mutateAsync: launch } = useLaunchGame();

  return useCallback(
    (game: Game, options: StartGameOptions = {}) => {
      const freeTrial = Boolean(options.freeTrial);
      if (game.isGame === 'VASSALAGE') {
        openGameDialog({ kind: 'popup', game });
        return;
      }
      if (!loggedIn && (!freeTrial || game.gameType === 'ELOTT')) {
        open('login');
        return;
      }
      // Trial members play our own games with trial money (the server says the same).
      if (isTrialSession(session) && !freeTrial && game.vassalage !== IN_HOUSE_VENDOR) {
        showNeedRealAccount();
        return;
      }
      if (launchInFlight) return;
      launchInFlight = true;
      const early = windowVendors.has(game.vassalage) ? openBlankWindow() : null;
      showLoader();
      launch({ nodeId: game.nodeId, language, freeTrial })
        .then((answer) => showLaunch(answer, early, navigate))
        .catch((error: unknown) => {
          early?.close();
          if (!(error instanceof ApiError)) showToast(apiErrorMessage(error, t), { tone: 'warning' });
          else if (error.code === 'GAME_MAINTENANCE') {
            const detail = GameMaintenanceDetailSchema.safeParse(error.value);
            openGameDialog({
              kind: 'maintenance',
              game,
              detail: detail.success ? detail.data : { maintenanceEnd: null, recommended: [] },
            });
          } else if (error.code === 'UNAUTHORIZED' || error.code === 'SESSION_EXPIRED') open('login');
          else if (error.code === 'TRIAL_ACCOUNT') showNeedRealAccount();
          else showToast(apiErrorMessage(error, t), { tone: 'warning' });
        })
        .finally(() => {
          launchInFlight = false;
          hideLoader();
        });
    },
    [loggedIn, session, open, navigate, language, launch, t],
  );
}
