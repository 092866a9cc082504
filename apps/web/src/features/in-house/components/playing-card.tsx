import { type Card, RANK_LABELS, SUITS, suitOf } from '@platform/games/fairness/cards';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './playing-card.module.css';

const GLYPHS = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;
const COURT = new Set(['A', 'J', 'Q', 'K']);

/** A card's rank and suit as the engines number them (0..51), and whether it prints red. */
export function cardFace(card: Card) {
  const suit = SUITS[suitOf(card)] ?? 'S';
  const rank = RANK_LABELS[card % 13] ?? 'A';
  return { rank, suit, glyph: GLYPHS[suit], red: suit === 'H' || suit === 'D' };
}

/** "Ace of spades", "黑桃A": the card's name for screen readers and summaries. */
export function useCardName(): (card: Card) => string {
  const { t } = useTranslation('inHouse');
  return (card) => {
    const { rank, suit } = cardFace(card);
    return t('cards.name', {
      rank: COURT.has(rank) ? t(`cards.rank.${rank}`) : rank,
      suit: t(`cards.suit.${suit}`),
    });
  };
}

interface PlayingCardProps {
  /** The card (0..51), or null for one lying face down. */
  card: Card | null;
  /** Its place in the deal: each later card turns over a moment later. */
  order?: number;
  /** Highlights the cards of the winning side. */
  highlight?: boolean;
  /** Dealt sideways (baccarat's third card). */
  sideways?: boolean;
}

/** A playing card dealt face down and turned over (no motion when the reader asks for less). */
export function PlayingCard({ card, order = 0, highlight = false, sideways = false }: PlayingCardProps) {
  const { t } = useTranslation('inHouse');
  const name = useCardName();
  const style = { '--deal-order': order } as CSSProperties;
  if (card === null)
    return (
      <div
        className={`${styles.card} ${styles.down}`}
        style={style}
        role="img"
        aria-label={t('cards.hidden')}
      />
    );
  const face = cardFace(card);
  return (
    <div
      className={[
        styles.card,
        face.red ? styles.red : '',
        highlight ? styles.highlight : '',
        sideways ? styles.sideways : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      role="img"
      aria-label={name(card)}
      data-card={`${face.rank}${face.suit}`}
    >
      <span className={styles.inner} aria-hidden="true">
        <span className={styles.front}>
          <span className={styles.corner}>
            <span>{face.rank}</span>
            <span>{face.glyph}</span>
          </span>
          <span className={styles.pip}>{face.glyph}</span>
          <span className={`${styles.corner} ${styles.cornerEnd}`}>
            <span>{face.rank}</span>
            <span>{face.glyph}</span>
          </span>
        </span>
        <span className={styles.back} />
      </span>
    </div>
  );
}
