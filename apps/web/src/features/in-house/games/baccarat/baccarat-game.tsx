import type { InHouseRound } from '@platform/contract/in-house';
import {
  BACCARAT_PAYOUTS,
  BACCARAT_SPOTS,
  type BaccaratHand,
  type BaccaratOutcome,
  type BaccaratSpot,
} from '@platform/games/baccarat/baccarat';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BetSpot } from '../../components/bet-spot.tsx';
import felt from '../../components/felt.module.css';
import { InHouseGameLayout } from '../../components/in-house-game-layout.tsx';
import { cardFace, PlayingCard } from '../../components/playing-card.tsx';
import type { RoundDescriber } from '../../components/round-history.tsx';
import { TableControls } from '../../components/table-controls.tsx';
import { oddsLabel } from '../../lib/pays.ts';
import { useTableGame } from '../../lib/use-table-game.ts';
import styles from './baccarat.module.css';

/** Seconds between two cards turning over (the card's animation delay step, see playing-card.module.css). */
const CARD_STEP_MS = 450;

/** Cards in deal order: P, B, P, B, then the player's third, then the banker's. */
function dealOrder(outcome: BaccaratOutcome) {
  const playerThird = outcome.player.drewThird ? 4 : -1;
  return {
    player: [0, 2, playerThird],
    banker: [1, 3, outcome.player.drewThird ? 5 : 4],
  };
}

/** The spots a coup wins whoever bet on them: the side (or tie) and any pair. */
function winningSpots(outcome: BaccaratOutcome): Set<BaccaratSpot> {
  const spots = new Set<BaccaratSpot>([outcome.winner]);
  if (outcome.player.pair) spots.add('PLAYER_PAIR');
  if (outcome.banker.pair) spots.add('BANKER_PAIR');
  return spots;
}

const shortCards = (hand: BaccaratHand) =>
  hand.cards.map((card) => `${cardFace(card).rank}${cardFace(card).glyph}`).join(' ');

export function baccaratDescriber(t: TFunction): RoundDescriber {
  return {
    outcome: (round: InHouseRound) => {
      const outcome = round.outcome as BaccaratOutcome;
      return t('baccarat.summary', {
        player: `${outcome.player.total} (${shortCards(outcome.player)})`,
        banker: `${outcome.banker.total} (${shortCards(outcome.banker)})`,
        verdict: t(`baccarat.wins.${outcome.winner}`),
      });
    },
    spot: (bet) => t(`baccarat.spot.${bet.spot}`, { defaultValue: bet.spot }),
  };
}

function Hand({
  side,
  hand,
  order,
  won,
  showTotal,
}: {
  side: 'PLAYER' | 'BANKER';
  hand: BaccaratHand | null;
  order: number[];
  won: boolean;
  showTotal: boolean;
}) {
  const { t } = useTranslation('inHouse');
  return (
    <div className={styles.hand} data-side={side} data-won={won || undefined}>
      <p className={styles.handName}>
        <span>{t(`baccarat.spot.${side}`)}</span>
        {hand && showTotal ? (
          <span className={styles.total}>
            {t('baccarat.total', { total: hand.total })}
            {hand.natural ? <span className={styles.tag}>{t('baccarat.natural')}</span> : null}
          </span>
        ) : null}
      </p>
      <div className={styles.cards}>
        {hand
          ? hand.cards.map((card, index) => (
              <PlayingCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards never reorder
                key={index}
                card={card}
                order={order[index]}
                sideways={index === 2}
                highlight={won}
              />
            ))
          : [0, 1].map((slot) => <span key={slot} className={styles.slot} aria-hidden="true" />)}
      </div>
    </div>
  );
}

/** /inHouse/baccarat: punto banco from a fresh 8-deck shoe each coup, third-card rules of the engine. */
export default function BaccaratGame() {
  const { t } = useTranslation('inHouse');
  const table = useTableGame(
    'baccarat',
    (round) => (round.outcome as BaccaratOutcome).dealt.length * CARD_STEP_MS + 300,
  );
  const describe = baccaratDescriber(t);
  const outcome = (table.round?.outcome ?? null) as BaccaratOutcome | null;
  const shown = outcome !== null && table.revealed;
  const winners = outcome && shown ? winningSpots(outcome) : new Set<BaccaratSpot>();
  const order = outcome ? dealOrder(outcome) : { player: [0, 2, 4], banker: [1, 3, 5] };
  const busy = table.place.isPending || !table.revealed;

  const board = (
    <div className={felt.felt}>
      <div className={styles.hands} key={table.round?.id}>
        <Hand
          side="PLAYER"
          hand={outcome?.player ?? null}
          order={order.player}
          won={shown && outcome?.winner === 'PLAYER'}
          showTotal={shown}
        />
        <Hand
          side="BANKER"
          hand={outcome?.banker ?? null}
          order={order.banker}
          won={shown && outcome?.winner === 'BANKER'}
          showTotal={shown}
        />
      </div>
      {outcome && shown ? (
        <p className={felt.banner} data-winner={outcome.winner}>
          {t(`baccarat.wins.${outcome.winner}`)}
        </p>
      ) : null}
      <div className={styles.spots}>
        {BACCARAT_SPOTS.map((spot) => (
          <BetSpot
            key={spot}
            className={styles[spot]}
            label={t(`baccarat.spot.${spot}`)}
            pays={oddsLabel(BACCARAT_PAYOUTS[spot])}
            stake={table.slip.stakeOn(spot)}
            onBet={() => table.bet({ key: spot, spot })}
            disabled={busy || !table.limits}
            result={winners.has(spot) ? 'win' : undefined}
          />
        ))}
      </div>
      <p className={felt.caption}>{t('baccarat.rules')}</p>
    </div>
  );

  return (
    <InHouseGameLayout
      game="baccarat"
      title={t('games.baccarat')}
      board={board}
      controls={<TableControls table={table} playLabel={t('baccarat.deal')} spotName={describe.spot} />}
      describe={describe}
    />
  );
}
