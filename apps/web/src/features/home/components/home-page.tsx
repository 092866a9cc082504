import type { GameCategory } from '@platform/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { HeroArt } from './hero-art.tsx';
import styles from './home-page.module.css';

interface HomePageProps {
  brand: string;
  licenseNumber: string;
  minimumAge: number;
  categories: ReadonlyArray<{ category: GameCategory; path: string }>;
  /** The operator's w_home banners and the notice marquee (spec §2 home), from the content feature. */
  banners?: ReactNode;
  marquee?: ReactNode;
}

export function HomePage({ brand, licenseNumber, minimumAge, categories, banners, marquee }: HomePageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const firstCategory = categories[0];
  return (
    <Page>
      {banners}
      {marquee}
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home.eyebrow', { brand })}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.actions}>
            {loggedIn ? (
              firstCategory ? (
                <Link to={firstCategory.path} className={buttonClass('primary', 'lg')}>
                  {t('home.play_now')}
                </Link>
              ) : null
            ) : (
              <>
                <Button size="lg" onClick={() => open('register')}>
                  {t('header.register')}
                </Button>
                <Button size="lg" variant="secondary" onClick={() => open('login')}>
                  {t('header.login')}
                </Button>
              </>
            )}
          </div>
        </div>
        <HeroArt />
      </section>

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

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.sectionTitle}>
            {t('home.categories')}
          </h2>
          <ul className={styles.categories}>
            {categories.map(({ category, path }, index) => (
              <li key={category}>
                <Link to={path} className={styles.category} data-tone={index % 4}>
                  <span className={styles.categoryIcon} aria-hidden="true">
                    <Icon name={CATEGORY_ICONS[category]} size={26} />
                  </span>
                  <span className={styles.categoryName}>{t(`category.${category}`)}</span>
                  <span className={styles.categoryDesc}>{t(`category_desc.${category}`)}</span>
                  <Icon name="chevronRight" size={18} className={styles.categoryArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.rows}>
        <Panel title={t('home.hot_games')} icon="flame">
          <EmptyState icon="slots" />
        </Panel>
        <Panel title={t('home.winners')} icon="trophy">
          <EmptyState icon="trophy" />
        </Panel>
      </div>
    </Page>
  );
}
