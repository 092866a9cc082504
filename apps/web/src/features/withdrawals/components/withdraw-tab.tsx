import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Inset, InsetStack } from '../../../components/ui/panel.tsx';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useWalletBalance } from '../../wallet/index.ts';
import { useMoneyText } from '../amount-check.ts';
import { useBankAccounts } from '../api/use-bank-accounts.ts';
import { useWithdrawalLimits } from '../api/use-withdrawal-limits.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import styles from './withdrawals.module.css';

/** Min, max and what is left today: the rules the form below checks against. */
function Limits() {
  const { t } = useTranslation('pages');
  const limits = useWithdrawalLimits();
  const money = useMoneyText(useWalletBalance().data);
  return (
    <Inset icon="shield" title={t('withdraw.limits.title')}>
      {limits.data ? (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('withdraw.limits.available')}</dt>
            <dd className={styles.highlight}>{money(limits.data.balance)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('withdraw.limits.min')}</dt>
            <dd>{money(limits.data.minAmount)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('withdraw.limits.max')}</dt>
            <dd>{money(limits.data.maxAmount)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('withdraw.limits.left_today')}</dt>
            <dd>
              {t('withdraw.limits.count_left', {
                left: limits.data.remainingToday,
                total: limits.data.dailyCount,
              })}
            </dd>
          </div>
        </dl>
      ) : limits.isError ? (
        <ListError error={limits.error} onRetry={() => void limits.refetch()} />
      ) : (
        <ListSkeleton rows={1} />
      )}
    </Inset>
  );
}

/** Spec §2 withdraw: limits, bank accounts, the request form, and my withdrawals with receipt answers. */
export default function WithdrawTab() {
  const member = useMemberInfo();
  const balance = useWalletBalance();
  const limits = useWithdrawalLimits();
  const banks = useBankAccounts();
  const currency = balance.data;
  return (
    <InsetStack>
      <div className={styles.top}>
        <Limits />
        <BankAccounts payeeName={member.data?.payeeName ?? null} memberPending={member.isPending} />
      </div>
      {currency && limits.data && banks.data && member.data ? (
        <WithdrawForm
          currency={currency}
          limits={limits.data}
          banks={banks.data}
          hasPaymentPassword={member.data.hasPaymentPassword}
        />
      ) : limits.isError || banks.isError ? null : (
        <ListSkeleton rows={3} />
      )}
      <WithdrawalList currency={currency} />
    </InsetStack>
  );
}
