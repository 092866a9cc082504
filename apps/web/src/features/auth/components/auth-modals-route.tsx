import { useBanners } from '../../../components/content/use-banners.ts';
import AuthModals, { type AuthModalsProps } from './auth-modals.tsx';

/** The account modals with the operator's banners of their groups (spec §2 w_login, w_register, w_forget). */
export default function AuthModalsRoute(props: Omit<AuthModalsProps, 'banners'>) {
  const login = useBanners('w_login');
  const register = useBanners('w_register');
  const forget = useBanners('w_forget');
  return (
    <AuthModals
      {...props}
      banners={{
        w_login: login.data?.[0],
        w_register: register.data?.[0],
        w_forget: forget.data?.[0],
      }}
    />
  );
}
