import type { GameCategory } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useCategoryVendors } from '../api/use-game-vendors.ts';
import { useDefaultGameIcon } from '../game-images.ts';
import styles from './games-lobby.module.css';

/**
 * The lobby's vendor menu (spec §2): All, then each vendor of the category's lane of the game
 * vendors call (spec §7) with its icon.
 */
export function VendorMenu({
  category,
  selected,
  onSelect,
}: {
  category: GameCategory;
  selected: string | undefined;
  onSelect: (vendor: string | null) => void;
}) {
  const { t } = useTranslation('pages');
  const vendors = useCategoryVendors(category);
  const fallback = useDefaultGameIcon();
  if (vendors.length === 0) return null;
  return (
    <fieldset className={styles.vendors} aria-label={t('games.vendor_label')} data-testid="vendor-menu">
      <button type="button" className={styles.vendor} aria-pressed={!selected} onClick={() => onSelect(null)}>
        <span className={styles.vendorAll} aria-hidden="true">
          ★
        </span>
        {t('games.filter.ALL')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={styles.vendor}
          aria-pressed={selected === vendor.vassalage}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <ImageWithFallback
            src={vendor.iconUrl}
            fallbackSrc={fallback}
            alt=""
            width={24}
            height={24}
            loading="lazy"
          />
          {vendor.displayName}
          {vendor.maintenance ? <span className={styles.badge}>{t('games.maintenance_badge')}</span> : null}
        </button>
      ))}
    </fieldset>
  );
}
