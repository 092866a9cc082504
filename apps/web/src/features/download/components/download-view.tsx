import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import QrCode from '../../../components/ui/qr-code.tsx';
import { iosDownloadLink } from '../../../lib/downloads.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useHandoffCode } from '../../../lib/session-handoff.ts';
import { type DownloadApp, GUIDE_STEPS } from '../apps.ts';
import styles from './download-page.module.css';

/** One app: its QR code and link beside the steps that install it. */
export function DownloadView({ app, brand }: { app: DownloadApp; brand: string }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const { token } = useSession();
  const handoff = useHandoffCode(token, app.view === 'ios');
  const name = t(`download.${app.key}`);
  // Spec §2: the iOS code carries the origin, language and session; the others are the operator's link.
  const code = app.view === 'ios' ? iosDownloadLink(language, handoff) : app.url;
  const guideId = `install-guide-${app.view}`;
  return (
    <div className={styles.view}>
      <section className={styles.card} aria-labelledby={`${guideId}-app`}>
        <div className={styles.head}>
          <span className={styles.osIcon} aria-hidden="true">
            <Icon name={app.icon} size={22} />
          </span>
          <h2 id={`${guideId}-app`} className={styles.name}>
            {name}
          </h2>
        </div>
        <span className={styles.qrFrame}>
          <QrCode value={code} label={t('download.qr_label', { name })} size={168} />
        </span>
        <p className={styles.scan}>{t('download.scan')}</p>
        <a className={buttonClass('primary', 'md', true)} href={app.url} rel="noopener">
          <Icon name="download" size={18} />
          {t('download.get')}
        </a>
      </section>
      <section className={styles.guide} aria-labelledby={guideId}>
        <h2 id={guideId} className={styles.guideTitle}>
          {t('download.guide_title_for', { name })}
        </h2>
        <ol className={styles.steps}>
          {Array.from({ length: GUIDE_STEPS }, (_, index) => (
            <li key={String(index)} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`download.${app.guide}_step${index + 1}`, { brand })}</span>
            </li>
          ))}
        </ol>
        {app.guide === 'lite' ? <p className={styles.note}>{t('download.lite_note', { brand })}</p> : null}
      </section>
    </div>
  );
}
