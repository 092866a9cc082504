import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * Spec §2 account modals: login, register, forgot and change password, the compact registerModal
 * and loginPopupModal, and the welcome prompt a first-time login opens (spec §4 first-login action).
 */
export const AUTH_MODALS = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'registerModal',
  'loginPopupModal',
  'welcome',
] as const;
export type AuthModalName = (typeof AUTH_MODALS)[number];

const MODAL_PARAM = 'modal';

function isAuthModal(value: string | null): value is AuthModalName {
  return (AUTH_MODALS as readonly (string | null)[]).includes(value);
}

/** Where a guard or the /login route sends a visitor: home, with the login modal open. */
export const LOGIN_MODAL_LOCATION = { pathname: '/', search: `?${MODAL_PARAM}=login` } as const;

/**
 * The account modals live in the URL (`?modal=login`), so they survive redirects, reloads and the
 * back button. /register shows home with the register modal without a parameter.
 */
export function useAuthModal() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromParam = params.get(MODAL_PARAM);
  const modal: AuthModalName | null = isAuthModal(fromParam)
    ? fromParam
    : pathname === '/register'
      ? 'register'
      : null;

  const open = useCallback(
    (name: AuthModalName) => {
      if (pathname === '/register' || pathname === '/login') {
        navigate({ pathname: '/', search: `?${MODAL_PARAM}=${name}` });
        return;
      }
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(MODAL_PARAM, name);
        return next;
      });
    },
    [navigate, pathname, setParams],
  );

  const close = useCallback(() => {
    if (pathname === '/register') {
      navigate('/', { replace: true });
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MODAL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, pathname, setParams]);

  return { modal, open, close };
}
