import type { SiteConfig, WhitelabelNode } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { LazyQrCode } from '../../components/ui/lazy-qr-code.tsx';
import { isModuleEnabled } from '../../features/system/index.ts';
import { openCustomerService } from '../../lib/customer-service.ts';
import { absoluteUrl, findResource } from '../../lib/downloads.ts';
import styles from './right-bar.module.css';
import { telegramUrl } from './social.ts';

/** Desktop right bar (spec §2): Android download QR, customer service, Telegram. */
export function RightBar({
  config,
  whitelabel,
}: {
  config: SiteConfig;
  whitelabel: readonly WhitelabelNode[] | undefined;
}) {
  const { t } = useTranslation();
  const android = isModuleEnabled(whitelabel, 'APPDOWNLOAD3')
    ? findResource(config.resources, 'ANDROID_APP')
    : null;
  const service = config.customerService[0];
  const telegram = telegramUrl(config);
  if (!android && !service && !telegram) return null;
  return (
    <aside className={styles.bar} aria-label={t('nav.quick_links')}>
      <ul className={styles.list}>
        {android ? (
          <li className={styles.withPopover}>
            <a
              className={styles.button}
              href={absoluteUrl(android.url)}
              rel="noopener"
              aria-describedby="right-bar-qr"
            >
              <Icon name="android" size={22} />
              <span className={styles.tip}>{t('download.ANDROID_APP')}</span>
            </a>
            <div id="right-bar-qr" className={styles.popover}>
              <span className={styles.qrSlot}>
                <LazyQrCode
                  value={absoluteUrl(android.url)}
                  label={t('download.qr_label', { name: t('download.ANDROID_APP') })}
                  size={132}
                />
              </span>
              <p>{t('download.scan_short')}</p>
            </div>
          </li>
        ) : null}
        {service ? (
          <li>
            <button type="button" className={styles.button} onClick={() => openCustomerService(service.path)}>
              <Icon name="headset" size={22} />
              <span className={styles.tip}>{t('nav.customer_service')}</span>
            </button>
          </li>
        ) : null}
        {telegram ? (
          <li>
            <a className={styles.button} href={telegram} target="_blank" rel="noopener noreferrer">
              <Icon name="telegram" size={22} />
              <span className={styles.tip}>Telegram</span>
            </a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
