import { uplineTransferFormSchema } from '@platform/contract/money-forms';
import type { TransferResult } from '@platform/contract/transfers';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, amountInput, Form, useContractForm } from '../../../components/form/index.ts';
import { PaymentPasswordStep } from '../../../components/member/payment-password-step.tsx';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListSkeleton } from '../../../components/ui/list-states.tsx';
import { newRequestKey } from '../../../lib/amount.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useUplineTransfer } from '../api/use-upline-transfer.ts';
import { useWalletBalance } from '../api/use-wallet-balance.ts';
import { Money } from './money.tsx';
import styles from './wallet-pages.module.css';

/** Spec §2 transferUpline: cash to the member's upline, confirmed with the payment password. */
export default function UplineTransferTab() {
  const { t } = useTranslation('pages');
  const balance = useWalletBalance();
  const member = useMemberInfo();
  const transfer = useUplineTransfer();
  const currency = balance.data;
  // The typed text read into minor units; the contract's rule holds it to the balance.
  const amount = amountInput({
    exponent: currency?.currencyExponent ?? 0,
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
  });
  const form = useContractForm(uplineTransferFormSchema(currency?.balance ?? 0, amount), {
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const request = useFormRequest(form);
  const [done, setDone] = useState<TransferResult | null>(null);
  // The same filled-in form keeps its request id, so a retry after a lost answer moves money once.
  const attempt = useRef<{ id: string; amount: number } | null>(null);

  if (!currency || member.isPending) return <ListSkeleton rows={2} />;

  const submit = request.submit((values) => {
    if (transfer.isPending) return;
    if (attempt.current?.amount !== values.amount)
      attempt.current = { id: newRequestKey(), amount: values.amount };
    transfer.mutate(
      { ...values, requestId: attempt.current.id },
      {
        onSuccess: (result) => {
          attempt.current = null;
          form.reset();
          setDone(result);
        },
        onError: (error) =>
          request.refused(error, ['amount', 'paymentPassword'], {
            PAYMENT_PASSWORD_WRONG: { field: 'paymentPassword' },
            INSUFFICIENT_FUNDS: {
              field: 'amount',
              problem: { key: 'amount_above_balance', params: { max: currency.balance } },
            },
          }),
      },
    );
  });

  const notSet = member.data?.hasPaymentPassword === false;

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
          <Form form={form} onSubmit={submit} className={styles.form}>
            <AmountField label={t('funds.upline.amount')} name="amount" currency={currency} />
            <PaymentPasswordStep
              label={t('funds.upline.password')}
              failure={request.failure}
              securityLinkLabel={t('funds.upline.set_password')}
              messages={{ NOT_FOUND: t('funds.upline.no_upline') }}
            />
            <Button type="submit" size="lg" busy={transfer.isPending}>
              {t('funds.upline.submit')}
            </Button>
          </Form>
        </section>
      )}
    </div>
  );
}
