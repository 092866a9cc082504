import type { Banner } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { BANNER_ASPECT } from '../../components/content/banner-aspects.ts';
import { BannerLink } from '../../components/content/banner-link.tsx';
import styles from './side-menu.module.css';

/** The w_leftmenu banners, clickable where their linkage says. */
export default function SideMenuBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.banners}>
      {banners.map((banner, index) => (
        <BannerLink
          key={banner.url}
          banner={banner}
          aspect={BANNER_ASPECT.w_leftmenu}
          alt={t('banner.alt', { index: index + 1, count: banners.length })}
        />
      ))}
    </div>
  );
}
