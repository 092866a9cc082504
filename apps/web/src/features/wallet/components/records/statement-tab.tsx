import type { Statement, StatementDay } from '@platform/contract/records';
import { STATEMENT_LINES, statementMonths } from '@platform/contract/wallet-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../../components/ui/list-states.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { fetchStatementPdf, saveFile, useStatement } from '../../api/use-statement.ts';
import { type Currency, Money, useCurrency } from '../money.tsx';
import styles from './statement-tab.module.css';

function Summary({ statement, currency }: { statement: Statement; currency: Currency }) {
  const { t } = useTranslation('pages');
  return (
    <dl className={styles.summary}>
      <div className={styles.balance}>
        <dt>{t('funds.statement.opening')}</dt>
        <dd>
          <Money minor={statement.openingBalance} currency={currency} />
        </dd>
      </div>
      {STATEMENT_LINES.map((line) => (
        <div key={line} className={styles.line}>
          <dt>{t(`funds.statement.lines.${line}`)}</dt>
          <dd>
            <Money minor={statement.totals[line]} currency={currency} signed />
          </dd>
        </div>
      ))}
      <div className={styles.balance}>
        <dt>{t('funds.statement.closing')}</dt>
        <dd>
          <Money minor={statement.closingBalance} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}

function Days({ days, currency }: { days: StatementDay[]; currency: Currency }) {
  const { t } = useTranslation('pages');
  if (days.length === 0) return <EmptyState icon="clock" title={t('funds.statement.quiet')} />;
  return (
    <div className={styles.days}>
      <DataTable
        rows={days}
        rowKey={(day) => day.date}
        columns={[
          { key: 'date', header: t('funds.statement.date'), cell: (day) => day.date },
          ...STATEMENT_LINES.map((line) => ({
            key: line,
            header: t(`funds.statement.lines.${line}`),
            numeric: true,
            // A dash where a line did not move that day, so the figures that did stand out.
            cell: (day: StatementDay) =>
              day[line] === 0 ? '—' : <Money minor={day[line]} currency={currency} signed />,
          })),
          {
            key: 'balance',
            header: t('funds.statement.balance'),
            numeric: true,
            cell: (day) => <Money minor={day.closingBalance} currency={currency} />,
          },
        ]}
      />
    </div>
  );
}

/** Saves the month's PDF in the site's language; a refusal is shown beside the button. */
function usePdfDownload(month: string) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, name } = await fetchStatementPdf(month, language);
      saveFile(blob, name);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, download };
}

/**
 * The account statement (credit report): a month of the cash wallet from opening to closing
 * balance, its totals and each day that moved it, to print or save as a PDF.
 */
export default function StatementTab() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  // None chosen yet: the server answers its current month (the merchant's calendar, not the
  // browser's), and the answer says which months exist.
  const [chosen, setMonth] = useState<string | null>(null);
  const statement = useStatement(chosen);
  const data = statement.data;
  const month = chosen ?? data?.month ?? '';
  const pdf = usePdfDownload(month);
  const months = data ? statementMonths(data.firstMonth, data.currentMonth) : [month];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <label className={styles.picker}>
          <span>{t('funds.statement.month')}</span>
          <select value={month} onChange={(event) => setMonth(event.target.value)}>
            {(months.includes(month) ? months : [month, ...months]).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="copy" size={16} />}
            disabled={!data}
            onClick={() => window.print()}
          >
            {t('funds.statement.print')}
          </Button>
          <Button
            size="sm"
            icon={<Icon name="download" size={16} />}
            busy={pdf.busy}
            disabled={!data}
            onClick={() => void pdf.download()}
          >
            {t('funds.statement.pdf')}
          </Button>
        </div>
      </div>
      {pdf.error ? (
        <p className={styles.error} role="alert">
          {apiErrorMessage(pdf.error, t)}
        </p>
      ) : null}
      {statement.isError && !data ? (
        <ListError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : data && currency ? (
        <section
          className={styles.statement}
          aria-labelledby="statement-title"
          aria-busy={statement.isPlaceholderData || undefined}
        >
          <header className={styles.head}>
            <h3 id="statement-title">{t('funds.statement.title', { month: data.month })}</h3>
            <p>{t('funds.statement.for', { account: data.account, timeZone: data.timeZone })}</p>
          </header>
          <Summary statement={data} currency={currency} />
          <Days days={data.days} currency={currency} />
        </section>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
