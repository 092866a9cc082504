import type { InHouseRound } from '@platform/contract/in-house';
import { type SicBoOutcome, type SicBoSpot, sicBoPayout } from '@platform/games/sic-bo/sic-bo';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSpot } from '../../components/bet-spot.tsx';
import felt from '../../components/felt.module.css';
import { InHouseGameLayout } from '../../components/in-house-game-layout.tsx';
import type { RoundDescriber } from '../../components/round-history.tsx';
import { TableControls } from '../../components/table-controls.tsx';
import { useTableGame } from '../../lib/use-table-game.ts';
import { Die } from './die.tsx';
import styles from './sic-bo.module.css';
import { SIC_BO_SECTIONS, sicBoOdds, sicBoSpotName, spotNumbers } from './sic-bo-spots.ts';

/** Three dice tumbling, each landing a beat after the last (see the die animation). */
const REVEAL_MS = 1700;

/** "Dice 2 · 4 · 6, total 12" (and "Any triple" when all three match). */
function rollSummary(t: TFunction, { dice, total, triple }: SicBoOutcome): string {
  const summary = t('sicBo.summary', { dice: dice.join(' · '), total });
  return triple ? `${summary} · ${t('sicBo.spot.ANY_TRIPLE')}` : summary;
}

export function sicBoDescriber(t: TFunction): RoundDescriber {
  return {
    outcome: (round: InHouseRound) => rollSummary(t, round.outcome as SicBoOutcome),
    spot: (bet) => sicBoSpotName(t, bet.spot),
  };
}

/** What a spot shows: dice for the dice bets, the words and range for the others. */
function spotFace(t: TFunction, spot: SicBoSpot): ReactNode {
  const numbers = spotNumbers(spot);
  const [head] = spot.split('_');
  if (head === 'TOTAL') return <span className={styles.totalFace}>{numbers[0]}</span>;
  if (head === 'TRIPLE' || head === 'DOUBLE') {
    const count = head === 'TRIPLE' ? 3 : 2;
    return (
      <span className={styles.diceFace}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical dice, fixed in number
          <Die key={index} face={numbers[0] ?? 1} />
        ))}
      </span>
    );
  }
  if (head === 'COMBO' || head === 'SINGLE')
    return (
      <span className={styles.diceFace}>
        {numbers.map((face) => (
          <Die key={face} face={face} />
        ))}
      </span>
    );
  return (
    <span className={styles.wordFace}>
      <span className={styles.word}>{t(`sicBo.spot.${spot}`)}</span>
      {spot === 'SMALL' || spot === 'BIG' ? (
        <span className={styles.range}>{t(`sicBo.range.${spot}`)}</span>
      ) : null}
    </span>
  );
}

/** /inHouse/sic-bo: three dice, the full pay table of the engine. */
export default function SicBoGame() {
  const { t } = useTranslation('inHouse');
  const table = useTableGame('sic-bo', REVEAL_MS);
  const describe = sicBoDescriber(t);
  const outcome = (table.round?.outcome ?? null) as SicBoOutcome | null;
  const shown = outcome !== null && table.revealed;
  const busy = table.place.isPending || !table.revealed || !table.limits;

  const section = (name: keyof typeof SIC_BO_SECTIONS, spots: readonly SicBoSpot[]) => (
    <div className={styles.section} data-section={name}>
      {spots.map((spot) => (
        <BetSpot
          key={spot}
          className={`${styles.spot} ${styles[spot] ?? ''}`}
          label={sicBoSpotName(t, spot)}
          pays={sicBoOdds(spot)}
          stake={table.slip.stakeOn(spot)}
          onBet={() => table.bet({ key: spot, spot })}
          disabled={busy}
          result={shown && outcome && sicBoPayout(spot, outcome) !== null ? 'win' : undefined}
        >
          {spotFace(t, spot)}
        </BetSpot>
      ))}
    </div>
  );

  const board = (
    <div className={felt.felt}>
      <div className={styles.tray} key={table.round?.id}>
        <div
          className={styles.bowl}
          role="img"
          aria-label={outcome ? rollSummary(t, outcome) : t('sicBo.ready')}
        >
          {(outcome?.dice ?? [1, 2, 3]).map((face, index) => (
            <Die
              // biome-ignore lint/suspicious/noArrayIndexKey: the three dice keep their places
              key={index}
              face={face}
              size="big"
              order={index}
              rolling={outcome !== null}
            />
          ))}
        </div>
        <p className={styles.sum} aria-live="polite">
          {outcome && shown ? (
            <>
              <span className={styles.sumValue}>{t('sicBo.total', { total: outcome.total })}</span>
              <span>
                {outcome.triple
                  ? t('sicBo.spot.ANY_TRIPLE')
                  : `${t(`sicBo.spot.${outcome.total <= 10 ? 'SMALL' : 'BIG'}`)} · ${t(`sicBo.spot.${outcome.total % 2 ? 'ODD' : 'EVEN'}`)}`}
              </span>
            </>
          ) : (
            <span className={styles.idle}>{t('sicBo.ready')}</span>
          )}
        </p>
      </div>
      {section('main', SIC_BO_SECTIONS.main)}
      <h3 className={styles.heading}>{t('sicBo.section.triples')}</h3>
      {section('triples', SIC_BO_SECTIONS.triples)}
      {section('doubles', SIC_BO_SECTIONS.doubles)}
      <h3 className={styles.heading}>{t('sicBo.section.totals')}</h3>
      {section('totals', SIC_BO_SECTIONS.totals)}
      <h3 className={styles.heading}>{t('sicBo.section.combos')}</h3>
      {section('combos', SIC_BO_SECTIONS.combos)}
      <h3 className={styles.heading}>{t('sicBo.section.singles')}</h3>
      {section('singles', SIC_BO_SECTIONS.singles)}
      <p className={felt.caption}>{t('sicBo.rules')}</p>
    </div>
  );

  return (
    <InHouseGameLayout
      game="sic-bo"
      title={t('games.sic-bo')}
      board={board}
      controls={<TableControls table={table} playLabel={t('sicBo.roll')} spotName={describe.spot} />}
      describe={describe}
    />
  );
}
