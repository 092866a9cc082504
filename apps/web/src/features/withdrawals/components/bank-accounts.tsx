import { bindBankAccountFormSchema } from '@platform/contract/money-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, TextField, useContractForm } from '../../../components/form/index.ts';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { showToast } from '../../../lib/notice.ts';
import { useBankAccounts } from '../api/use-bank-accounts.ts';
import { useBindBankAccount } from '../api/use-bind-bank-account.ts';
import { useRemoveBankAccount } from '../api/use-remove-bank-account.ts';
import { MAX_BANK_ACCOUNTS } from '../limits.ts';
import styles from './withdrawals.module.css';

function BindForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('pages');
  const bind = useBindBankAccount();
  const form = useContractForm(bindBankAccountFormSchema, {
    defaultValues: { bankName: '', accountNumber: '' },
  });
  const request = useFormRequest(form);

  const submit = request.submit((values) => {
    if (bind.isPending) return;
    bind.mutate(values, {
      onSuccess: () => {
        showToast(t('withdraw.banks.bound'));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT')
          form.setError('accountNumber', { type: 'text', message: t('withdraw.banks.duplicate') });
        else request.refused(error, ['bankName', 'accountNumber']);
      },
    });
  });

  return (
    <Form form={form} className={styles.inlineForm} onSubmit={submit}>
      <TextField
        label={t('withdraw.banks.bank_name')}
        name="bankName"
        autoComplete="off"
        required
        maxLength={64}
      />
      <TextField
        label={t('withdraw.banks.account_number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={40}
      />
      {request.failure !== null ? (
        request.failure instanceof ApiError && request.failure.code === 'PAYEE_NAME_NOT_SET' ? (
          <SecurityCentreNotice
            message={apiErrorMessage(request.failure, t)}
            linkLabel={t('withdraw.security_link')}
          />
        ) : (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(request.failure, t)}
          </p>
        )
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={bind.isPending}>
          {t('withdraw.banks.bind')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('withdraw.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function RemoveButton({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation('pages');
  const remove = useRemoveBankAccount();
  // Two steps: removing is not undoable from here, and the button sits where a thumb taps.
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('withdraw.banks.remove_label', { account: label })}
        onClick={() => setAsking(true)}
      >
        {t('withdraw.banks.remove')}
      </Button>
    );
  return (
    <span className={styles.confirmRemove}>
      {remove.isError ? (
        <span className={styles.fieldError} role="alert">
          {apiErrorMessage(remove.error, t)}
        </span>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        busy={remove.isPending}
        aria-label={t('withdraw.banks.confirm_remove_label', { account: label })}
        onClick={() => remove.mutate(id, { onSuccess: () => showToast(t('withdraw.banks.removed')) })}
      >
        {t('withdraw.banks.confirm_remove')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        {t('withdraw.cancel')}
      </Button>
    </span>
  );
}

interface BankAccountsProps {
  payeeName: string | null;
  memberPending: boolean;
}

/** Bound bank accounts, all in the member's payee name; binding needs that name first. */
export function BankAccounts({ payeeName, memberPending }: BankAccountsProps) {
  const { t } = useTranslation('pages');
  const banks = useBankAccounts();
  const [binding, setBinding] = useState(false);
  const payeeMissing = !memberPending && !payeeName;
  const full = (banks.data?.length ?? 0) >= MAX_BANK_ACCOUNTS;

  return (
    <section className={styles.card} aria-labelledby="withdraw-banks">
      <div className={styles.cardHead}>
        <h3 id="withdraw-banks" className={styles.cardTitle}>
          <Icon name="wallet" size={20} />
          {t('withdraw.banks.title')}
        </h3>
        {!binding && !payeeMissing && banks.data && !full ? (
          <Button variant="secondary" size="sm" onClick={() => setBinding(true)}>
            {t('withdraw.banks.add')}
          </Button>
        ) : null}
      </div>
      {payeeMissing ? (
        <SecurityCentreNotice
          message={t('withdraw.banks.payee_missing')}
          linkLabel={t('withdraw.security_link')}
        />
      ) : null}
      {payeeName ? (
        <p className={styles.muted}>{t('withdraw.banks.holder_note', { name: payeeName })}</p>
      ) : null}
      {binding ? <BindForm onDone={() => setBinding(false)} /> : null}
      {banks.data ? (
        banks.data.length === 0 ? (
          binding ? null : (
            <EmptyState icon="wallet" />
          )
        ) : (
          <ul className={styles.banks}>
            {banks.data.map((bank) => (
              <li key={bank.id} className={styles.bank}>
                <span className={styles.bankIcon} aria-hidden="true">
                  <Icon name="wallet" size={18} />
                </span>
                <span className={styles.bankText}>
                  <span className={styles.bankName}>{bank.bankName}</span>
                  <span className={styles.bankNumber}>{bank.accountNumberMasked}</span>
                </span>
                <RemoveButton id={bank.id} label={`${bank.bankName} ${bank.accountNumberMasked}`} />
              </li>
            ))}
          </ul>
        )
      ) : banks.isError ? (
        <ListError error={banks.error} onRetry={() => void banks.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
      {full ? (
        <p className={styles.muted}>{t('withdraw.banks.limit', { count: MAX_BANK_ACCOUNTS })}</p>
      ) : null}
    </section>
  );
}
