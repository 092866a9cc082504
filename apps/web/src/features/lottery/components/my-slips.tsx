import type { LotterySlip } from '@platform/contract/lottery';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { useInHouseWallet } from '../../in-house/index.ts';
import { useLotterySlips } from '../api/use-lottery.ts';
import styles from './lottery.module.css';

/** A bet as the member placed it: "Position 3 · 7", "Lô · 75". */
function useBetLabel() {
  const { t } = useTranslation('pages');
  return (market: string, selection: string) => {
    const at = /^([1-5]):(.+)$/.exec(selection);
    const word = (value: string) => (/^[0-9,]+$/.test(value) ? value : t(`lottery.choice.${value}`));
    const picked = at
      ? `${t('lottery.slip.position_n', { n: at[1] })} ${word(at[2] ?? '')}`
      : word(selection);
    return `${t(`lottery.market.${market}`)} · ${picked}`;
  };
}

/** The member's latest slips of this lottery, open ones first as the server orders them. */
export function MySlips({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('pages');
  const slips = useLotterySlips();
  const wallet = useInHouseWallet();
  const label = useBetLabel();
  const mine = (list: LotterySlip[]) => list.filter((slip) => slip.gameCode === gameCode);
  return (
    <QueryView query={slips} isEmpty={(list) => mine(list).length === 0} emptyIcon="ticket">
      {(list) => (
        <ul className={styles.list}>
          {mine(list).map((slip) => (
            <li key={slip.id} className={styles.slipRow}>
              <div className={styles.rowHead}>
                <span className={styles.mono}>{slip.drawId}</span>
                <span className={styles.status} data-status={slip.status}>
                  {t(`lottery.slip_status.${slip.status}`)}
                </span>
              </div>
              {slip.bets.map((bet, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a slip's bets keep their order
                <div key={index} className={styles.betLine}>
                  <span>{label(bet.market, bet.selection)}</span>
                  <span className={styles.number}>{wallet.money(bet.stake)}</span>
                  <span className={styles.number}>
                    {bet.payout === null
                      ? t('lottery.slips.may_win', { amount: wallet.money(bet.potentialWin) })
                      : t('lottery.slips.returned', { amount: wallet.money(bet.payout) })}
                  </span>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
