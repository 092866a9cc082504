import { useTranslation } from 'react-i18next';
import { BANNER_ASPECT } from '../../../components/content/banner-aspects.ts';
import BannerCarousel from '../../../components/content/banner-carousel.tsx';
import { BannerPlaceholder } from '../../../components/content/banner-placeholder.tsx';
import { useBanners } from '../../../components/content/use-banners.ts';

/** Spec §2 home: the w_home banners, a carousel when there are several. */
export default function HomeBanners() {
  const { t } = useTranslation('content');
  const banners = useBanners('w_home');
  if (banners.isPending) return <BannerPlaceholder aspect={BANNER_ASPECT.w_home} />;
  return (
    <BannerCarousel banners={banners.data ?? []} aspect={BANNER_ASPECT.w_home} label={t('banners.home')} />
  );
}
