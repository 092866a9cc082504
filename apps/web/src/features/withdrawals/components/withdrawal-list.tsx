import type { Withdrawal, WithdrawalStatus } from '@platform/contract/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Inset } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, useMoneyText } from '../amount-check.ts';
import { useWithdrawals } from '../api/use-withdrawals.ts';
import { answersFor, ReceiptAnswerPanel } from './receipt-answer.tsx';
import styles from './withdrawals.module.css';

/** The badge colour of each state; the label carries the meaning, the colour only helps. */
const TONE: Record<WithdrawalStatus, string | undefined> = {
  requested: styles.toneWait,
  approved: styles.toneInfo,
  paid: styles.toneInfo,
  disputed: styles.toneWarn,
  rejected: styles.toneBad,
  closed: styles.toneGood,
};

function WithdrawalItem({ withdrawal, currency }: { withdrawal: Withdrawal; currency: Currency }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const money = useMoneyText(currency);
  const answers = answersFor(withdrawal, Date.now());
  const titleId = `withdrawal-${withdrawal.orderNo}`;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <span id={titleId} className={styles.itemAmount}>
          {money(withdrawal.amount)}
        </span>
        <span className={`${styles.status} ${TONE[withdrawal.status] ?? ''}`}>
          {t(`withdraw.status.${withdrawal.status}`)}
        </span>
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('withdraw.list.order')}</dt>
          <dd className={styles.mono}>{withdrawal.orderNo}</dd>
        </div>
        <div>
          <dt>{t('withdraw.list.bank')}</dt>
          <dd>
            {withdrawal.bankName} {withdrawal.accountNumberMasked}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.list.created')}</dt>
          <dd>{formatDateTime(withdrawal.createdAt, language)}</dd>
        </div>
        {withdrawal.disputedAmount !== null ? (
          <div>
            <dt>{t('withdraw.list.disputed')}</dt>
            <dd>{money(withdrawal.disputedAmount)}</dd>
          </div>
        ) : null}
        {withdrawal.refundedAmount !== null ? (
          <div>
            <dt>{t('withdraw.list.refunded')}</dt>
            <dd>{money(withdrawal.refundedAmount)}</dd>
          </div>
        ) : null}
        {withdrawal.closedAs ? (
          <div>
            <dt>{t('withdraw.list.closed_as')}</dt>
            <dd>{t(`withdraw.closed_as.${withdrawal.closedAs}`)}</dd>
          </div>
        ) : null}
        {withdrawal.reviewNote ? (
          <div>
            <dt>{t('withdraw.list.note')}</dt>
            <dd>{withdrawal.reviewNote}</dd>
          </div>
        ) : null}
      </dl>
      {answers.length ? (
        <ReceiptAnswerPanel withdrawal={withdrawal} currency={currency} answers={answers} />
      ) : null}
    </li>
  );
}

/** Previous / next under the list; pages above the total are never asked for (spec §5). */
function WithdrawalPager({
  pageNo,
  pages,
  onPage,
}: {
  pageNo: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('pages');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('withdraw.list.pages')}>
      <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('withdraw.list.previous')}
      </Button>
      <span>{t('withdraw.list.page', { page: pageNo, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={pageNo >= pages}
        onClick={() => onPage(Math.min(pageNo + 1, pages))}
      >
        {t('withdraw.list.next')}
      </Button>
    </nav>
  );
}

/** My withdrawals, newest first, each with its state and, when one is asked for, the receipt answer. */
export function WithdrawalList({ currency }: { currency: Currency | undefined }) {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals(pageNo);
  return (
    <Inset
      icon="clock"
      title={t('withdraw.list.title')}
      action={
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="refresh" size={16} />}
          busy={withdrawals.isFetching && !withdrawals.isPending}
          onClick={() => void withdrawals.refetch()}
        >
          {t('withdraw.list.refresh')}
        </Button>
      }
    >
      <DataList
        query={withdrawals}
        ready={currency !== undefined}
        rows={(page) => page.list}
        emptyIcon="inbox"
        renderRows={(list) =>
          // `ready` has waited for the currency; the check only tells the compiler.
          currency ? (
            <ul className={styles.items}>
              {list.map((withdrawal) => (
                <WithdrawalItem key={withdrawal.orderNo} withdrawal={withdrawal} currency={currency} />
              ))}
            </ul>
          ) : null
        }
        paging={(page) => <WithdrawalPager pageNo={pageNo} pages={page.totalPages} onPage={setPageNo} />}
      />
    </Inset>
  );
}
