import { SIDE_MENU_PROMOTIONS } from '@platform/contract/content-constants';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../features/promotions/index.ts';
import styles from './side-menu.module.css';
import { Item } from './side-menu-item.tsx';

/** Spec §2: the first 6 promotion titles, each opening its promotion; the icon rail keeps one entry for them all. */
export default function SideMenuPromotions() {
  const { t } = useTranslation();
  const promotions = usePromotions().data?.promotions.slice(0, SIDE_MENU_PROMOTIONS) ?? [];
  return (
    <>
      <Item
        icon="tag"
        label={t('nav.promotions')}
        to="/promotions"
        className={promotions.length > 0 ? styles.railOnly : undefined}
      />
      {promotions.map((promotion) => (
        <Item
          key={promotion.id}
          icon="gift"
          label={promotion.title}
          to={`/promotions#${promotion.id}`}
          className={styles.expandedOnly}
        />
      ))}
    </>
  );
}
