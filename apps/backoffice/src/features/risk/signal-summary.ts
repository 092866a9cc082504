import type { RiskSignal } from '@platform/contract/risk-admin';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney } from '../../lib/format.ts';

/** Figures that are money (minor units); the rest are counts, minutes or hours. */
const MONEY_FIGURES = new Set(['net', 'stake', 'payout', 'deposit', 'withdrawal', 'staked', 'bonus']);

/** The queue's line for a signal: its rule's sentence with the figures that crossed the thresholds. */
export function signalSummary(t: TFunction, signal: Pick<RiskSignal, 'rule' | 'figures'>, exponent: number) {
  const values = Object.fromEntries(
    Object.entries(signal.figures).map(([name, value]) => [
      name,
      MONEY_FIGURES.has(name) ? formatMoney(value, exponent) : formatCount(value),
    ]),
  );
  return t(`risk.summary.${signal.rule}`, values);
}
