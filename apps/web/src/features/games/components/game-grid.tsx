import type { Game } from '@platform/contract/games';
import { GameCard } from './game-card.tsx';
import styles from './game-grid.module.css';

/** The lobby grid (VISUAL.md): 2 columns at 360 px, 3 at 480, 4 at 768, 6 at 1200, 7 at 1440. */
export function GameGrid({ games, busy }: { games: readonly Game[]; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-busy={busy || undefined}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** A row of the home page: one line of fixed-width tiles that scrolls sideways. */
export function GameRow({ games, twoRows }: { games: readonly Game[]; twoRows?: boolean }) {
  return (
    <ul className={styles.row} data-two-rows={twoRows || undefined}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} uniform />
        </li>
      ))}
    </ul>
  );
}
