import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { Page } from '../components/ui/page.tsx';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Page>
      <section className={styles.box} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t('not_found.title')}
        </h1>
        <p className={styles.text}>{t('not_found.body')}</p>
        <Link to="/" className={buttonClass('primary', 'lg')}>
          {t('not_found.home')}
        </Link>
      </section>
    </Page>
  );
}
