import type { BlackjackHand, BlackjackPublicView } from '@platform/games/blackjack/blackjack';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../../components/playing-card.tsx';
import styles from './blackjack.module.css';
import { handResult } from './blackjack-logic.ts';

/** How long the shared card takes per place in the deal (its CSS turns card n over after n × 0.45 s). */
export const DEAL_STEP_MS = 450;

/**
 * Each card's place in the deal: on the first deal the player's and the dealer's cards alternate
 * (`offset` 0 for the player, 1 for the dealer), and cards added later (a hit, the dealer's draws)
 * come one after another from the first new one, while the cards already on the table stay put.
 */
export function useDealOrder(count: number, offset: number): (index: number) => number {
  const seen = useRef(0);
  const before = seen.current;
  useEffect(() => {
    seen.current = count;
  }, [count]);
  return (index) => (before === 0 ? index * 2 + offset : Math.max(index - before, 0));
}

/** A total as players say it: "soft 17" while an ace counts 11. */
export function useTotalText(): (total: number, soft: boolean) => string {
  const { t } = useTranslation('inHouse');
  return (total, soft) => (soft && total < 21 ? t('blackjack.softTotal', { total }) : String(total));
}

interface HandViewProps {
  hand: BlackjackHand;
  /** When the result shows up, so it does not give away the dealer's cards still turning over. */
  resultDelayMs?: number;
  index: number;
  /** How many hands the player has (one unless split). */
  count: number;
  active: boolean;
  money: (minor: number) => string;
}

/** One of the player's hands: its cards, total, stake, state and, once settled, its result. */
export function HandView({ hand, index, count, active, money, resultDelayMs = 0 }: HandViewProps) {
  const { t } = useTranslation('inHouse');
  const totalText = useTotalText();
  const order = useDealOrder(hand.cards.length, 0);
  const result = handResult(hand);
  const name = count > 1 ? t('blackjack.handN', { n: index + 1 }) : t('blackjack.yourHand');
  const status =
    hand.status === 'bust' || hand.status === 'doubled' || (hand.status === 'blackjack' && !result)
      ? t(`blackjack.status.${hand.status}`)
      : null;
  return (
    <section
      className={[
        styles.hand,
        active ? styles.handActive : '',
        result ? styles[`hand_${result.outcome}`] : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={name}
      aria-current={active ? 'step' : undefined}
      data-testid="player-hand"
    >
      <header className={styles.handHead}>
        <span className={styles.handName}>{name}</span>
        <span className={styles.total} data-testid="hand-total">
          {totalText(hand.total, hand.soft)}
        </span>
      </header>
      <div className={styles.cards}>
        {hand.cards.map((card, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand only ever grows at its end
          <PlayingCard key={place} card={card} order={order(place)} />
        ))}
      </div>
      <footer className={styles.handFoot}>
        <span className={styles.handStake}>{t('blackjack.handStake', { amount: money(hand.stake) })}</span>
        {status && <span className={styles.badge}>{status}</span>}
        {result && (
          <span
            className={`${styles.result} ${styles[`result_${result.outcome}`]}`}
            style={{ '--reveal-delay': `${resultDelayMs}ms` } as CSSProperties}
            data-testid="hand-result"
          >
            {t(`blackjack.outcome.${result.outcome}`)}
            {result.outcome !== 'lose' && result.outcome !== 'push' && (
              <span className={styles.resultAmount}> +{money(result.net)}</span>
            )}
          </span>
        )}
      </footer>
    </section>
  );
}

/** The dealer's side: the up card and the hole card face down until the dealer plays, then everything. */
export function DealerArea({ dealer }: { dealer: BlackjackPublicView['dealer'] }) {
  const { t } = useTranslation('inHouse');
  const totalText = useTotalText();
  const hidden = !dealer.holeRevealed && dealer.cards.length > 0;
  const order = useDealOrder(dealer.cards.length, 1);
  const total = totalText(dealer.total, dealer.soft);
  return (
    <section className={styles.dealer} aria-label={t('blackjack.dealer')} data-testid="dealer">
      <header className={styles.handHead}>
        <span className={styles.handName}>{t('blackjack.dealer')}</span>
        {dealer.cards.length > 0 && (
          <span className={styles.total} data-testid="dealer-total">
            {hidden ? t('blackjack.dealerShows', { total }) : total}
          </span>
        )}
      </header>
      <div className={styles.cards}>
        {dealer.cards.map((card, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dealer's cards only grow at the end
          <PlayingCard key={place} card={card} order={order(place)} />
        ))}
        {hidden && <PlayingCard card={null} />}
      </div>
      {dealer.holeRevealed && dealer.total > 21 && (
        <span className={styles.badge}>{t('blackjack.status.bust')}</span>
      )}
    </section>
  );
}
