import type { LotteryFamilyCode } from '@platform/contract/lottery';

/**
 * How the bet slip picks a selection in each market (docs/lottery.md, "Markets, odds and payouts"):
 * - `choices`: one of a few words, optionally at a digit position 1 to 5 ("3:BIG");
 * - `numbers`: typed numbers of a fixed length, `count` of them for a xiên ("03,96").
 * The engine stays the judge: the server checks the selection again with the same markets.
 */
export type MarketPicker =
  | { kind: 'choices'; positioned: boolean; choices: readonly string[] }
  | { kind: 'numbers'; digits: number; count: number };

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const BIG_SMALL = ['BIG', 'SMALL'] as const;
const ODD_EVEN = ['ODD', 'EVEN'] as const;
export const POSITIONS = [1, 2, 3, 4, 5] as const;

const FIVE_D_PICKERS: Record<string, MarketPicker> = {
  POSITION: { kind: 'choices', positioned: true, choices: DIGITS },
  POSITION_BIG_SMALL: { kind: 'choices', positioned: true, choices: BIG_SMALL },
  POSITION_ODD_EVEN: { kind: 'choices', positioned: true, choices: ODD_EVEN },
  SUM_BIG_SMALL: { kind: 'choices', positioned: false, choices: BIG_SMALL },
  SUM_ODD_EVEN: { kind: 'choices', positioned: false, choices: ODD_EVEN },
  DRAGON_TIGER: { kind: 'choices', positioned: false, choices: ['DRAGON', 'TIGER', 'TIE'] },
};

const VN_PICKERS: Record<string, MarketPicker> = {
  LO: { kind: 'numbers', digits: 2, count: 1 },
  DE: { kind: 'numbers', digits: 2, count: 1 },
  BA_CANG: { kind: 'numbers', digits: 3, count: 1 },
  XIEN_2: { kind: 'numbers', digits: 2, count: 2 },
  XIEN_3: { kind: 'numbers', digits: 2, count: 3 },
  XIEN_4: { kind: 'numbers', digits: 2, count: 4 },
};

const FOUR_D_PICKERS: Record<string, MarketPicker> = {
  BIG: { kind: 'numbers', digits: 4, count: 1 },
  SMALL: { kind: 'numbers', digits: 4, count: 1 },
};

const PICKERS: Record<LotteryFamilyCode, Record<string, MarketPicker>> = {
  FIVE_D: FIVE_D_PICKERS,
  VN_NORTH: VN_PICKERS,
  VN_SOUTH: VN_PICKERS,
  FOUR_D: FOUR_D_PICKERS,
};

/** The picker of a market, or null for a market this page does not know how to offer. */
export function pickerOf(family: LotteryFamilyCode, market: string): MarketPicker | null {
  return PICKERS[family][market] ?? null;
}

/** The selection text of a choice: "3:BIG" at a position, "BIG" without one. */
export function choiceSelection(picker: MarketPicker, position: number, choice: string): string {
  return picker.kind === 'choices' && picker.positioned ? `${position}:${choice}` : choice;
}

/**
 * Typed numbers as the market spells them: each of `digits` digits, separated by commas, a xiên's
 * in ascending order; null while the text is not yet a whole selection.
 */
export function numbersSelection(picker: MarketPicker, text: string): string | null {
  if (picker.kind !== 'numbers') return null;
  const numbers = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const shape = new RegExp(`^[0-9]{${picker.digits}}$`);
  if (numbers.length !== picker.count || !numbers.every((n) => shape.test(n))) return null;
  if (new Set(numbers).size !== numbers.length) return null;
  return [...numbers].sort().join(',');
}

/** Which families each lottery page offers (spec §2: /lottery, /vnLottery, /seaLottery). */
export const VARIANT_FAMILIES = {
  lottery: ['FIVE_D'],
  vnLottery: ['VN_NORTH', 'VN_SOUTH'],
  seaLottery: ['FOUR_D'],
} as const satisfies Record<string, readonly LotteryFamilyCode[]>;
