import type { Withdrawal, WithdrawalStatus } from '@platform/contract/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
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

/** My withdrawals, newest first, each with its state and, when one is asked for, the receipt answer. */
export function WithdrawalList({ currency }: { currency: Currency | undefined }) {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals(pageNo);
  const page = withdrawals.data;
  return (
    <section className={styles.card} aria-labelledby="withdraw-list">
      <div className={styles.cardHead}>
        <h3 id="withdraw-list" className={styles.cardTitle}>
          <Icon name="clock" size={20} />
          {t('withdraw.list.title')}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="refresh" size={16} />}
          busy={withdrawals.isFetching && !withdrawals.isPending}
          onClick={() => void withdrawals.refetch()}
        >
          {t('withdraw.list.refresh')}
        </Button>
      </div>
      {page && currency ? (
        page.list.length === 0 ? (
          <EmptyState icon="inbox" />
        ) : (
          <>
            <ul className={styles.items}>
              {page.list.map((withdrawal) => (
                <WithdrawalItem key={withdrawal.orderNo} withdrawal={withdrawal} currency={currency} />
              ))}
            </ul>
            {page.totalPages > 1 ? (
              <nav className={styles.pager} aria-label={t('withdraw.list.pages')}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={pageNo <= 1}
                  onClick={() => setPageNo(pageNo - 1)}
                >
                  {t('withdraw.list.previous')}
                </Button>
                <span>{t('withdraw.list.page', { page: pageNo, pages: page.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  // Spec §5: pagination ignores pages above the total.
                  disabled={pageNo >= page.totalPages}
                  onClick={() => setPageNo(Math.min(pageNo + 1, page.totalPages))}
                >
                  {t('withdraw.list.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )
      ) : withdrawals.isError ? (
        <ListError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </section>
  );
}
