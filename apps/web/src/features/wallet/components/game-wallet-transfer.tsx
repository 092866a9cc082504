import type { ConsolidatedFunds } from '@platform/contract/wallet';
import { MAIN_WALLET } from '@platform/contract/wallet-constants';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { minorToInput, newRequestKey, parseAmount } from '../../../lib/amount.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useWalletTransfer } from '../api/use-wallet-transfer.ts';
import { type AmountCheck, useAmountMessage } from './amount-message.ts';
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
  const amountMessage = useAmountMessage(funds);
  const games = funds.wallets.filter((wallet) => wallet.code !== MAIN_WALLET);
  const main = funds.wallets.find((wallet) => wallet.code === MAIN_WALLET)?.balance ?? 0;
  const [code, setCode] = useState(games[0]?.code ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountCheck | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  // A retry of the same filled-in form keeps its request id, so money moves once.
  const attempt = useRef<{ id: string; key: string } | null>(null);

  const game = games.find((wallet) => wallet.code === code) ?? games[0];
  if (!game) return null;
  const source = direction === 'in' ? main : game.balance;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (transfer.isPending || !game) return;
    const parsed = parseAmount(amount, funds.currencyExponent);
    let check: AmountCheck | null = null;
    if (!parsed.ok) check = { problem: parsed.problem };
    else if (parsed.minor < 1) check = { problem: 'format' };
    else if (parsed.minor > source) check = { problem: 'above_balance', max: source };
    setProblem(check);
    setFailure(null);
    setDone(null);
    if (check || !parsed.ok) return;
    const from = direction === 'in' ? MAIN_WALLET : game.code;
    const to = direction === 'in' ? game.code : MAIN_WALLET;
    const key = `${from}>${to}:${parsed.minor}`;
    if (attempt.current?.key !== key) attempt.current = { id: newRequestKey(), key };
    transfer.mutate(
      { from, to, amount: parsed.minor, requestId: attempt.current.id },
      {
        onSuccess: () => {
          attempt.current = null;
          setAmount('');
          setDone(
            direction === 'in'
              ? t('funds.games.done_in', { game: game.name })
              : t('funds.games.done_out', { game: game.name }),
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
            setProblem({ problem: 'above_balance', max: source });
          else setFailure(error);
        },
      },
    );
  }

  return (
    <section className={styles.card} aria-labelledby="game-wallets">
      <h3 id="game-wallets" className={styles.cardTitle}>
        <Icon name="refresh" size={20} />
        {t('funds.games.title')}
      </h3>
      <p className={styles.lead}>{t('funds.games.lead')}</p>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
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
        <TextField
          label={t('funds.games.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          leading={<span className={styles.fieldSymbol}>{funds.currencySymbol}</span>}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem ? amountMessage(problem) : null}
          trailing={
            <button
              type="button"
              className={styles.fieldAction}
              disabled={source < 1}
              onClick={() => setAmount(minorToInput(source, funds.currencyExponent))}
            >
              {t('funds.games.all')}
            </button>
          }
        />
        {failure !== null ? (
          <p className={styles.formError} role="alert">
            {apiErrorMessage(failure, t)}
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
      </form>
    </section>
  );
}
