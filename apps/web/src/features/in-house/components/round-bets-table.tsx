import type { InHouseRound } from '@platform/contract/in-house';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInHouseWallet } from '../lib/money.ts';

export type RoundBet = InHouseRound['bets'][number];

interface RoundBetsTableProps {
  bets: readonly RoundBet[];
  className?: string;
  /** A name for readers of assistive technology, when the table has no visible heading. */
  caption?: string;
  spotName: (bet: RoundBet) => string;
  /** The last cell: what the bet gave back, in the caller's words. */
  returned: (bet: RoundBet) => ReactNode;
  /** Marks the row of a bet that won, for its styling. */
  won?: (bet: RoundBet) => boolean;
}

/** A round's bets, one row each: the bet, its stake and what it gave back. */
export function RoundBetsTable({ bets, className, caption, spotName, returned, won }: RoundBetsTableProps) {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('common.bet')}</th>
          <th scope="col">{t('common.stake')}</th>
          <th scope="col">{t('common.return')}</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a round's bets never reorder
          <tr key={index} data-won={won?.(bet) || undefined}>
            <td>{spotName(bet)}</td>
            <td className="tabular">{money(bet.stake)}</td>
            <td className="tabular">{returned(bet)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
