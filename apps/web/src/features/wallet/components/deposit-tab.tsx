import { depositFormSchema } from '@platform/contract/money-forms';
import type { CreateDepositResult, DepositChannel } from '@platform/contract/payments';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  amountInput,
  Form,
  TextField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { newRequestKey } from '../../../lib/amount.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { responsibleRefusalText } from '../../responsible/index.ts';
import { useDepositChannels } from '../api/use-deposit-channels.ts';
import { useCreateDeposit, useRecentDeposits } from '../api/use-deposits.ts';
import { type Currency, Money, useCurrency, useMoneyText } from './money.tsx';
import styles from './wallet-pages.module.css';

/** Where the gateway's page sends the member back: this tab, which then shows the deposit's status. */
export const DEPOSIT_RETURN_PATH = '/member?tab=depositv2';

interface DepositFormProps {
  channel: DepositChannel;
  currency: Currency;
  onCreated: (result: CreateDepositResult) => void;
}

function DepositForm({ channel, currency, onCreated }: DepositFormProps) {
  const { t } = useTranslation('pages');
  const create = useCreateDeposit();
  const money = useMoneyText(currency);
  const language = useLanguage();
  // The typed text read into minor units; the contract's rule holds the channel's limits.
  const amount = amountInput({ exponent: currency.currencyExponent, min: 0, max: Number.MAX_SAFE_INTEGER });
  const form = useContractForm(depositFormSchema(channel, amount), {
    defaultValues: { amount: '', memberReference: '' },
  });
  const request = useFormRequest(form);
  // One key per filled-in form: a retry after a lost answer reuses it, so no second deposit opens.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = request.submit((values) => {
    if (create.isPending) return;
    const body = {
      channelId: channel.id,
      amount: values.amount,
      ...(channel.requiresReference ? { memberReference: values.memberReference } : {}),
      returnPath: DEPOSIT_RETURN_PATH,
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.body !== fingerprint) attempt.current = { key: newRequestKey(), body: fingerprint };
    create.mutate(
      { ...body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (result) => {
          attempt.current = null;
          if (result.action.type === 'redirect') {
            // The hosted pay page is another site: a full navigation, and it brings the member back.
            window.location.assign(result.action.url);
            return;
          }
          form.reset();
          onCreated(result);
        },
        onError: (error) => request.refused(error, ['amount', 'memberReference']),
      },
    );
  });

  const gateway = channel.kind === 'sandbox-gateway';
  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <AmountField
        label={t('funds.deposit.amount')}
        name="amount"
        currency={currency}
        placeholder={t('funds.deposit.amount_placeholder', {
          min: money(channel.minAmount),
          max: money(channel.maxAmount),
        })}
        hint={t('funds.deposit.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
      />
      {channel.requiresReference ? (
        <TextField
          label={t('funds.deposit.reference')}
          name="memberReference"
          autoComplete="off"
          required
          maxLength={64}
          hint={t('funds.deposit.reference_hint')}
        />
      ) : null}
      <p className={styles.note}>
        <Icon name={gateway ? 'globe' : 'help'} size={16} />
        {gateway ? t('funds.deposit.gateway_note') : t('funds.deposit.bank_note')}
      </p>
      {request.failure !== null ? (
        <p className={styles.formError} role="alert">
          {/* A deposit limit the member set says what is left under it. */}
          {responsibleRefusalText(request.failure, t, language, money) ?? apiErrorMessage(request.failure, t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" busy={create.isPending}>
        {gateway ? t('funds.deposit.pay_now') : t('funds.deposit.submit')}
      </Button>
    </Form>
  );
}

/** What to transfer and where, after a bank deposit is recorded: the operator matches it by reference. */
function BankInstructions({
  result,
  currency,
  onDone,
}: {
  result: CreateDepositResult;
  currency: Currency;
  onDone: () => void;
}) {
  const { t } = useTranslation('pages');
  if (result.action.type !== 'instructions') return null;
  const { bankName, accountName, accountNumber, memberReference } = result.action;
  const rows: Array<[string, string]> = [
    [t('funds.deposit.bank_name'), bankName],
    [t('funds.deposit.account_name'), accountName],
    [t('funds.deposit.account_number'), accountNumber],
    [t('funds.deposit.reference'), memberReference],
    [t('funds.deposit.order_no'), result.deposit.orderNo],
  ];
  return (
    <section className={styles.instructions} aria-labelledby="deposit-instructions">
      <h3 id="deposit-instructions" className={styles.cardTitle}>
        <Icon name="clock" size={20} />
        {t('funds.deposit.pending_title')}
      </h3>
      <p className={styles.lead}>
        {t('funds.deposit.pending_body')}{' '}
        <Money minor={result.deposit.amount} currency={currency} className={styles.strong} />
      </p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onClick={onDone}>
        {t('funds.deposit.another')}
      </Button>
    </section>
  );
}

function RecentDeposits({ currency }: { currency: Currency }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const deposits = useRecentDeposits();
  return (
    <section className={styles.card} aria-labelledby="recent-deposits">
      <div className={styles.cardHead}>
        <h3 id="recent-deposits" className={styles.cardTitle}>
          <Icon name="clock" size={20} />
          {t('funds.deposit.recent')}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void deposits.refetch()}
          busy={deposits.isFetching && !deposits.isPending}
          aria-label={t('funds.refresh')}
          icon={<Icon name="refresh" size={16} />}
        >
          {t('funds.refresh')}
        </Button>
      </div>
      <DataList
        query={deposits}
        rows={(data) => data.list}
        rowKey={(deposit) => deposit.orderNo}
        emptyIcon="download"
        columns={[
          {
            key: 'time',
            header: t('funds.columns.time'),
            cell: (deposit) => formatDateTime(deposit.createdAt, language),
          },
          { key: 'channel', header: t('funds.columns.channel'), cell: (deposit) => deposit.channelName },
          {
            key: 'order',
            header: t('funds.columns.order_no'),
            className: styles.reference,
            cell: (deposit) => deposit.orderNo,
          },
          {
            key: 'amount',
            header: t('funds.columns.amount'),
            numeric: true,
            cell: (deposit) => <Money minor={deposit.amount} currency={currency} />,
          },
          {
            key: 'status',
            header: t('funds.columns.status'),
            cell: (deposit) => (
              <span className={styles.status} data-status={deposit.status}>
                {t(`funds.deposit.status.${deposit.status}`)}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Spec §2 depositv2: pick a channel, give the amount (and the bank reference), then pay. */
export default function DepositTab() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const channels = useDepositChannels();
  const money = useMoneyText(currency);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [created, setCreated] = useState<CreateDepositResult | null>(null);

  if (channels.isError) return <ListError error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!channels.data || !currency) return <ListSkeleton rows={2} />;
  const list = channels.data;
  const channel = list.find((item) => item.id === chosenId) ?? list[0];

  return (
    <div className={styles.stack}>
      {created ? (
        <BankInstructions result={created} currency={currency} onDone={() => setCreated(null)} />
      ) : list.length === 0 || !channel ? (
        <section className={styles.card}>
          <p className={styles.lead}>{t('funds.deposit.no_channels')}</p>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="deposit-channels">
          <h3 id="deposit-channels" className={styles.cardTitle}>
            <Icon name="wallet" size={20} />
            {t('funds.deposit.channel')}
          </h3>
          <div className={styles.channels} role="radiogroup" aria-labelledby="deposit-channels">
            {list.map((item) => (
              <label key={item.id} className={styles.channel}>
                <input
                  type="radio"
                  name="channel"
                  value={item.id}
                  checked={item.id === channel.id}
                  onChange={() => setChosenId(item.id)}
                />
                <span className={styles.channelIcon} aria-hidden="true">
                  <Icon name={item.kind === 'manual-bank' ? 'wallet' : 'globe'} size={22} />
                </span>
                <span className={styles.channelText}>
                  <span className={styles.channelName}>{item.name}</span>
                  <span className={styles.channelKind}>{t(`funds.deposit.kinds.${item.kind}`)}</span>
                  <span className={styles.channelLimits}>
                    {t('funds.deposit.limits', { min: money(item.minAmount), max: money(item.maxAmount) })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {/* A new channel gets a fresh form: its limits, fields and request key differ. */}
          <DepositForm key={channel.id} channel={channel} currency={currency} onCreated={setCreated} />
        </section>
      )}
      <RecentDeposits currency={currency} />
    </div>
  );
}
