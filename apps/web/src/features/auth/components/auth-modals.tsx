import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/ui/logo.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import styles from './auth-modals.module.css';
import LoginForm from './login-form.tsx';
import RegisterForm from './register-form.tsx';

/** The login and register modals, driven by the URL (`?modal=login|register`, or /register). */
export default function AuthModals({ brand, minimumAge }: { brand: string; minimumAge: number }) {
  const { t } = useTranslation();
  const { modal, open, close } = useAuthModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Spec §2: after login the user goes home; after an agent-page login, to the agent centre.
  const afterLogin = () => navigate(pathname.startsWith('/agent') ? '/agentHome' : '/', { replace: true });

  return (
    <Modal
      open={modal !== null}
      onClose={close}
      title={modal === 'register' ? t('auth.register_title') : t('auth.login_title')}
      subtitle={t('auth.welcome', { brand })}
      banner={
        <div className={styles.banner}>
          <BrandMark size={44} />
          <span className={styles.bannerText}>{brand}</span>
        </div>
      }
    >
      {modal === 'register' ? (
        <RegisterForm
          minimumAge={minimumAge}
          onSuccess={() => navigate('/', { replace: true })}
          onSwitchToLogin={() => open('login')}
        />
      ) : (
        <LoginForm onSuccess={afterLogin} onSwitchToRegister={() => open('register')} />
      )}
    </Modal>
  );
}
