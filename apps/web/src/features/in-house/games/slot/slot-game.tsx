import type { SlotRound } from '@platform/games/slot/slot';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../../lib/reduced-motion.ts';
import { useInHouseLimits, usePlaceRound } from '../../api/use-in-house.ts';
import { InHouseGameLayout } from '../../components/in-house-game-layout.tsx';
import { useInHouseWallet } from '../../lib/money.ts';
import { inHouseErrorText } from '../../lib/round-error.ts';
import { Paytable } from './paytable.tsx';
import { lineColour, Reels } from './reels.tsx';
import styles from './slot.module.css';
import { useSlotDescriber } from './slot-describe.tsx';
import {
  asSlotRound,
  idleWindow,
  nearestStake,
  SLOT,
  SLOT_LINES,
  slotStakeSteps,
  spinsOf,
  winningCells,
} from './slot-logic.ts';
import { SlotStake } from './slot-stake.tsx';
import { SlotSymbol } from './slot-symbol.tsx';

/** Pause on a free spin's result before the next one turns. */
const FREE_SPIN_PAUSE_MS = 1100;
const FREE_SPIN_PAUSE_REDUCED_MS = 1500;

const IDLE_WINDOW = idleWindow();

/** Keys that press Spin when nothing else has the focus. */
const SPIN_KEYS = new Set([' ', 'Enter']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A', 'SUMMARY'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** What the reels are doing: turning, landing, or showing a spin's result. */
type Phase = 'idle' | 'spinning' | 'landing' | 'shown';

/**
 * /inHouse/slot: the 5-reel, 20-line machine of the engine. A spin is one round, settled by the
 * server at once (free spins included); the page then plays it back: the base spin lands, its wins
 * light up, and any free spins turn one after another.
 */
export default function SlotGame() {
  const { t } = useTranslation('inHouse');
  const reduced = usePrefersReducedMotion();
  const wallet = useInHouseWallet();
  const limitsQuery = useInHouseLimits();
  const limits = limitsQuery.data?.slot;
  const steps = useMemo(() => (limits ? slotStakeSteps(limits) : []), [limits]);
  const [chosen, setChosen] = useState<number | null>(null);
  const stake = nearestStake(steps, chosen);
  const place = usePlaceRound();
  const describe = useSlotDescriber();

  const [round, setRound] = useState<SlotRound | null>(null);
  const [spinIndex, setSpinIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [spinKey, setSpinKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [focusLine, setFocusLine] = useState<number | null>(null);

  /** True from the press of Spin until the round's last spin (free spins included) is on show. */
  const [playing, setPlaying] = useState(false);

  const spins = round ? spinsOf(round) : [];
  const spin = spins[spinIndex] ?? null;
  const shown = phase === 'shown' && spin !== null;
  const lastSpin = spinIndex >= spins.length - 1;
  const finished = round !== null && !playing;
  /** Wins revealed so far: the spins already shown, the current one once it has landed; all once done. */
  const revealedWin = finished
    ? round.totalWin
    : spins.slice(0, shown ? spinIndex + 1 : spinIndex).reduce((sum, s) => sum + s.win, 0);

  const symbolName = useCallback((symbol: string) => t(`slot.symbol.${symbol}`), [t]);
  const money = wallet.money;

  const spinNow = () => {
    if (playing || stake === null || place.isPending) return;
    setError(null);
    setFocusLine(null);
    setSpinKey((key) => key + 1);
    setSpinIndex(0);
    setPhase('spinning');
    setPlaying(true);
    place.mutate(
      { game: 'slot', stake },
      {
        onSuccess: (answer) => {
          const outcome = asSlotRound(answer.outcome);
          setRound(outcome);
          setSpinIndex(0);
          setPhase('landing');
        },
        onError: (failure) => {
          setError(inHouseErrorText(failure, t, money));
          setPhase(round ? 'shown' : 'idle');
          setPlaying(false);
        },
      },
    );
  };
  const spinRef = useRef(spinNow);
  spinRef.current = spinNow;

  // Space or Enter spins while the focus rests on the page rather than on a control.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!SPIN_KEYS.has(event.key) || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      spinRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Free spins play on by themselves, one after another, after a pause on each result: the reels
  // turn (the answer is already here, so they land as soon as they have turned their minimum).
  useEffect(() => {
    if (phase !== 'shown' || !round || !playing || lastSpin) return;
    const timer = setTimeout(
      () => {
        setFocusLine(null);
        setSpinIndex((index) => index + 1);
        setSpinKey((key) => key + 1);
        setPhase('spinning');
      },
      reduced ? FREE_SPIN_PAUSE_REDUCED_MS : FREE_SPIN_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, round, playing, lastSpin, reduced]);

  useEffect(() => {
    if (phase === 'spinning' && round && spinIndex > 0) setPhase('landing');
  }, [phase, round, spinIndex]);

  const skipFreeSpins = () => {
    if (!round) return;
    setFocusLine(null);
    setSpinIndex(spins.length - 1);
    setPhase('shown');
    setPlaying(false);
  };

  const onSettled = () => {
    if (phase !== 'landing') return;
    setPhase('shown');
    if (lastSpin) setPlaying(false);
  };

  const highlight = useMemo(
    () => (shown && spin ? winningCells(spin, focusLine) : new Set<string>()),
    [shown, spin, focusLine],
  );
  const lines =
    shown && spin
      ? spin.lineWins.map((win) => win.line).filter((line) => focusLine === null || line === focusLine)
      : [];
  const inFreeSpins = spinIndex > 0 && round !== null;
  const freeLeft = round ? round.freeSpinSpins.length - spinIndex : 0;
  const board = (
    <div className={styles.board}>
      <div className={styles.cabinet}>
        <div className={styles.cabinetInner}>
          <div className={styles.marquee}>
            <h2 className={styles.machineName}>{t('slot.machine')}</h2>
            {inFreeSpins && (
              <span className={styles.freeBadge} data-testid="free-spin-badge">
                {t('slot.freeSpinOf', { n: spinIndex, total: round.freeSpinSpins.length })}
                {' · '}×{SLOT.freeSpinMultiplier}
              </span>
            )}
          </div>
          <Reels
            window={spin?.window ?? IDLE_WINDOW}
            spinning={phase === 'spinning'}
            spinKey={spinKey}
            highlight={highlight}
            lines={lines}
            onSettled={onSettled}
            symbolName={symbolName}
            label={t('slot.reels')}
          />
          <div className={styles.meters}>
            <div className={styles.meter}>
              <span className={styles.meterLabel}>{t('slot.lines')}</span>
              <span className={styles.meterValue}>{SLOT_LINES}</span>
            </div>
            <div className={styles.meter}>
              <span className={styles.meterLabel}>{t('common.bet')}</span>
              <span className={styles.meterValue}>{stake === null ? '—' : money(stake)}</span>
            </div>
            <div className={styles.meter}>
              <span className={styles.meterLabel}>{t('common.win')}</span>
              <span
                key={`${spinKey}-${shown}`}
                className={[styles.meterValue, revealedWin > 0 ? `${styles.meterWin} ${styles.winPop}` : '']
                  .filter(Boolean)
                  .join(' ')}
                data-testid="slot-total-win"
              >
                {money(revealedWin)}
              </span>
            </div>
          </div>
        </div>
      </div>
      <SpinWins
        spin={shown ? spin : null}
        finished={finished}
        round={round}
        focusLine={focusLine}
        onFocusLine={setFocusLine}
        money={money}
        symbolName={symbolName}
      />
      {round && round.freeSpinSpins.length > 0 && (shown || spinIndex > 0) && (
        <div className={styles.freeSpins} data-testid="free-spins">
          <p className={styles.freeSpinsTitle}>
            {finished
              ? t('slot.freeSpinsDone', {
                  spins: round.freeSpinSpins.length,
                  amount: money(round.freeSpinsWin),
                })
              : t('slot.freeSpinsLeft', { spins: freeLeft })}
          </p>
          {finished ? (
            <fieldset className={styles.fieldset}>
              <legend className="visually-hidden">{t('slot.reviewSpins')}</legend>
              <div className={styles.spinPicker}>
                {spins.map((item, index) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: spins of one round, in order
                    key={index}
                    type="button"
                    className={[styles.spinChip, item.win > 0 ? styles.spinChipWon : '']
                      .filter(Boolean)
                      .join(' ')}
                    aria-pressed={index === spinIndex}
                    aria-label={
                      index === 0
                        ? t('slot.baseSpinLabel', { amount: money(item.win) })
                        : t('slot.freeSpinLabel', { n: index, amount: money(item.win) })
                    }
                    onClick={() => {
                      setFocusLine(null);
                      setSpinIndex(index);
                    }}
                  >
                    {index === 0 ? t('slot.baseSpinShort') : index}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : (
            <button type="button" className={styles.spinChip} onClick={skipFreeSpins}>
              {t('slot.skip')}
            </button>
          )}
        </div>
      )}
    </div>
  );

  const controls = (
    <div className={styles.controls}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.controlRow}>
        <SlotStake steps={steps} value={stake ?? 0} onChange={setChosen} money={money} disabled={playing} />
        <button
          type="button"
          className={styles.spinButton}
          onClick={spinNow}
          disabled={stake === null || playing}
          aria-busy={playing || undefined}
          aria-keyshortcuts="Space Enter"
        >
          <svg className={styles.spinIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('slot.spin')}
        </button>
      </div>
      <p className={styles.keyHint}>{t('slot.keyHint')}</p>
      {limitsQuery.isError && (
        <p className={styles.error} role="alert">
          {t('slot.limitsFailed')}
        </p>
      )}
      <Paytable stake={stake ?? steps[0] ?? SLOT.paylines.length} money={money} symbolName={symbolName} />
    </div>
  );

  return (
    <InHouseGameLayout
      game="slot"
      title={t('games.slot')}
      board={board}
      controls={controls}
      describe={describe}
    />
  );
}

interface SpinWinsProps {
  spin: ReturnType<typeof spinsOf>[number] | null;
  round: SlotRound | null;
  finished: boolean;
  focusLine: number | null;
  onFocusLine: (line: number | null) => void;
  money: (minor: number) => string;
  symbolName: (symbol: string) => string;
}

/** The wins of the spin on show, each line a button that isolates it on the reels; the round's total when done. */
function SpinWins({ spin, round, finished, focusLine, onFocusLine, money, symbolName }: SpinWinsProps) {
  const { t } = useTranslation('inHouse');
  const summary = !round
    ? t('slot.ready')
    : finished
      ? round.totalWin > 0
        ? t('slot.totalWin', { amount: money(round.totalWin) })
        : t('slot.noWin')
      : '';
  return (
    <div className={styles.wins}>
      {spin && (spin.lineWins.length > 0 || spin.scatterWin > 0 || spin.freeSpinsAwarded > 0) && (
        <ul className={styles.winList} aria-label={t('slot.winsLabel')} data-testid="win-lines">
          {spin.lineWins.map((win) => (
            <li key={win.line}>
              <button
                type="button"
                className={styles.winItem}
                style={{ '--line': lineColour(win.line) } as CSSProperties}
                aria-pressed={focusLine === win.line}
                onClick={() => onFocusLine(focusLine === win.line ? null : win.line)}
                data-testid="win-line"
              >
                <span className={styles.winSwatch}>{win.line + 1}</span>
                <SlotSymbol symbol={win.symbol} className={styles.winSymbol} />
                <span>
                  {t('slot.lineWin', { line: win.line + 1, n: win.count, symbol: symbolName(win.symbol) })}
                </span>
                <span className={styles.winAmount}>+{money(win.amount)}</span>
              </button>
            </li>
          ))}
          {(spin.scatterWin > 0 || spin.freeSpinsAwarded > 0) && (
            <li>
              <span className={styles.winItem} data-testid="scatter-win">
                <SlotSymbol symbol={SLOT.scatter} className={styles.winSymbol} />
                <span>
                  {t('slot.scatterWin', { reels: spin.scatterCount, symbol: symbolName(SLOT.scatter) })}
                  {spin.freeSpinsAwarded > 0 &&
                    ` · ${t('slot.freeSpinsWon', { spins: spin.freeSpinsAwarded })}`}
                </span>
                {spin.scatterWin > 0 && <span className={styles.winAmount}>+{money(spin.scatterWin)}</span>}
              </span>
            </li>
          )}
        </ul>
      )}
      <p
        className={[styles.status, finished && round && round.totalWin > 0 ? styles.statusWin : '']
          .filter(Boolean)
          .join(' ')}
        aria-live="polite"
        data-testid="slot-status"
      >
        {summary}
      </p>
    </div>
  );
}
