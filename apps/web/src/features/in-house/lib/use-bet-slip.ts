import type { InHouseBet, InHouseLimit } from '@platform/contract/in-house';
import { useCallback, useMemo, useState } from 'react';

/** A place on a table: its key on the board, the spot the server knows and (roulette) its numbers. */
export interface SpotRef {
  key: string;
  spot: string;
  numbers?: readonly number[];
}

interface Placed extends SpotRef {
  stake: number;
}

/** The chips on the table, in the order first placed, and the chips added, newest last (for undo). */
interface SlipState {
  bets: Placed[];
  steps: { key: string; previous: number }[];
}

const EMPTY: SlipState = { bets: [], steps: [] };

export interface BetSlip {
  /** The stake on a board key (0 when bare). */
  stakeOn: (key: string) => number;
  total: number;
  isEmpty: boolean;
  /** Adds a chip; a spot's stake stops at the largest bet allowed. False when nothing changed. */
  add: (spot: SpotRef, amount: number) => boolean;
  undo: () => void;
  clear: () => void;
  /** The request's bets: one per spot, roulette's numbers sorted. */
  bets: () => InHouseBet[];
  /** Keeps the slip just played for Rebet. */
  remember: () => void;
  canRebet: boolean;
  /** Puts the last played slip back on the table. */
  rebet: () => void;
  canUndo: boolean;
}

/**
 * The chips of a table game: a click adds the chosen chip to a spot, undo takes back the last chip,
 * and the slip of the last round can be placed again. Stakes stay inside the game's limits per bet.
 */
export function useBetSlip(limits: Pick<InHouseLimit, 'min' | 'max'> | undefined): BetSlip {
  const [state, setState] = useState<SlipState>(EMPTY);
  const [last, setLast] = useState<Placed[]>([]);
  const max = limits?.max ?? Number.MAX_SAFE_INTEGER;

  const stakeOn = useCallback(
    (key: string) => state.bets.find((bet) => bet.key === key)?.stake ?? 0,
    [state.bets],
  );

  const add = (spot: SpotRef, amount: number): boolean => {
    const previous = stakeOn(spot.key);
    const next = Math.min(previous + amount, max);
    if (next === previous || amount <= 0) return false;
    setState((current) => ({
      bets: current.bets.some((bet) => bet.key === spot.key)
        ? current.bets.map((bet) => (bet.key === spot.key ? { ...bet, stake: next } : bet))
        : [...current.bets, { ...spot, stake: next }],
      steps: [...current.steps, { key: spot.key, previous }],
    }));
    return true;
  };

  const undo = () =>
    setState((current) => {
      const step = current.steps.at(-1);
      if (!step) return current;
      const bets =
        step.previous === 0
          ? current.bets.filter((bet) => bet.key !== step.key)
          : current.bets.map((bet) => (bet.key === step.key ? { ...bet, stake: step.previous } : bet));
      return { bets, steps: current.steps.slice(0, -1) };
    });

  const total = useMemo(() => state.bets.reduce((sum, bet) => sum + bet.stake, 0), [state.bets]);

  return {
    stakeOn,
    total,
    isEmpty: state.bets.length === 0,
    add,
    undo,
    clear: () => setState(EMPTY),
    bets: () =>
      state.bets.map(({ spot, numbers, stake }) =>
        numbers ? { spot, numbers: [...numbers].sort((a, b) => a - b), stake } : { spot, stake },
      ),
    remember: () => setLast(state.bets),
    canRebet: last.length > 0,
    // The last slip comes back as one step per spot, so undo takes it off spot by spot.
    rebet: () =>
      setState({
        bets: last.map((bet) => ({ ...bet, stake: Math.min(bet.stake, max) })),
        steps: last.map((bet) => ({ key: bet.key, previous: 0 })),
      }),
    canUndo: state.steps.length > 0,
  };
}

/** The chip values a table offers: 1, 5, 10, 50 and 100 times the smallest bet, up to the largest. */
export function chipValues(limits: Pick<InHouseLimit, 'min' | 'max'>): number[] {
  const values = [1, 5, 10, 50, 100]
    .map((times) => limits.min * times)
    .filter((value) => value <= limits.max);
  return values.length > 0 ? values : [limits.min];
}
