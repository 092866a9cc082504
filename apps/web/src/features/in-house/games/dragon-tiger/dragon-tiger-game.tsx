import type { InHouseRound } from '@platform/contract/in-house';
import {
  DRAGON_TIGER_PAYOUTS,
  DRAGON_TIGER_SPOTS,
  type DragonTigerOutcome,
  type DragonTigerSpot,
} from '@platform/games/dragon-tiger/dragon-tiger';
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
import styles from './dragon-tiger.module.css';

/** Both cards turned (two steps of the card animation) and a beat to read them. */
const REVEAL_MS = 1300;

type Verdict = 'DRAGON' | 'TIGER' | 'TIE' | 'SUITED_TIE';

const verdictOf = (outcome: DragonTigerOutcome): Verdict =>
  outcome.suitedTie ? 'SUITED_TIE' : outcome.winner;

/** The spots a round wins whoever bet on them (a suited tie is a tie too). */
function winningSpots(outcome: DragonTigerOutcome): Set<DragonTigerSpot> {
  const spots = new Set<DragonTigerSpot>([outcome.winner]);
  if (outcome.suitedTie) spots.add('SUITED_TIE');
  return spots;
}

const short = (card: number) => `${cardFace(card).rank}${cardFace(card).glyph}`;

export function dragonTigerDescriber(t: TFunction): RoundDescriber {
  return {
    outcome: (round: InHouseRound) => {
      const outcome = round.outcome as DragonTigerOutcome;
      return t('dragonTiger.summary', {
        dragon: short(outcome.dragon),
        tiger: short(outcome.tiger),
        verdict: t(`dragonTiger.wins.${verdictOf(outcome)}`),
      });
    },
    spot: (bet) => t(`dragonTiger.spot.${bet.spot}`, { defaultValue: bet.spot }),
  };
}

function Seat({ side, card, won }: { side: 'DRAGON' | 'TIGER'; card: number | null; won: boolean }) {
  const { t } = useTranslation('inHouse');
  return (
    <div className={styles.seat} data-side={side} data-won={won || undefined}>
      <p className={styles.seatName}>{t(`dragonTiger.spot.${side}`)}</p>
      {card === null ? (
        <span className={styles.slot} aria-hidden="true" />
      ) : (
        <PlayingCard card={card} order={side === 'DRAGON' ? 0 : 1} highlight={won} />
      )}
    </div>
  );
}

/** /inHouse/dragon-tiger: one card each from a fresh 8-deck shoe, the higher rank wins. */
export default function DragonTigerGame() {
  const { t } = useTranslation('inHouse');
  const table = useTableGame('dragon-tiger', REVEAL_MS);
  const describe = dragonTigerDescriber(t);
  const outcome = (table.round?.outcome ?? null) as DragonTigerOutcome | null;
  const shown = outcome !== null && table.revealed;
  const winners = outcome && shown ? winningSpots(outcome) : new Set<DragonTigerSpot>();
  const busy = table.place.isPending || !table.revealed;

  const board = (
    <div className={felt.felt}>
      <div className={styles.duel} key={table.round?.id}>
        <Seat side="DRAGON" card={outcome?.dragon ?? null} won={shown && outcome?.winner === 'DRAGON'} />
        <span className={styles.versus} aria-hidden="true">
          VS
        </span>
        <Seat side="TIGER" card={outcome?.tiger ?? null} won={shown && outcome?.winner === 'TIGER'} />
      </div>
      {outcome && shown ? <p className={felt.banner}>{t(`dragonTiger.wins.${verdictOf(outcome)}`)}</p> : null}
      <div className={styles.spots}>
        {DRAGON_TIGER_SPOTS.map((spot) => (
          <BetSpot
            key={spot}
            className={styles[spot]}
            label={t(`dragonTiger.spot.${spot}`)}
            pays={oddsLabel(DRAGON_TIGER_PAYOUTS[spot])}
            stake={table.slip.stakeOn(spot)}
            onBet={() => table.bet({ key: spot, spot })}
            disabled={busy || !table.limits}
            result={winners.has(spot) ? 'win' : undefined}
          />
        ))}
      </div>
      <p className={felt.caption}>{t('dragonTiger.rules')}</p>
    </div>
  );

  return (
    <InHouseGameLayout
      game="dragon-tiger"
      title={t('games.dragon-tiger')}
      board={board}
      controls={<TableControls table={table} playLabel={t('dragonTiger.deal')} spotName={describe.spot} />}
      describe={describe}
    />
  );
}
