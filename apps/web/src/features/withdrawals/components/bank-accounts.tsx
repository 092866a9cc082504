import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityCentreNotice } from '../../../components/member/security-centre-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { showToast } from '../../../lib/notice.ts';
import { useBankAccounts } from '../api/use-bank-accounts.ts';
import { useBindBankAccount } from '../api/use-bind-bank-account.ts';
import { useRemoveBankAccount } from '../api/use-remove-bank-account.ts';
import { MAX_BANK_ACCOUNTS } from '../limits.ts';
import styles from './withdrawals.module.css';

type BindProblems = { bankName?: string; accountNumber?: string };

/** The number as the server will keep it: the spaces and dashes people type between groups dropped. */
const digitsOf = (text: string) => text.trim().replace(/[\s-]/g, '');

function BindForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('pages');
  const bind = useBindBankAccount();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [problems, setProblems] = useState<BindProblems>({});
  const [failure, setFailure] = useState<unknown>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (bind.isPending) return;
    const name = bankName.trim();
    const number = digitsOf(accountNumber);
    const required = t('validation.required', { ns: 'account' });
    const found: BindProblems = {
      bankName:
        name === ''
          ? required
          : name.length < 2 || name.length > 64
            ? t('withdraw.banks.name_length')
            : undefined,
      accountNumber:
        number === ''
          ? required
          : /^[0-9]{6,34}$/.test(number)
            ? undefined
            : t('withdraw.banks.number_format'),
    };
    setProblems(found);
    setFailure(null);
    if (found.bankName || found.accountNumber) return;
    bind.mutate(
      { bankName: name, accountNumber: number },
      {
        onSuccess: () => {
          showToast(t('withdraw.banks.bound'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT')
            setProblems({ accountNumber: t('withdraw.banks.duplicate') });
          else if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.fields.length)
            setProblems(
              Object.fromEntries(
                error.fields.map((field) => [field.field.replace(/^body\./, ''), field.message]),
              ),
            );
          else setFailure(error);
        },
      },
    );
  }

  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('withdraw.banks.bank_name')}
        name="bankName"
        autoComplete="off"
        required
        maxLength={64}
        value={bankName}
        onChange={(event) => setBankName(event.target.value)}
        error={problems.bankName}
      />
      <TextField
        label={t('withdraw.banks.account_number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={40}
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
        error={problems.accountNumber}
      />
      {failure !== null ? (
        failure instanceof ApiError && failure.code === 'PAYEE_NAME_NOT_SET' ? (
          <SecurityCentreNotice
            message={apiErrorMessage(failure, t)}
            linkLabel={t('withdraw.security_link')}
          />
        ) : (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(failure, t)}
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
    </form>
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
