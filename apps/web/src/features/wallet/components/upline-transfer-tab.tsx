import type { TransferResult } from '@platform/contract/transfers';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListSkeleton } from '../../../components/ui/list-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { newRequestKey, parseAmount } from '../../../lib/amount.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useUplineTransfer } from '../api/use-upline-transfer.ts';
import { useWalletBalance } from '../api/use-wallet-balance.ts';
import { type AmountCheck, useAmountMessage } from './amount-message.ts';
import { Money } from './money.tsx';
import styles from './wallet-pages.module.css';

/** Spec §2 transferUpline: cash to the member's upline, confirmed with the payment password. */
export default function UplineTransferTab() {
  const { t } = useTranslation('pages');
  const balance = useWalletBalance();
  const member = useMemberInfo();
  const transfer = useUplineTransfer();
  const amountMessage = useAmountMessage(balance.data);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: AmountCheck; password?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<TransferResult | null>(null);
  // The same filled-in form keeps its request id, so a retry after a lost answer moves money once.
  const attempt = useRef<{ id: string; amount: number } | null>(null);

  const currency = balance.data;
  if (!currency || member.isPending) return <ListSkeleton rows={2} />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (transfer.isPending || !currency) return;
    const parsed = parseAmount(amount, currency.currencyExponent);
    let amountCheck: AmountCheck | undefined;
    if (!parsed.ok) amountCheck = { problem: parsed.problem };
    else if (parsed.minor < 1) amountCheck = { problem: 'format' };
    else if (parsed.minor > currency.balance)
      amountCheck = { problem: 'above_balance', max: currency.balance };
    const found = {
      amount: amountCheck,
      password: password === '' ? t('validation.required', { ns: 'account' }) : undefined,
    };
    setProblems(found);
    setFailure(null);
    if (found.amount || found.password || !parsed.ok) return;
    if (attempt.current?.amount !== parsed.minor)
      attempt.current = { id: newRequestKey(), amount: parsed.minor };
    transfer.mutate(
      { amount: parsed.minor, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (result) => {
          attempt.current = null;
          setAmount('');
          setPassword('');
          setDone(result);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_WRONG')
            setProblems({ password: apiErrorMessage(error, t) });
          else if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
            setProblems({ amount: { problem: 'above_balance', max: currency.balance } });
          else setFailure(error);
        },
      },
    );
  }

  const notSet = member.data?.hasPaymentPassword === false;
  const failureCode = failure instanceof ApiError ? failure.code : null;

  return (
    <div className={styles.stack}>
      {done ? (
        <section className={styles.success} role="status" aria-labelledby="upline-done">
          <h3 id="upline-done" className={styles.cardTitle}>
            <Icon name="shield" size={20} />
            {t('funds.upline.done_title')}
          </h3>
          <p className={styles.lead}>
            {t('funds.upline.done_body', { recipient: done.recipient })}{' '}
            <Money minor={done.amount} currency={currency} className={styles.strong} />
          </p>
          <p className={styles.balanceLine}>
            <span>{t('funds.upline.new_balance')}</span>
            <Money minor={done.balance} currency={currency} className={styles.strong} />
          </p>
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('funds.upline.again')}
          </Button>
        </section>
      ) : (
        // The member centre's heading already names the tab; the form needs no second title.
        <section className={styles.card} aria-label={t('funds.upline.title')}>
          <p className={styles.balanceLine}>
            <span>{t('funds.upline.available')}</span>
            <Money minor={currency.balance} currency={currency} className={styles.strong} />
          </p>
          {notSet ? (
            <SecurityCentreNotice
              message={t('errors.PAYMENT_PASSWORD_NOT_SET')}
              linkLabel={t('funds.upline.set_password')}
            />
          ) : null}
          <form onSubmit={onSubmit} noValidate className={styles.form}>
            <TextField
              label={t('funds.upline.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              leading={<span className={styles.fieldSymbol}>{currency.currencySymbol}</span>}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={problems.amount ? amountMessage(problems.amount) : null}
            />
            <TextField
              label={t('funds.upline.password')}
              name="paymentPassword"
              type="password"
              icon="lock"
              revealable
              required
              autoComplete="off"
              maxLength={64}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problems.password}
            />
            {failureCode === 'PAYMENT_PASSWORD_NOT_SET' ? (
              <SecurityCentreNotice
                message={apiErrorMessage(failure, t)}
                linkLabel={t('funds.upline.set_password')}
              />
            ) : failure !== null ? (
              <p className={styles.formError} role="alert">
                {apiErrorMessage(failure, t, { NOT_FOUND: t('funds.upline.no_upline') })}
              </p>
            ) : null}
            <Button type="submit" size="lg" busy={transfer.isPending}>
              {t('funds.upline.submit')}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
