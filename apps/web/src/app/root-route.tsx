import { Outlet, useLocation } from 'react-router';
import { createLazyArea } from '../components/ui/lazy-area.tsx';
import { loadContractModal } from '../features/agent/lazy.ts';
import { loadAuthModals } from '../features/auth/lazy.ts';
import { loadRealityCheck } from '../features/responsible/lazy.ts';
import { loadWalletLive } from '../features/wallet/lazy.ts';
import { useAuthModal } from '../lib/auth-modal.ts';
import { useNotice } from '../lib/notice.ts';
import { isTrialSession, useSession } from '../lib/session.ts';
import { GlobalLoader } from './global-loader.tsx';
import { withNamespaces } from './lazy-areas.ts';
import { RouteEffects } from './route-effects.tsx';
import { SitePermission } from './site-permission.tsx';
import { Toaster } from './toaster.tsx';
import { useLoadedConfig } from './use-loaded-config.ts';

// The account modals load, with their words, when one first opens: most visits never open one.
const AuthModals = createLazyArea(withNamespaces(loadAuthModals, 'account'), { fallback: null });
const NoticeDialog = createLazyArea(() => import('./notice-dialog.tsx'), { fallback: null });
const WalletLive = createLazyArea(loadWalletLive, {
  fallback: null,
});
// The reality check (responsible gaming) times itself from the session's answer: real members only.
const RealityCheck = createLazyArea(loadRealityCheck, { fallback: null });
// Spec §2 contract modal: an agent's chunk only; it opens when contract requests wait for an answer.
const ContractModal = createLazyArea(withNamespaces(loadContractModal, 'pages'), { fallback: null });

/**
 * Above every layout: route effects, the socket listener while logged in (spec §2), the account
 * modals, the contract modal and prompts (they open over any page), the loader; all under the
 * image host and analytics the permission response sets.
 */
export function RootRoute() {
  const config = useLoadedConfig();
  const { modal } = useAuthModal();
  const { hash } = useLocation();
  const notice = useNotice();
  const session = useSession();
  const loggedIn = session.token !== null;
  // Not for visitors, trial members or members who are no agent (spec §2: logged-in only).
  const agent = loggedIn && session.isAgent && !isTrialSession(session);
  // A third-party sign-in that came back to this window (popup blocked) finishes in the modals' chunk.
  const identityReturn = hash.includes('idToken=');
  return (
    <SitePermission>
      <RouteEffects />
      <Outlet />
      {loggedIn ? <WalletLive currency={config.currency} /> : null}
      {loggedIn && !isTrialSession(session) ? <RealityCheck currency={config.currency} /> : null}
      {modal || identityReturn ? (
        <AuthModals
          brand={config.brandName}
          minimumAge={config.minimumAge}
          imageBaseUrl={config.imageBaseUrl}
        />
      ) : null}
      {agent && !modal ? <ContractModal /> : null}
      {notice ? <NoticeDialog /> : null}
      <Toaster />
      <GlobalLoader />
    </SitePermission>
  );
}
