import type { GameCategory } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './game-page-frame.module.css';
import { GamePageFrame } from './game-page-frame.tsx';

/** GameListCenter (lazy area): game grids of /live, /fish, /rng and /pvp; /rng takes ?vassalage= (vendor). */
export default function GameListCenterPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const vendor = params.get('vassalage');
  return (
    <GamePageFrame
      category={category}
      kind="list"
      filters={
        vendor ? (
          <span className={styles.chip} data-testid="vendor-filter">
            {t('games.vendor_filter', { vendor })}
          </span>
        ) : null
      }
    />
  );
}
