import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';

/** Spec §2: protected routes without a session token go to /login (home with the login modal). */
export function RequireToken() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}
