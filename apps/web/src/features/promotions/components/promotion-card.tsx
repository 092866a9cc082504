import type { Promotion } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { promotionImage } from '../promotion-rules.ts';
import { PromotionPeriod } from './promotion-period.tsx';
import styles from './promotions.module.css';

/** Spec §2 card: image (sequence 1), title, more button that opens the details. */
export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation('content');
  const image = promotionImage(promotion, 1);
  return (
    <article className={styles.card}>
      {/* The picture opens the details too, for a pointer; the More button is the keyboard's way. */}
      <div className={styles.media} onClick={onOpen} aria-hidden="true">
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" className={styles.mediaImage} />
        ) : (
          <Icon name="gift" size={40} />
        )}
      </div>
      <div className={styles.cardBody}>
        {promotion.tags.length > 0 ? (
          <ul className={styles.tags}>
            {promotion.tags.map((tag) => (
              <li key={tag} className={styles.tag} data-tag={tag}>
                {t(`promotions.tags.${tag}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className={styles.cardTitle}>{promotion.title}</h3>
        <PromotionPeriod promotion={promotion} />
        <Button
          variant="secondary"
          size="sm"
          className={styles.more}
          onClick={onOpen}
          aria-label={t('promotions.more_about', { title: promotion.title })}
        >
          {t('promotions.more')}
        </Button>
      </div>
    </article>
  );
}
