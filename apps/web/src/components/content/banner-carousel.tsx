import { PROMOTION_BANNER_SWIPER } from '@platform/contract/content-constants';
import type { Banner } from '@platform/contract/system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '../../lib/reduced-motion.ts';
import styles from './banner-carousel.module.css';
import { BannerLink } from './banner-link.tsx';

interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Width / height of every slide, so the carousel keeps its height before the images arrive. */
  aspect: string;
  label: string;
}

/**
 * Banners in a Swiper with the spec's constants (§9): autoplay 5000 ms, speed 1000 ms, space 20.3;
 * loop and pagination only with more than one banner. With reduced motion nothing moves by itself.
 */
export default function BannerCarousel({ banners, aspect, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const still = usePrefersReducedMotion();
  const several = banners.length > 1;
  const autoplays = several && !still;
  const section = useRef<HTMLElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  // Autoplay moves slides no one sees once the carousel is scrolled away, and its timer runs on
  // every frame: it stops while the carousel is off screen and starts again when it comes back.
  useEffect(() => {
    const element = section.current;
    if (!autoplays || !swiper || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (swiper.destroyed) return;
      if (visible && !swiper.autoplay.running) swiper.autoplay.start();
      if (!visible && swiper.autoplay.running) swiper.autoplay.stop();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplays, swiper]);

  if (banners.length === 0) return null;
  return (
    <section ref={section} className={styles.carousel} aria-label={label} aria-roledescription="carousel">
      <Swiper
        onSwiper={setSwiper}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={1}
        spaceBetween={PROMOTION_BANNER_SWIPER.spaceBetween}
        speed={still ? 0 : PROMOTION_BANNER_SWIPER.speedMs}
        loop={several}
        autoplay={
          autoplays
            ? {
                delay: PROMOTION_BANNER_SWIPER.autoplayDelayMs,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              }
            : false
        }
        pagination={several ? { clickable: true } : false}
        keyboard={{ enabled: several, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('banner.previous'),
          nextSlideMessage: t('banner.next'),
          paginationBulletMessage: t('banner.go_to', { index: '{{index}}' }),
        }}
        style={{ aspectRatio: aspect }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.url}>
            <BannerLink
              banner={banner}
              aspect={aspect}
              alt={t('banner.alt', { index: index + 1, count: banners.length })}
              eager={index === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
