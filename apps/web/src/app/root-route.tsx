import { Outlet } from 'react-router';
import { createLazyArea } from '../components/ui/lazy-area.tsx';
import { useAuthModal } from '../lib/auth-modal.ts';
import { GlobalLoader } from './global-loader.tsx';
import { RouteEffects } from './route-effects.tsx';
import { useLoadedConfig } from './use-loaded-config.ts';

// The login and register modals load when one first opens: most home visits never open one.
const AuthModals = createLazyArea(() => import('../features/auth/components/auth-modals.tsx'), {
  fallback: null,
});

/** Above every layout: route effects, the auth modals (they open over any page) and the loader. */
export function RootRoute() {
  const config = useLoadedConfig();
  const { modal } = useAuthModal();
  return (
    <>
      <RouteEffects />
      <Outlet />
      {modal ? <AuthModals brand={config.brandName} minimumAge={config.minimumAge} /> : null}
      <GlobalLoader />
    </>
  );
}
