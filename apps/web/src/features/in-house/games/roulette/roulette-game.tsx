import type { InHouseRound } from '@platform/contract/in-house';
import {
  colourOf,
  ROULETTE_PAYOUTS,
  type RouletteBetKind,
  type RouletteOutcome,
  type RouletteSpot,
} from '@platform/games/roulette/roulette';
import type { TFunction } from 'i18next';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSpot } from '../../components/bet-spot.tsx';
import felt from '../../components/felt.module.css';
import { InHouseGameLayout } from '../../components/in-house-game-layout.tsx';
import type { RoundDescriber } from '../../components/round-history.tsx';
import { TableControls } from '../../components/table-controls.tsx';
import { oddsLabel } from '../../lib/pays.ts';
import { useTableGame } from '../../lib/use-table-game.ts';
import styles from './roulette.module.css';
import {
  COLUMNS,
  DOZENS,
  INSIDE_MODES,
  type InsideMode,
  numberPlace,
  OUTSIDE_KINDS,
  outsidePlace,
  pickNumber,
  spotById,
  spotRef,
} from './roulette-layout.ts';
import { RouletteWheel, SPIN_MS } from './roulette-wheel.tsx';

const NUMBERS = Array.from({ length: 37 }, (_, number) => number);

/** A bet's name: the kind, and for inside bets the numbers it covers ("Split 1-2"). */
function betName(t: TFunction, kind: string, numbers: readonly number[] | undefined): string {
  const name = t(`roulette.kind.${kind}`, { defaultValue: kind });
  return numbers && numbers.length > 0 && kind !== 'FIRST_FOUR' && INSIDE_MODES.includes(kind as InsideMode)
    ? `${name} ${numbers.join('-')}`
    : name;
}

export function rouletteDescriber(t: TFunction): RoundDescriber {
  return {
    outcome: (round: InHouseRound) => {
      const outcome = round.outcome as RouletteOutcome;
      return t('roulette.summary', {
        number: outcome.pocket,
        colour: t(`roulette.colour.${outcome.colour}`),
      });
    },
    spot: (bet) => betName(t, bet.spot, bet.numbers),
  };
}

type Placement = { v: { row: string; col: string }; h: { row: string; col: string } };
const placeStyle = ({ v, h }: Placement) =>
  ({ '--v-row': v.row, '--v-col': v.col, '--h-row': h.row, '--h-col': h.col }) as CSSProperties;

/** /inHouse/roulette: European single zero; every inside and outside bet the engine accepts. */
export default function RouletteGame() {
  const { t } = useTranslation('inHouse');
  const modeName = useId();
  const table = useTableGame('roulette', SPIN_MS + 300);
  const describe = rouletteDescriber(t);
  const [mode, setMode] = useState<InsideMode>('STRAIGHT');
  const [picked, setPicked] = useState<number[]>([]);
  const [pickProblem, setPickProblem] = useState(false);
  const outcome = (table.round?.outcome ?? null) as RouletteOutcome | null;
  const pocket = outcome && table.revealed ? outcome.pocket : null;
  const busy = table.place.isPending || !table.revealed || !table.limits;

  const betOnSpot = (spot: RouletteSpot) => table.bet(spotRef(spot));

  function tapNumber(number: number) {
    const step = pickNumber(mode, picked, number);
    setPickProblem(step.type === 'none');
    if (step.type === 'bet') {
      betOnSpot(step.spot);
      setPicked([]);
    } else if (step.type === 'pick') setPicked(step.picked);
    else setPicked([]);
  }

  function chooseMode(next: InsideMode) {
    setMode(next);
    setPicked([]);
    setPickProblem(false);
  }

  // Inside bets other than straights have no cell of their own: their numbers show a marker.
  const placedInside = table.slip
    .bets()
    .filter((bet) => bet.spot !== 'STRAIGHT' && INSIDE_MODES.includes(bet.spot as InsideMode));
  const covered = new Set(
    placedInside.flatMap((bet) => (bet.spot === 'FIRST_FOUR' ? [0, 1, 2, 3] : (bet.numbers ?? []))),
  );
  const straightPays = oddsLabel(ROULETTE_PAYOUTS.STRAIGHT);

  const outsideSpot = (kind: RouletteBetKind, short?: string) => {
    const spot = spotById(kind);
    return (
      <BetSpot
        key={kind}
        className={`${styles.cell} ${styles.outside}`}
        style={placeStyle(outsidePlace(kind))}
        label={t(`roulette.kind.${kind}`)}
        pays={oddsLabel(ROULETTE_PAYOUTS[kind])}
        stake={table.slip.stakeOn(spot.id)}
        onBet={() => betOnSpot(spot)}
        disabled={busy}
        result={pocket !== null && spot.numbers.includes(pocket) ? 'win' : undefined}
      >
        {kind === 'RED' || kind === 'BLACK' ? (
          <span className={styles.diamond} data-colour={kind} />
        ) : (
          <span className={styles.outsideLabel}>{short ?? t(`roulette.kind.${kind}`)}</span>
        )}
      </BetSpot>
    );
  };

  const board = (
    <div className={`${felt.felt} ${styles.board}`}>
      <RouletteWheel round={table.round} revealed={table.revealed} />
      <div className={styles.side}>
        <fieldset className={styles.modes}>
          <legend className={styles.modesLegend}>{t('roulette.mode')}</legend>
          {INSIDE_MODES.map((kind) => (
            <label key={kind} className={styles.mode}>
              <input
                type="radio"
                name={modeName}
                checked={mode === kind}
                onChange={() => chooseMode(kind)}
                className={styles.modeInput}
              />
              <span>{t(`roulette.kind.${kind}`)}</span>
              <span className={styles.modePays}>{oddsLabel(ROULETTE_PAYOUTS[kind])}</span>
            </label>
          ))}
        </fieldset>
        <p className={styles.hint} role="status">
          {pickProblem
            ? t('roulette.pick_other', { kind: t(`roulette.kind.${mode}`) })
            : picked.length > 0
              ? t('roulette.picked', { kind: t(`roulette.kind.${mode}`), numbers: picked.join(', ') })
              : mode === 'STRAIGHT'
                ? t('roulette.hint_straight')
                : t('roulette.hint_pick', { kind: t(`roulette.kind.${mode}`) })}
        </p>
        <div className={styles.layout}>
          {NUMBERS.map((number) => {
            const id = `STRAIGHT:${number}`;
            const colour = colourOf(number);
            const picking = mode !== 'STRAIGHT';
            return (
              <BetSpot
                key={number}
                className={`${styles.cell} ${styles.number}`}
                label={`${t('roulette.number', { number })} (${t(`roulette.colour.${colour}`)})`}
                // While picking, a tap is part of the bet being picked, which pays that bet's odds.
                pays={picking ? oddsLabel(ROULETTE_PAYOUTS[mode]) : straightPays}
                stake={table.slip.stakeOn(id)}
                onBet={() => (picking ? tapNumber(number) : betOnSpot(spotById(id)))}
                disabled={busy}
                pressed={picking ? picked.includes(number) : undefined}
                result={pocket === number ? 'win' : undefined}
                style={placeStyle(numberPlace(number))}
              >
                <span
                  className={styles.numberFace}
                  data-colour={colour}
                  data-covered={covered.has(number) || undefined}
                >
                  {number}
                </span>
              </BetSpot>
            );
          })}
          {COLUMNS.map((kind) => outsideSpot(kind, '2:1'))}
          {[...DOZENS, ...OUTSIDE_KINDS].map((kind) => outsideSpot(kind))}
        </div>
        {placedInside.length > 0 ? (
          <ul className={styles.insideBets} aria-label={t('roulette.inside_bets')}>
            {placedInside.map((bet) => (
              <li key={`${bet.spot}:${bet.numbers?.join('-')}`}>{betName(t, bet.spot, bet.numbers)}</li>
            ))}
          </ul>
        ) : null}
        <p className={felt.caption}>{t('roulette.rules')}</p>
      </div>
    </div>
  );

  return (
    <InHouseGameLayout
      game="roulette"
      title={t('games.roulette')}
      board={board}
      controls={<TableControls table={table} playLabel={t('roulette.spin')} spotName={describe.spot} />}
      describe={describe}
    />
  );
}
