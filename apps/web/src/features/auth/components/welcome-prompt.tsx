import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import styles from './auth-modals.module.css';

/** Spec §4 first-login action: a welcome that points the new member to completing the profile. */
export function WelcomePrompt({ brand, onClose }: { brand: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Modal open onClose={onClose} title={t('welcome.title', { brand })} size="sm">
      <div className={styles.welcome}>
        <span className={styles.welcomeIcon} aria-hidden="true">
          <Icon name="gift" size={32} />
        </span>
        <p className={styles.welcomeText}>{t('welcome.text')}</p>
        <div className={styles.welcomeActions}>
          <Button block onClick={() => navigate('/member?tab=securityCenter', { replace: true })}>
            {t('welcome.complete_profile')}
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            {t('welcome.later')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
