import type { PromotionCategory } from '@platform/contract/content';
import { PROMOTION_CATEGORY_SWIPER } from '@platform/contract/content-constants';
import { useTranslation } from 'react-i18next';
import { A11y, FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import styles from './promotions.module.css';

interface CategoryMenuProps {
  categories: readonly PromotionCategory[];
  activeId: number | null;
  onChoose: (id: number) => void;
}

/**
 * Spec §2 horizontally scrolling category menu (§9: 10 slides per view, spacing 10 on wide
 * screens; narrower screens fit as many as their titles allow and scroll freely).
 */
export function CategoryMenu({ categories, activeId, onChoose }: CategoryMenuProps) {
  const { t } = useTranslation('content');
  return (
    <nav className={styles.categories} aria-label={t('promotions.categories')}>
      <Swiper
        modules={[A11y, FreeMode]}
        slidesPerView="auto"
        spaceBetween={PROMOTION_CATEGORY_SWIPER.spaceBetween}
        freeMode
        watchOverflow
        breakpoints={{ 1200: { slidesPerView: PROMOTION_CATEGORY_SWIPER.slidesPerView, freeMode: false } }}
        a11y={{ enabled: false }}
      >
        {categories.map((category) => (
          <SwiperSlide key={category.id} className={styles.categorySlide}>
            <button
              type="button"
              className={styles.category}
              aria-pressed={category.id === activeId}
              title={category.title}
              onClick={() => onChoose(category.id)}
            >
              <span className={styles.categoryLabel}>{category.title}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </nav>
  );
}
