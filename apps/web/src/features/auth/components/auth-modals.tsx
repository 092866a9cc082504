import type { Banner } from '@platform/contract/system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BANNER_ASPECT } from '../../../components/content/banner-aspects.ts';
import { BannerLink } from '../../../components/content/banner-link.tsx';
import { BrandMark } from '../../../components/ui/logo.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { type AuthModalName, useAuthModal } from '../../../lib/auth-modal.ts';
import { hideLoader, showLoader } from '../../../lib/loader.ts';
import { showNotice } from '../../../lib/notice.ts';
import { useRegisterRules, useRegisterSettings } from '../../../lib/register-settings.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useIdentityLogin } from '../api/use-identity-login.ts';
import { useLogout } from '../api/use-logout.ts';
import {
  clearPendingPasswordChange,
  loginPageOf,
  takePendingPasswordChange,
  useFinishLogin,
} from '../complete-login.ts';
import { startFreePlay } from '../free-play.ts';
import { readIdentityReturn } from '../identity-providers.ts';
import styles from './auth-modals.module.css';
import ChangePasswordForm from './change-password-form.tsx';
import ForgotPasswordForm from './forgot-password-form.tsx';
import LoginForm from './login-form.tsx';
import RegisterForm from './register-form.tsx';
import { WelcomePrompt } from './welcome-prompt.tsx';

/** The banner group each modal shows when the operator configured one (spec §2 banner groups). */
export type AuthBannerGroup = 'w_login' | 'w_register' | 'w_forget';

export interface AuthModalsProps {
  brand: string;
  minimumAge: number;
  imageBaseUrl: string;
  /** The first banner of each group; clickable when its linkage says where to go. */
  banners: Partial<Record<AuthBannerGroup, Banner>>;
}

const BANNER_OF: Partial<Record<AuthModalName, AuthBannerGroup>> = {
  login: 'w_login',
  register: 'w_register',
  forgotPassword: 'w_forget',
};

/** What a modal name shows once the session is considered: guests cannot change a password. */
function effectiveModal(modal: AuthModalName | null, loggedIn: boolean): AuthModalName | null {
  if (modal === 'changePassword' && !loggedIn) return 'login';
  if (modal === 'welcome' && !loggedIn) return null;
  if ((modal === 'login' || modal === 'loginPopupModal') && loggedIn) return null;
  return modal;
}

/** Completes a same-window third-party sign-in: the provider came back with `#idToken=…`. */
function useIdentityReturn() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const identityLogin = useIdentityLogin();
  const finishLogin = useFinishLogin();
  const { t } = useTranslation('account');
  const handled = useRef(false);
  useEffect(() => {
    const answer = readIdentityReturn(hash);
    if (!answer || handled.current) return;
    handled.current = true;
    // The token must not linger in the address bar or the history.
    navigate({ pathname, search }, { replace: true });
    identityLogin
      .mutateAsync(answer)
      .then((result) => finishLogin(result, 'firebase'))
      .catch((error: unknown) => showNotice({ tone: 'warning', text: apiErrorMessage(error, t) }));
  }, [hash, pathname, search, navigate, identityLogin, finishLogin, t]);
}

/** Spec §2 account modals, driven by the URL (`?modal=…`, or /register). */
export default function AuthModals({ brand, minimumAge, imageBaseUrl, banners }: AuthModalsProps) {
  const { t } = useTranslation('account');
  const loggedIn = useIsLoggedIn();
  const { modal: requested, open, close } = useAuthModal();
  const modal = effectiveModal(requested, loggedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loginPage = loginPageOf(pathname);
  const settings = useRegisterSettings();
  const rules = useRegisterRules();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const pending = takePendingPasswordChange();
  useIdentityReturn();

  const ageLimit = settings.data?.minimumAge ?? minimumAge;
  const ruleSet = rules.data ?? {};
  const compact = modal === 'registerModal' || modal === 'loginPopupModal';
  const forcedChange = modal === 'changePassword' && pending?.forced === true;

  async function onFreePlay() {
    showLoader();
    try {
      await startFreePlay({ queryClient, navigate, pathname });
    } catch (error) {
      showNotice({ tone: 'warning', text: apiErrorMessage(error, t) });
    } finally {
      hideLoader();
    }
  }

  function afterPasswordChange() {
    const home = pending?.home ?? '/';
    clearPendingPasswordChange();
    navigate(home, { replace: true });
  }

  function signOutInstead() {
    clearPendingPasswordChange();
    logout
      .mutateAsync()
      // useLogout reports a failed call; the local session ends either way.
      .catch(() => undefined)
      .finally(() => navigate('/', { replace: true }));
  }

  if (modal === null) return null;
  if (modal === 'welcome') return <WelcomePrompt brand={brand} onClose={close} />;

  const titles: Record<Exclude<AuthModalName, 'welcome'>, string> = {
    login: loginPage === 'agent' ? t('login.agent_title') : t('login.title'),
    loginPopupModal: t('login.title'),
    register: t('register.title'),
    registerModal: t('register.title'),
    forgotPassword: t('forgot.title'),
    changePassword: t('change_password.title'),
  };
  const bannerGroup = BANNER_OF[modal];
  const operatorBanner = bannerGroup ? banners[bannerGroup] : undefined;
  const banner = compact ? undefined : operatorBanner && bannerGroup ? (
    <BannerLink
      banner={operatorBanner}
      alt={brand}
      aspect={BANNER_ASPECT[bannerGroup]}
      className={styles.bannerImage}
      eager
    />
  ) : (
    <div className={styles.banner}>
      <BrandMark size={44} />
      <span className={styles.bannerText}>{brand}</span>
    </div>
  );
  const isRegister = modal === 'register' || modal === 'registerModal';
  const isLogin = modal === 'login' || modal === 'loginPopupModal';

  return (
    <Modal
      open
      onClose={close}
      dismissible={!forcedChange}
      title={titles[modal]}
      subtitle={isLogin || isRegister ? t('welcome_to', { brand }) : undefined}
      banner={banner}
    >
      {isLogin ? (
        <LoginForm
          settings={settings.data}
          rules={ruleSet}
          imageBaseUrl={imageBaseUrl}
          loginPage={loginPage}
          onSwitchToRegister={() => open(modal === 'loginPopupModal' ? 'registerModal' : 'register')}
          onForgotPassword={() => open('forgotPassword')}
          onFreePlay={settings.data?.freePlay && loginPage === 'site' ? onFreePlay : undefined}
        />
      ) : isRegister ? (
        <RegisterForm
          settings={settings.data}
          rules={ruleSet}
          imageBaseUrl={imageBaseUrl}
          minimumAge={ageLimit}
          onSwitchToLogin={() => open(modal === 'registerModal' ? 'loginPopupModal' : 'login')}
        />
      ) : modal === 'forgotPassword' ? (
        <ForgotPasswordForm
          settings={settings.data}
          rules={ruleSet}
          imageBaseUrl={imageBaseUrl}
          onBackToLogin={() => open('login')}
        />
      ) : (
        <ChangePasswordForm
          rules={ruleSet}
          forced={forcedChange}
          knownOldPassword={forcedChange ? pending?.oldPassword : undefined}
          onChanged={afterPasswordChange}
          onSignOut={signOutInstead}
        />
      )}
    </Modal>
  );
}
