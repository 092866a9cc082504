import type { InHouseLimit, InHouseRound, InHouseTableGame } from '@platform/contract/in-house';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useInHouseLimits, usePlaceRound } from '../api/use-in-house.ts';
import { type BetSlip, type SpotRef, useBetSlip } from './use-bet-slip.ts';

export interface TableGame {
  game: InHouseTableGame;
  limits: Pick<InHouseLimit, 'min' | 'max'> | undefined;
  limitsQuery: ReturnType<typeof useInHouseLimits>;
  /** The chip in hand, minor units (the smallest bet until the member picks another). */
  chip: number;
  setChip: (value: number) => void;
  slip: BetSlip;
  /** Adds the chip in hand to a spot. */
  bet: (spot: SpotRef) => void;
  /** The last spot refused another chip because it holds the largest bet. */
  atMax: boolean;
  play: () => void;
  place: ReturnType<typeof usePlaceRound>;
  /** The last round played at this table this visit. */
  round: InHouseRound | null;
  /** False while the table still animates the round: its result waits for the animation. */
  revealed: boolean;
}

/**
 * What the four table games share: the limits, the chip in hand, the slip, and one round played
 * at a time, its result shown once the animation of `revealMs` has run (at once with reduced motion).
 */
export function useTableGame(
  game: InHouseTableGame,
  revealMs: number | ((round: InHouseRound) => number),
): TableGame {
  const limitsQuery = useInHouseLimits();
  const limits = limitsQuery.data?.[game];
  const [picked, setChip] = useState<number | null>(null);
  const chip = picked ?? limits?.min ?? 0;
  const slip = useBetSlip(limits);
  const place = usePlaceRound();
  // The round just played, and how long its animation runs before the result is told.
  const [played, setPlayed] = useState<{ round: InHouseRound; delay: number } | null>(null);
  const [revealed, setRevealed] = useState(true);
  const [atMax, setAtMax] = useState(false);
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (!played) return;
    if (still) {
      setRevealed(true);
      return;
    }
    setRevealed(false);
    const timer = window.setTimeout(() => setRevealed(true), played.delay);
    return () => window.clearTimeout(timer);
  }, [played, still]);

  return {
    game,
    limits,
    limitsQuery,
    chip,
    setChip,
    slip,
    bet: (spot) => setAtMax(!slip.add(spot, chip)),
    atMax,
    play: () => {
      if (slip.isEmpty || place.isPending) return;
      place.mutate(
        { game, bets: slip.bets() },
        {
          onSuccess: (round) => {
            setPlayed({ round, delay: typeof revealMs === 'number' ? revealMs : revealMs(round) });
            slip.remember();
            slip.clear();
          },
        },
      );
    },
    place,
    round: played?.round ?? null,
    revealed,
  };
}
