import type { ContractKind, Payout } from '@platform/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money, useCurrency } from '../../wallet/index.ts';
import { useContractPolicy } from '../api/use-contract-policy.ts';
import { useIncome } from '../api/use-income.ts';
import { useRateText } from './contract-terms.tsx';
import styles from './contracts.module.css';
import { offerableKinds } from './offer-form-schema.ts';

/** The settlement's columns; a list of one kind leaves the kind out. */
function useIncomeColumns(currency: Currency, oneKind: boolean): DataColumn<Payout>[] {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const rate = useRateText();
  const money = (key: 'validBet' | 'netLoss' | 'amount', header: string): DataColumn<Payout> => ({
    key,
    header,
    numeric: true,
    cell: (row) => <Money minor={row[key]} currency={currency} />,
  });
  const kind: DataColumn<Payout> = {
    key: 'kind',
    header: t('agent.contracts.columns.kind'),
    cell: (row) => t(`agent.contracts.kinds.${row.kind}`),
  };
  return [
    ...(oneKind ? [] : [kind]),
    { key: 'periodKey', header: t('agent.income.columns.period'), cell: (row) => row.periodKey },
    {
      key: 'window',
      header: t('agent.income.columns.window'),
      cell: (row) => (
        <span className={styles.status}>
          <span className={styles.nowrap}>{formatDateTime(row.windowStart, language)}</span>
          <span className={`${styles.nowrap} ${styles.note}`}>
            {t('agent.income.until', { end: formatDateTime(row.windowEnd, language) })}
          </span>
        </span>
      ),
    },
    {
      key: 'activeMembers',
      header: t('agent.income.columns.active_members'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
    money('validBet', t('agent.income.columns.valid_bet')),
    money('netLoss', t('agent.income.columns.net_loss')),
    {
      key: 'rate',
      header: t('agent.contracts.columns.rate'),
      numeric: true,
      cell: (row) => rate(row.rateBp),
    },
    money('amount', t('agent.income.columns.amount')),
    {
      key: 'status',
      header: t('agent.contracts.columns.status'),
      cell: (row) => (
        <span className={styles.badge} data-status={row.status}>
          {t(`agent.income.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: 'reference',
      header: t('agent.income.columns.reference'),
      cell: (row) => (row.reference ? <span className={styles.reference}>{row.reference}</span> : '—'),
    },
  ];
}

/**
 * My income: all my contracts have paid me, then every settlement of them with what it was
 * computed from (the team's active members, valid bets and net loss over the window), the rate,
 * what it paid and the ledger posting. Settlements below a threshold or held are listed too.
 *
 * With `onlyKind` it is the settlements of that kind alone (the bonus and salary sections), with no
 * choice of another kind. The total is of the kind shown.
 */
export default function IncomeSection({ onlyKind }: { onlyKind?: ContractKind }) {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const policy = useContractPolicy();
  const [chosenKind, setKind] = useState<ContractKind | undefined>(undefined);
  const kind = onlyKind ?? chosenKind;
  const [page, setPage] = useState(1);
  const income = useIncome({ kind, pageNo: page });
  const columns = useIncomeColumns(currency ?? { currencySymbol: '', currencyExponent: 0 }, !!onlyKind);
  const kinds = onlyKind ? [] : offerableKinds(policy.data?.enableSalary ?? false);
  const choose = (next: ContractKind | undefined) => {
    setKind(next);
    setPage(1);
  };
  return (
    <div className={styles.stack}>
      {currency && income.data ? (
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('agent.income.paid_total')}</span>
          <Money minor={income.data.paidTotal} currency={currency} className={styles.totalValue} />
        </p>
      ) : null}
      {kinds.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('agent.income.kinds')}</legend>
          {[undefined, ...kinds].map((one) => (
            <Button
              key={one ?? 'all'}
              size="sm"
              variant={kind === one ? 'primary' : 'secondary'}
              aria-pressed={kind === one}
              onClick={() => choose(one)}
            >
              {one ? t(`agent.contracts.kinds.${one}`) : t('agent.income.all_kinds')}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.scroll}>
        <DataList
          query={income}
          rows={(data) => data.list}
          ready={currency !== undefined}
          columns={columns}
          rowKey={(row) => String(row.id)}
          emptyIcon="wallet"
          paging={(data) => (
            <Pagination
              page={page}
              pages={data.totalPages}
              onPage={setPage}
              marginPages={1}
              pageRange={5}
              label={t('agent.income.pages')}
            />
          )}
        />
      </div>
    </div>
  );
}
