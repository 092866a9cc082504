import { SIC_BO_PAYTABLE, SIC_BO_SPOTS, type SicBoSpot } from '@platform/games/sic-bo/sic-bo';
import type { TFunction } from 'i18next';
import { oddsLabel } from '../../lib/pays.ts';

/** The table's sections, each a row of spots, in the order a sic bo layout reads. */
export const SIC_BO_SECTIONS = {
  main: ['SMALL', 'ODD', 'ANY_TRIPLE', 'EVEN', 'BIG'],
  triples: SIC_BO_SPOTS.filter((spot) => spot.startsWith('TRIPLE_')),
  doubles: SIC_BO_SPOTS.filter((spot) => spot.startsWith('DOUBLE_')),
  totals: SIC_BO_SPOTS.filter((spot) => spot.startsWith('TOTAL_')),
  combos: SIC_BO_SPOTS.filter((spot) => spot.startsWith('COMBO_')),
  singles: SIC_BO_SPOTS.filter((spot) => spot.startsWith('SINGLE_')),
} as const satisfies Record<string, readonly SicBoSpot[]>;

/** The numbers a spot id carries: `TOTAL_10` → [10], `COMBO_1_2` → [1, 2]. */
export const spotNumbers = (spot: string): number[] =>
  spot
    .split('_')
    .slice(1)
    .map(Number)
    .filter((value) => Number.isInteger(value));

/** The pay table's odds of a spot, as printed on it. */
export function sicBoOdds(spot: SicBoSpot): string {
  const [head] = spot.split('_');
  const [first] = spotNumbers(spot);
  switch (head) {
    case 'TRIPLE':
      return oddsLabel(SIC_BO_PAYTABLE.SPECIFIC_TRIPLE);
    case 'ANY':
      return oddsLabel(SIC_BO_PAYTABLE.ANY_TRIPLE);
    case 'DOUBLE':
      return oddsLabel(SIC_BO_PAYTABLE.SPECIFIC_DOUBLE);
    case 'TOTAL':
      return oddsLabel(SIC_BO_PAYTABLE.TOTAL[first as keyof typeof SIC_BO_PAYTABLE.TOTAL]);
    case 'COMBO':
      return oddsLabel(SIC_BO_PAYTABLE.COMBINATION);
    case 'SINGLE':
      return Object.values(SIC_BO_PAYTABLE.SINGLE).map(oddsLabel).join(' / ');
    default:
      return oddsLabel(SIC_BO_PAYTABLE[head as 'SMALL' | 'BIG' | 'ODD' | 'EVEN']);
  }
}

/** A spot's name in the reader's words: "Big", "Triple 6", "Total 10", "1 and 2", "Single 5". */
export function sicBoSpotName(t: TFunction, spot: string): string {
  const [head] = spot.split('_');
  const [a, b] = spotNumbers(spot);
  switch (head) {
    case 'TRIPLE':
      return t('sicBo.triple', { face: a });
    case 'DOUBLE':
      return t('sicBo.double', { face: a });
    case 'TOTAL':
      return t('sicBo.total', { total: a });
    case 'COMBO':
      return t('sicBo.combo', { a, b });
    case 'SINGLE':
      return t('sicBo.single', { face: a });
    default:
      return t(`sicBo.spot.${spot}`, { defaultValue: spot });
  }
}
