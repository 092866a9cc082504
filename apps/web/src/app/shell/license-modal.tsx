import type { Banner } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import styles from './license-modal.module.css';

/** The licence images (banner group w_license). */
export default function LicenseModal({
  open,
  onClose,
  banners,
}: {
  open: boolean;
  onClose: () => void;
  banners: readonly Banner[];
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('nav.license')} size="lg">
      <div className={styles.list}>
        {banners.map((banner, index) => (
          <img
            key={banner.url}
            className={styles.image}
            src={banner.url}
            alt={t('license.image_alt', { index: index + 1 })}
            loading="lazy"
          />
        ))}
      </div>
    </Modal>
  );
}
