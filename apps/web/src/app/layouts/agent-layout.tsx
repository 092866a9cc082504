import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { LazyUserMenu } from '../shell/lazy-user-menu.tsx';
import { useLoadedConfig } from '../use-loaded-config.ts';
import styles from './agent-layout.module.css';

/** /agent and /agentHome: the agent programme's own frame (spec §2), without the player menus. */
export function AgentLayout() {
  const { t } = useTranslation();
  const config = useLoadedConfig();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  return (
    <div className={styles.shell} data-layout="agent">
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <header className={styles.header}>
        <Link
          to="/agent"
          className={styles.brand}
          aria-label={t('agent.home_of', { brand: config.brandName })}
        >
          <Logo brand={config.brandName} />
          <span className={styles.badge}>{t('agent.badge')}</span>
        </Link>
        <div className={styles.actions}>
          <Link to="/" className={styles.back}>
            <Icon name="chevronLeft" size={16} />
            <span>{t('agent.back_to_site')}</span>
          </Link>
          <div className={styles.wideOnly}>
            <LanguageSelect languages={config.languages} />
          </div>
          <ThemeToggle />
          {loggedIn ? (
            <LazyUserMenu />
          ) : (
            <Button size="sm" onClick={() => open('login')}>
              {t('header.login')}
            </Button>
          )}
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          {t('footer.copyright', {
            year: config.copyrightYear,
            brand: config.brandName,
            license: config.licenseNumber,
          })}
        </p>
      </footer>
    </div>
  );
}
