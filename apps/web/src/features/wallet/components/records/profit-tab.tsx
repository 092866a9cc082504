import type { ProfitSummary } from '@platform/contract/records';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryView } from '../../../../components/ui/list-states.tsx';
import { useProfitSummary } from '../../api/use-records.ts';
import { Money, useCurrency } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { RecordFilters, useRecordFilter } from './record-filters.tsx';

const FIGURES = ['stake', 'payout', 'deposits', 'withdrawals', 'bonuses'] as const satisfies ReadonlyArray<
  keyof ProfitSummary
>;

/** Nothing happened in the range: the spec's empty view rather than a row of zeros. */
const isQuiet = (summary: ProfitSummary) => Object.values(summary).every((value) => value === 0);

/** Spec §2 personalProfit: what the member won or lost over the range, and the money around it. */
export default function ProfitTab() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const { filter, choose, setDays } = useRecordFilter();
  const summary = useProfitSummary(filter.window);

  return (
    <div className={styles.stack}>
      <RecordFilters filter={filter} onShortcut={choose} onDays={setDays} />
      {currency ? (
        <QueryView query={summary} isEmpty={isQuiet} emptyIcon="trophy">
          {(data) => (
            <>
              <section className={styles.hero} aria-labelledby="profit-total">
                <h3 id="profit-total" className={styles.heroLabel}>
                  {t('funds.profit.profit')}
                </h3>
                <p className={styles.heroAmount}>
                  <Money minor={data.profit} currency={currency} signed />
                </p>
                <p className={styles.heroHint}>{t('funds.profit.profit_hint')}</p>
              </section>
              <ul className={styles.tiles}>
                {FIGURES.map((figure) => (
                  <li key={figure} className={styles.tile}>
                    <span className={styles.tileLabel}>{t(`funds.profit.${figure}`)}</span>
                    <Money minor={data[figure]} currency={currency} className={styles.tileAmount} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryView>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
