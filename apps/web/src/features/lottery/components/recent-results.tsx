import type { LotteryDraw } from '@platform/contract/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useLotteryResults } from '../api/use-lottery.ts';
import { digitFrequency } from '../lib/frequency.ts';
import { POSITIONS } from '../lib/markets.ts';
import { DrawResult } from './draw-result.tsx';
import styles from './lottery.module.css';

/** How many draws the results list and the hot/cold table read. */
export const RESULTS_WINDOW = 30;

interface RecentResultsProps {
  gameCode: string;
  /** A draw id to check in the verifier. */
  onVerify: (drawId: string) => void;
}

/** The latest draws of a lottery, each to verify, and (fast lotteries) the digits' hot and cold. */
export function RecentResults({ gameCode, onVerify }: RecentResultsProps) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const results = useLotteryResults(gameCode, RESULTS_WINDOW);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my' : 'en', {
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <QueryView query={results} isEmpty={(list) => list.length === 0} emptyIcon="trophy">
      {(list) => (
        <>
          <ul className={styles.list}>
            {list.slice(0, 10).map((draw) => (
              <li key={draw.drawId} className={styles.resultRow}>
                <span className={styles.resultMeta}>
                  <span className={styles.mono}>{draw.drawId}</span>
                  <span className={styles.muted}>{time(draw.drawsAt)}</span>
                </span>
                <DrawResult draw={draw} compact />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onVerify(draw.drawId)}
                  aria-label={t('lottery.verify.check_draw', { drawId: draw.drawId })}
                >
                  {t('lottery.verify.check')}
                </button>
              </li>
            ))}
          </ul>
          {list.some((draw) => Array.isArray(draw.result)) ? <HotCold draws={list} /> : null}
        </>
      )}
    </QueryView>
  );
}

/** Each digit's count at one position over the window; the most frequent marked hot, the least cold. */
function HotCold({ draws }: { draws: readonly LotteryDraw[] }) {
  const { t } = useTranslation('pages');
  const [position, setPosition] = useState(1);
  const counts = digitFrequency(draws, position);
  return (
    <section className={styles.hotCold} aria-labelledby="lottery-hot-cold">
      <div className={styles.rowHead}>
        <h3 id="lottery-hot-cold" className={styles.subTitle}>
          {t('lottery.hot_cold.title', { n: draws.length })}
        </h3>
        <select
          className={styles.select}
          aria-label={t('lottery.slip.position')}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
        >
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t('lottery.slip.position_n', { n: p })}
            </option>
          ))}
        </select>
      </div>
      <table className={styles.freqTable}>
        <thead>
          <tr>
            <th scope="row">{t('lottery.hot_cold.digit')}</th>
            {counts.map(({ digit }) => (
              <th key={digit} scope="col">
                {digit}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('lottery.hot_cold.times')}</th>
            {counts.map(({ digit, count, hot, cold }) => (
              <td key={digit} data-heat={hot ? 'hot' : cold ? 'cold' : undefined}>
                {count}
                {hot ? <span className="visually-hidden"> {t('lottery.hot_cold.hot')}</span> : null}
                {cold ? <span className="visually-hidden"> {t('lottery.hot_cold.cold')}</span> : null}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className={styles.legendLine}>
        <span data-heat="hot">{t('lottery.hot_cold.hot')}</span>
        <span data-heat="cold">{t('lottery.hot_cold.cold')}</span>
      </p>
    </section>
  );
}
