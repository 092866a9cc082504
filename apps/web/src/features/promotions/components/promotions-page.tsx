import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BANNER_ASPECT } from '../../../components/content/banner-aspects.ts';
import BannerCarousel from '../../../components/content/banner-carousel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { DaySpan } from '../../../lib/day-range.ts';
import { usePromotions } from '../api/use-promotions.ts';
import {
  activeCategoryId,
  endingWithin,
  promotionIdFromUrl,
  promotionsIn,
  visibleCategories,
} from '../promotion-rules.ts';
import { CategoryMenu } from './category-menu.tsx';
import { EndingFilter } from './ending-filter.tsx';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDetails } from './promotion-details.tsx';
import styles from './promotions.module.css';

/**
 * /promotions (spec §2): the w_promotion banners, the category menu, the cards, and the details of
 * the promotion the URL names (`#12` or `?id=12`), checked again whenever the list changes.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('content');
  const content = usePromotions();
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [ending, setEnding] = useState<DaySpan | null>(null);

  const banners = content.data?.banners.filter((banner) => banner.groupName === 'w_promotion') ?? [];
  const categories = visibleCategories(content.data?.categories ?? []);
  const activeId = activeCategoryId(chosen, categories);
  const selectedId = promotionIdFromUrl(search, hash);
  const selected = content.data?.promotions.find((promotion) => promotion.id === selectedId);

  function openPromotion(id: number) {
    navigate({ pathname, search: withoutId(search), hash: String(id) }, { replace: true });
  }

  function closePromotion() {
    navigate({ pathname, search: withoutId(search) }, { replace: true });
  }

  return (
    <Page>
      {banners.length > 0 ? (
        <>
          <h1 className="visually-hidden">{t('nav.promotions')}</h1>
          <BannerCarousel
            banners={banners}
            aspect={BANNER_ASPECT.w_promotion}
            label={tc('banners.promotion')}
          />
        </>
      ) : (
        <PageHeader
          icon="tag"
          eyebrow={t('promotions.eyebrow')}
          title={t('nav.promotions')}
          description={t('promotions.description')}
        />
      )}
      <QueryView query={content} isEmpty={() => false}>
        {(data) => {
          const inCategory = promotionsIn(
            data.promotions,
            // With no category chosen every promotion shows, while the first category looks active.
            chosen === null ? undefined : categories.find((category) => category.id === activeId),
          );
          const shown = ending ? endingWithin(inCategory, ending, new Date()) : inCategory;
          return (
            <section className={styles.section} aria-label={tc('promotions.list')}>
              {categories.length > 0 ? (
                <CategoryMenu categories={categories} activeId={activeId} onChoose={setChosen} />
              ) : null}
              <EndingFilter span={ending} onSpan={setEnding} />
              {shown.length === 0 ? (
                <EmptyState icon="tag" />
              ) : (
                <ul className={styles.grid}>
                  {shown.map((promotion) => (
                    <li key={promotion.id}>
                      <PromotionCard promotion={promotion} onOpen={() => openPromotion(promotion.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        }}
      </QueryView>
      {selected ? <PromotionDetails promotion={selected} onClose={closePromotion} /> : null}
    </Page>
  );
}

/** The search without the `id` that named a promotion: the hash names it from now on. */
function withoutId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('id');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
