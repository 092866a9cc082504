import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { HeroArt } from './hero-art.tsx';
import styles from './home-page.module.css';

interface HomePageProps {
  brand: string;
  licenseNumber: string;
  minimumAge: number;
  /** The operator's w_home banners and the notice marquee (spec §2 home), from the content feature. */
  banners?: ReactNode;
  marquee?: ReactNode;
  /** The game menu, search, rows and winner board (spec §2 home), from the games feature. */
  games?: ReactNode;
}

export function HomePage({ brand, licenseNumber, minimumAge, banners, marquee, games }: HomePageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  return (
    <Page>
      {banners}
      {marquee}
      {games}
      {loggedIn ? null : (
        <section className={styles.hero} aria-labelledby="home-hero-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('home.eyebrow', { brand })}</p>
            <h1 id="home-hero-title" className={styles.title}>
              {t('home.title')}
            </h1>
            <p className={styles.lead}>{t('home.lead')}</p>
            <div className={styles.actions}>
              <Button size="lg" onClick={() => open('register')}>
                {t('header.register')}
              </Button>
              <Button size="lg" variant="secondary" onClick={() => open('login')}>
                {t('header.login')}
              </Button>
            </div>
          </div>
          <HeroArt />
        </section>
      )}

      <ul className={styles.trust} aria-label={t('home.trust_label')}>
        <li>
          <Icon name="shield" size={22} />
          <span>
            <strong>{t('home.trust_licensed')}</strong>
            <span className="tabular">№{licenseNumber}</span>
          </span>
        </li>
        <li>
          <Icon name="lock" size={22} />
          <span>
            <strong>{t('home.trust_secure')}</strong>
            <span>{t('home.trust_secure_text')}</span>
          </span>
        </li>
        <li>
          <Icon name="smartphone" size={22} />
          <span>
            <strong>{t('home.trust_devices')}</strong>
            <span>{t('home.trust_devices_text')}</span>
          </span>
        </li>
        <li>
          <Icon name="alert" size={22} />
          <span>
            <strong>{t('home.trust_age', { age: minimumAge })}</strong>
            <span>{t('home.trust_age_text')}</span>
          </span>
        </li>
      </ul>
    </Page>
  );
}
