/**
 * The sandbox vendor's slot: 5 reels of 3 rows; the middle row pays for 3, 4 or 5 of a kind from
 * the left. Simple on purpose: it exists to move money through the wallet API like a real game,
 * not to be one (the in-house games are the real, provably fair ones).
 */
export const SLOT_SYMBOLS = ['7', 'BAR', 'BELL', 'CHERRY', 'LEMON', 'STAR'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Multiples of the stake for 3, 4 and 5 of a kind on the middle row. */
export const SLOT_PAYTABLE: Record<SlotSymbol, [number, number, number]> = {
  '7': [10, 50, 250],
  BAR: [6, 20, 80],
  BELL: [4, 12, 40],
  STAR: [3, 8, 25],
  CHERRY: [2, 5, 15],
  LEMON: [1, 3, 10],
};

/** How often each symbol lands, out of the weights' sum (rarer symbols pay more). */
const WEIGHTS: Record<SlotSymbol, number> = { '7': 1, BAR: 2, BELL: 3, STAR: 3, CHERRY: 4, LEMON: 5 };
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

export type Reels = SlotSymbol[][];

/** Draws 15 symbols; `random` returns an integer in [0, n). */
export function spinReels(random: (n: number) => number): Reels {
  return Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => {
      let pick = random(TOTAL_WEIGHT);
      for (const symbol of SLOT_SYMBOLS) {
        pick -= WEIGHTS[symbol];
        if (pick < 0) return symbol;
      }
      return 'LEMON';
    }),
  );
}

/** The win in minor units: the middle row's run from the left, 3 or more of a kind. */
export function slotPayout(reels: Reels, stake: number): number {
  const line = reels.map((reel) => reel[1]!);
  const first = line[0]!;
  let run = 1;
  while (run < line.length && line[run] === first) run++;
  if (run < 3) return 0;
  return stake * SLOT_PAYTABLE[first][run - 3]!;
}
