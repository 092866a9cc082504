import { useTranslation } from 'react-i18next';
import { cardFace } from '../../components/playing-card.tsx';
import type { RoundDescriber } from '../../components/round-history.tsx';
import { asBlackjackView } from './blackjack-logic.ts';

const cardsText = (cards: readonly number[]) =>
  cards
    .map((card) => {
      const face = cardFace(card);
      return `${face.rank}${face.glyph}`;
    })
    .join(' ');

/** How the history tells a blackjack round: the dealer's cards and each hand's, with totals. */
export function useBlackjackDescriber(): RoundDescriber {
  const { t } = useTranslation('inHouse');
  return {
    spot: (bet) => {
      const hand = /^HAND_(\d+)$/.exec(bet.spot);
      if (hand) return t('blackjack.handN', { n: Number(hand[1]) });
      return bet.spot === 'INSURANCE' ? t('blackjack.action.insurance') : bet.spot;
    },
    outcome: (round) => {
      const view = asBlackjackView(round.outcome);
      if (!view) return null;
      const dealer = t('blackjack.history.side', {
        side: t('blackjack.dealer'),
        cards: cardsText(view.dealer.cards),
        total: view.dealer.total,
      });
      const hands = view.hands.map((hand, index) =>
        t('blackjack.history.side', {
          side: view.hands.length > 1 ? t('blackjack.handN', { n: index + 1 }) : t('blackjack.yourHand'),
          cards: cardsText(hand.cards),
          total: hand.total,
        }),
      );
      return [dealer, ...hands].join(' · ');
    },
  };
}
