import { withdrawalFormSchema } from '@platform/contract/money-forms';
import type { BankAccount, WithdrawalLimits } from '@platform/contract/withdrawals';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  amountInput,
  Form,
  useContractForm,
  useProblemText,
} from '../../../components/form/index.ts';
import { PaymentPasswordStep } from '../../../components/member/payment-password-step.tsx';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { newRequestKey } from '../../../lib/amount.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { showToast } from '../../../lib/notice.ts';
import { type Currency, useMoneyText } from '../amount-check.ts';
import { useCreateWithdrawal } from '../api/use-create-withdrawal.ts';
import styles from './withdrawals.module.css';

interface WithdrawFormProps {
  currency: Currency;
  limits: WithdrawalLimits;
  banks: BankAccount[];
  hasPaymentPassword: boolean;
}

/** The request: an amount within the limits and the balance, a bound account, the payment password. */
export function WithdrawForm({ currency, limits, banks, hasPaymentPassword }: WithdrawFormProps) {
  const { t } = useTranslation('pages');
  const money = useMoneyText(currency);
  const problemText = useProblemText();
  const create = useCreateWithdrawal();
  // The typed text read into minor units; the contract's rule holds the limits and the balance.
  const amount = amountInput({ exponent: currency.currencyExponent, min: 0, max: Number.MAX_SAFE_INTEGER });
  const form = useContractForm(withdrawalFormSchema(limits, amount), {
    defaultValues: { amount: '', bankAccountId: banks[0]?.id, paymentPassword: '' },
  });
  const request = useFormRequest(form);
  // One id per filled-in form: a retry after a lost answer is the same request, never a second hold.
  // A changed amount or account is a new request and gets a new id.
  const attempt = useRef<{ id: string; key: string } | null>(null);

  const picked = form.watch('bankAccountId');
  const chosen = banks.find((bank) => bank.id === picked) ?? banks[0];
  // A removed account leaves the choice on the first one still bound.
  useEffect(() => {
    if (chosen && chosen.id !== picked) form.setValue('bankAccountId', chosen.id);
  }, [chosen, picked, form.setValue]);
  const noneLeft = limits.remainingToday <= 0;
  const upper = Math.min(limits.maxAmount, limits.balance);
  const bankProblem = problemText(form.formState.errors.bankAccountId);

  const submit = request.submit((values) => {
    if (create.isPending) return;
    const key = `${values.amount}:${values.bankAccountId}`;
    if (attempt.current?.key !== key) attempt.current = { id: newRequestKey(), key };
    create.mutate(
      { ...values, requestId: attempt.current.id },
      {
        onSuccess: (result) => {
          attempt.current = null;
          form.reset({ amount: '', bankAccountId: values.bankAccountId, paymentPassword: '' });
          showToast(t('withdraw.form.done', { amount: money(result.withdrawal.amount) }));
        },
        onError: (error) =>
          request.refused(error, ['amount', 'bankAccountId', 'paymentPassword'], {
            PAYMENT_PASSWORD_WRONG: { field: 'paymentPassword' },
            WITHDRAWAL_DAILY_LIMIT: { field: 'amount' },
            INSUFFICIENT_FUNDS: {
              field: 'amount',
              problem: { key: 'withdrawal_amount_above', params: { max: limits.balance } },
            },
          }),
      },
    );
  });

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
      <Form form={form} onSubmit={submit} className={styles.form}>
        <AmountField
          label={t('withdraw.form.amount')}
          name="amount"
          currency={currency}
          hint={
            upper >= limits.minAmount
              ? t('withdraw.form.amount_hint', { min: money(limits.minAmount), max: money(upper) })
              : t('withdraw.form.balance_low', { min: money(limits.minAmount) })
          }
        />
        <fieldset
          className={styles.choices}
          aria-describedby={bankProblem ? 'withdraw-bank-error' : undefined}
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
                onChange={() => form.setValue('bankAccountId', bank.id)}
              />
              <span className={styles.bankName}>{bank.bankName}</span>
              <span className={styles.bankNumber}>{bank.accountNumberMasked}</span>
            </label>
          ))}
          {bankProblem ? (
            <p id="withdraw-bank-error" className={styles.fieldError} role="alert">
              {bankProblem}
            </p>
          ) : null}
        </fieldset>
        <PaymentPasswordStep
          label={t('withdraw.form.password')}
          failure={request.failure}
          securityLinkLabel={t('withdraw.security_link')}
        />
        <Button type="submit" size="lg" busy={create.isPending} disabled={noneLeft}>
          {t('withdraw.form.submit')}
        </Button>
      </Form>
    </section>
  );
}
