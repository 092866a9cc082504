import type { Game } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useImageUrl } from '../../../lib/images.ts';
import { useDefaultGameIcon } from '../game-images.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import styles from './game-card.module.css';

/**
 * A game tile (VISUAL.md): fixed-ratio artwork (4:3 for live tables, square otherwise) loaded
 * lazily, name and vendor, the hot badge and the favourite heart in the corners, and Play plus
 * Free trial (supportPlay 0, spec §2) on hover or focus. In a mixed row every tile is square.
 */
export function GameCard({ game, uniform }: { game: Game; uniform?: boolean }) {
  const { t } = useTranslation('pages');
  const start = useStartGame();
  const { favourite, toggle } = useFavouriteToggle(game);
  const fallback = useDefaultGameIcon();
  const imageUrl = useImageUrl();
  return (
    <article
      className={styles.card}
      data-wide={(game.gameType === 'LIVE' && !uniform) || undefined}
      data-testid="game-card"
    >
      <div className={styles.art}>
        {game.showIcon && game.iconUrl ? (
          <ImageWithFallback
            src={game.iconUrl}
            fallbackSrc={fallback}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <img src={imageUrl(fallback)} alt="" loading="lazy" />
        )}
        {game.isHot ? <span className={styles.hot}>{t('games.hot')}</span> : null}
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          onClick={toggle}
        >
          <Icon name="heart" size={18} />
        </button>
        <div className={styles.actions}>
          <button type="button" className={styles.play} onClick={() => start(game)}>
            <Icon name="play" size={16} />
            {game.isGame === 'VASSALAGE' ? t('games.open_list') : t('games.play')}
            <span className="visually-hidden"> {game.gameName}</span>
          </button>
          {game.supportPlay === 0 && game.isGame !== 'VASSALAGE' ? (
            <button type="button" className={styles.trial} onClick={() => start(game, { freeTrial: true })}>
              {t('games.free_trial')}
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.text}>
        <h3 className={styles.name} title={game.gameName}>
          {game.gameName}
        </h3>
        <p className={styles.vendor}>{game.accountTypeName}</p>
      </div>
    </article>
  );
}
