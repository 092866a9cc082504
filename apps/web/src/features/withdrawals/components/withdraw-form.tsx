import type { BankAccount, WithdrawalLimits } from '@platform/contract/withdrawals';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { newRequestKey } from '../../../lib/amount.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { showToast } from '../../../lib/notice.ts';
import {
  type AmountProblem,
  amountMessage,
  type Currency,
  checkAmount,
  useMoneyText,
} from '../amount-check.ts';
import { useCreateWithdrawal } from '../api/use-create-withdrawal.ts';
import styles from './withdrawals.module.css';

interface WithdrawFormProps {
  currency: Currency;
  limits: WithdrawalLimits;
  banks: BankAccount[];
  hasPaymentPassword: boolean;
}

type Problems = { amount?: AmountProblem | string; bankAccountId?: string; paymentPassword?: string };

/** The request: an amount within the limits and the balance, a bound account, the payment password. */
export function WithdrawForm({ currency, limits, banks, hasPaymentPassword }: WithdrawFormProps) {
  const { t } = useTranslation('pages');
  const money = useMoneyText(currency);
  const create = useCreateWithdrawal();
  const [amount, setAmount] = useState('');
  const [bankAccountId, setBankAccountId] = useState<number | null>(banks[0]?.id ?? null);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  // One id per filled-in form: a retry after a lost answer is the same request, never a second hold.
  // A changed amount or account is a new request and gets a new id.
  const attempt = useRef<{ id: string; key: string } | null>(null);

  const chosen = banks.find((bank) => bank.id === bankAccountId) ?? banks[0];
  const noneLeft = limits.remainingToday <= 0;
  const upper = Math.min(limits.maxAmount, limits.balance);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkAmount(amount, currency, limits.minAmount, limits.maxAmount);
    const found: Problems = {};
    if (!checked.ok) found.amount = checked.check;
    else if (checked.minor > limits.balance) found.amount = { problem: 'above', max: limits.balance };
    if (!chosen) found.bankAccountId = t('withdraw.form.need_bank');
    if (password === '') found.paymentPassword = t('validation.required', { ns: 'account' });
    setProblems(found);
    setFailure(null);
    if (found.amount || found.bankAccountId || found.paymentPassword || !checked.ok || !chosen) return;
    const key = `${checked.minor}:${chosen.id}`;
    if (attempt.current?.key !== key) attempt.current = { id: newRequestKey(), key };
    create.mutate(
      {
        amount: checked.minor,
        bankAccountId: chosen.id,
        paymentPassword: password,
        requestId: attempt.current.id,
      },
      {
        onSuccess: (result) => {
          attempt.current = null;
          setAmount('');
          setPassword('');
          showToast(t('withdraw.form.done', { amount: money(result.withdrawal.amount) }));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setFailure(error);
          if (error.code === 'PAYMENT_PASSWORD_WRONG')
            return setProblems({ paymentPassword: apiErrorMessage(error, t) });
          if (error.code === 'INSUFFICIENT_FUNDS')
            return setProblems({ amount: { problem: 'above', max: limits.balance } });
          const amountField = error.fields.find((field) => field.field === 'body.amount');
          if (amountField?.key === 'withdrawal_amount_range')
            return setProblems({
              amount: { problem: 'range', min: limits.minAmount, max: limits.maxAmount },
            });
          if (amountField || error.fields.some((field) => field.field === 'body.bankAccountId'))
            return setProblems({
              amount: amountField ? apiErrorMessage(error, t) : undefined,
              bankAccountId: error.fields.some((field) => field.field === 'body.bankAccountId')
                ? t('withdraw.form.need_bank')
                : undefined,
            });
          setFailure(error);
        },
      },
    );
  }

  const amountError =
    problems.amount === undefined
      ? null
      : typeof problems.amount === 'string'
        ? problems.amount
        : amountMessage(t, money, problems.amount);
  const failureCode = failure instanceof ApiError ? failure.code : null;

  return (
    <section className={styles.card} aria-labelledby="withdraw-form">
      <h3 id="withdraw-form" className={styles.cardTitle}>
        <Icon name="download" size={20} />
        {t('withdraw.form.title')}
      </h3>
      {!hasPaymentPassword ? (
        <SecurityCentreNotice
          message={t('withdraw.form.need_password')}
          linkLabel={t('withdraw.security_link')}
        />
      ) : null}
      {noneLeft ? (
        <p className={styles.callout} role="status">
          <Icon name="clock" size={20} />
          {t('withdraw.form.none_left')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <TextField
          label={t('withdraw.form.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          leading={<span className={styles.fieldSymbol}>{currency.currencySymbol}</span>}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={
            upper >= limits.minAmount
              ? t('withdraw.form.amount_hint', { min: money(limits.minAmount), max: money(upper) })
              : t('withdraw.form.balance_low', { min: money(limits.minAmount) })
          }
        />
        <fieldset
          className={styles.choices}
          aria-describedby={problems.bankAccountId ? 'withdraw-bank-error' : undefined}
        >
          <legend className={styles.legend}>{t('withdraw.form.bank')}</legend>
          {banks.length === 0 ? <p className={styles.muted}>{t('withdraw.form.need_bank')}</p> : null}
          {banks.map((bank) => (
            <label key={bank.id} className={styles.choice}>
              <input
                type="radio"
                name="bankAccountId"
                value={bank.id}
                checked={chosen?.id === bank.id}
                onChange={() => setBankAccountId(bank.id)}
              />
              <span className={styles.bankName}>{bank.bankName}</span>
              <span className={styles.bankNumber}>{bank.accountNumberMasked}</span>
            </label>
          ))}
          {problems.bankAccountId ? (
            <p id="withdraw-bank-error" className={styles.fieldError} role="alert">
              {problems.bankAccountId}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('withdraw.form.password')}
          name="paymentPassword"
          type="password"
          icon="lock"
          revealable
          required
          autoComplete="off"
          maxLength={64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.paymentPassword}
        />
        {failureCode === 'PAYMENT_PASSWORD_NOT_SET' ? (
          <SecurityCentreNotice
            message={apiErrorMessage(failure, t)}
            linkLabel={t('withdraw.security_link')}
          />
        ) : failure !== null ? (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(failure, t)}
          </p>
        ) : null}
        <Button type="submit" size="lg" busy={create.isPending} disabled={noneLeft}>
          {t('withdraw.form.submit')}
        </Button>
      </form>
    </section>
  );
}
