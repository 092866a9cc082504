import { walletTransferFormSchema } from '@platform/contract/money-forms';
import { minorToInput } from '@platform/contract/money-text';
import type { ConsolidatedFunds } from '@platform/contract/wallet';
import { MAIN_WALLET } from '@platform/contract/wallet-constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, amountInput, Form, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { newRequestKey } from '../../../lib/amount.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useWalletTransfer } from '../api/use-wallet-transfer.ts';
import { Money } from './money.tsx';
import styles from './wallet-pages.module.css';

type Direction = 'in' | 'out';

/**
 * Spec §7 GCS_walletTransfer on the wallet page: money into a game's own wallet before playing it,
 * and back to the main wallet after. Shown only when the merchant has such games.
 */
export function GameWalletTransfer({ funds }: { funds: ConsolidatedFunds }) {
  const { t } = useTranslation('pages');
  const transfer = useWalletTransfer();
  const games = funds.wallets.filter((wallet) => wallet.code !== MAIN_WALLET);
  const main = funds.wallets.find((wallet) => wallet.code === MAIN_WALLET)?.balance ?? 0;
  const [code, setCode] = useState(games[0]?.code ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [done, setDone] = useState<string | null>(null);
  // A retry of the same filled-in form keeps its request id, so money moves once.
  const attempt = useRef<{ id: string; key: string } | null>(null);
  const game = games.find((wallet) => wallet.code === code) ?? games[0];
  const source = direction === 'in' ? main : (game?.balance ?? 0);
  // The typed text read into minor units; the contract's rule holds it to the source wallet.
  const amount = amountInput({ exponent: funds.currencyExponent, min: 0, max: Number.MAX_SAFE_INTEGER });
  const form = useContractForm(walletTransferFormSchema(source, amount), { defaultValues: { amount: '' } });
  const request = useFormRequest(form);

  if (!game) return null;

  const submit = request.submit((values) => {
    if (transfer.isPending) return;
    const from = direction === 'in' ? MAIN_WALLET : game.code;
    const to = direction === 'in' ? game.code : MAIN_WALLET;
    const key = `${from}>${to}:${values.amount}`;
    if (attempt.current?.key !== key) attempt.current = { id: newRequestKey(), key };
    transfer.mutate(
      { from, to, amount: values.amount, requestId: attempt.current.id },
      {
        onSuccess: () => {
          attempt.current = null;
          form.reset();
          setDone(
            direction === 'in'
              ? t('funds.games.done_in', { game: game.name })
              : t('funds.games.done_out', { game: game.name }),
          );
        },
        onError: (error) =>
          request.refused(error, ['amount'], {
            INSUFFICIENT_FUNDS: {
              field: 'amount',
              problem: { key: 'amount_above_balance', params: { max: source } },
            },
          }),
      },
    );
  });

  return (
    <section className={styles.card} aria-labelledby="game-wallets">
      <h3 id="game-wallets" className={styles.cardTitle}>
        <Icon name="refresh" size={20} />
        {t('funds.games.title')}
      </h3>
      <p className={styles.lead}>{t('funds.games.lead')}</p>
      <Form
        form={form}
        onSubmit={(event) => {
          setDone(null);
          return submit(event);
        }}
        className={styles.form}
      >
        <fieldset className={styles.choiceGroup}>
          <legend className="visually-hidden">{t('funds.games.choose')}</legend>
          {games.map((wallet) => (
            <label key={wallet.code} className={styles.channel}>
              <input
                type="radio"
                name="gameWallet"
                value={wallet.code}
                checked={wallet.code === game.code}
                onChange={() => setCode(wallet.code)}
              />
              <span className={styles.channelText}>
                <span className={styles.channelName}>{wallet.name}</span>
                <Money minor={wallet.balance} currency={funds} className={styles.channelLimits} />
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choiceGroup}>
          <legend className="visually-hidden">{t('funds.games.direction')}</legend>
          {(['in', 'out'] as const).map((option) => (
            <label key={option} className={styles.channel}>
              <input
                type="radio"
                name="direction"
                value={option}
                checked={direction === option}
                onChange={() => setDirection(option)}
              />
              <span className={styles.channelText}>
                <span className={styles.channelName}>
                  {option === 'in'
                    ? t('funds.games.to_game', { game: game.name })
                    : t('funds.games.to_main', { game: game.name })}
                </span>
                <span className={styles.channelLimits}>
                  {t('funds.games.available')}{' '}
                  <Money minor={option === 'in' ? main : game.balance} currency={funds} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField
          label={t('funds.games.amount')}
          name="amount"
          currency={funds}
          trailing={
            <button
              type="button"
              className={styles.fieldAction}
              disabled={source < 1}
              onClick={() => form.setValue('amount', minorToInput(source, funds.currencyExponent))}
            >
              {t('funds.games.all')}
            </button>
          }
        />
        {request.failure !== null ? (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(request.failure, t)}
          </p>
        ) : null}
        {done ? (
          <p className={styles.balanceLine} role="status">
            {done}
          </p>
        ) : null}
        <Button type="submit" size="lg" busy={transfer.isPending}>
          {t('funds.games.submit')}
        </Button>
      </Form>
    </section>
  );
}
