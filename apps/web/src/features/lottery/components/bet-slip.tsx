import { problemMessage } from '@platform/contract/form-schemas';
import { LotteryBetSchema, type LotteryGame } from '@platform/contract/lottery';
import { parseAmount } from '@platform/contract/money-text';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField, amountInput, Form, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useInHouseWallet } from '../../in-house/index.ts';
import { useWalletBalance } from '../../wallet/index.ts';
import { usePlaceLotterySlip } from '../api/use-lottery.ts';
import { choiceSelection, type MarketPicker, numbersSelection, POSITIONS, pickerOf } from '../lib/markets.ts';
import { potentialWin } from '../lib/potential-win.ts';
import styles from './lottery.module.css';

/** The engine's refusal keys the server names a bet's field with (lottery-slips.service.ts). */
const SELECTION_KEYS = ['lottery.badSelection', 'lottery.unknownMarket'];

interface BetSlipProps {
  game: LotteryGame;
  /** False once the open draw's betting has closed on this device's clock. */
  open: boolean;
}

/** Picks a market and a selection, takes a stake, shows the potential win and places the slip. */
export function BetSlip({ game, open }: BetSlipProps) {
  const { t } = useTranslation('pages');
  const { t: tErrors } = useTranslation();
  const wallet = useInHouseWallet();
  const balance = useWalletBalance();
  const place = usePlaceLotterySlip();
  const markets = game.markets.filter((market) => pickerOf(game.family, market.code) !== null);
  const [marketCode, setMarketCode] = useState(markets[0]?.code ?? '');
  const [position, setPosition] = useState(1);
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [selectionProblem, setSelectionProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);

  const market = markets.find((m) => m.code === marketCode) ?? markets[0];
  const picker = market ? pickerOf(game.family, market.code) : null;
  const currency = { currencySymbol: balance.data?.currencySymbol ?? '', currencyExponent: wallet.exponent };
  const schema = z.object({
    stake: amountInput({ exponent: wallet.exponent, min: game.minStake, max: game.maxStake }),
  });
  const form = useContractForm(schema, { defaultValues: { stake: '' } });
  const request = useFormRequest(form);
  const stakeText = useWatch({ control: form.control, name: 'stake' });
  const typedStake = parseAmount(stakeText ?? '', wallet.exponent);

  if (!market || !picker) return null;

  const selection =
    picker.kind === 'choices'
      ? choice === null
        ? null
        : choiceSelection(picker, position, choice)
      : numbersSelection(picker, typed);

  const chooseMarket = (code: string) => {
    setMarketCode(code);
    setChoice(null);
    setTyped('');
    setSelectionProblem(null);
  };

  const submit = request.submit((values) => {
    setPlaced(null);
    if (!game.next || selection === null) {
      setSelectionProblem(t('lottery.slip.pick_first'));
      return;
    }
    const bet = LotteryBetSchema.parse({ market: market.code, selection, stake: values.stake });
    place.mutate(
      { drawId: game.next.drawId, bets: [bet] },
      {
        onSuccess: (slip) => {
          form.reset();
          setChoice(null);
          setTyped('');
          setPlaced(t('lottery.slip.placed', { drawId: slip.drawId }));
        },
        onError: (error) => {
          const refused = error instanceof ApiError ? error.fields : [];
          if (refused.some((field) => field.key && SELECTION_KEYS.includes(field.key))) {
            setSelectionProblem(t('lottery.slip.bad_selection'));
            return;
          }
          const stake = refused.find((field) => field.field === 'body.bets.0.stake');
          if (stake) {
            // The lottery's stake limits, written with the currency by the amount field.
            const { min, max } = stake.params ?? {};
            const problem =
              min !== undefined && max !== undefined ? { key: 'amount_range', params: { min, max } } : null;
            form.setError(
              'stake',
              problem
                ? { type: 'server', message: problemMessage(problem) }
                : { type: 'text', message: stake.message },
            );
            return;
          }
          request.refused(error, ['stake']);
        },
      },
    );
  });

  return (
    <Form form={form} onSubmit={submit} className={styles.slip}>
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.legend}>{t('lottery.slip.market')}</legend>
        <div className={styles.chips}>
          {markets.map((m) => (
            <label key={m.code} className={styles.chip}>
              <input
                type="radio"
                name="market"
                value={m.code}
                checked={m.code === market.code}
                onChange={() => chooseMarket(m.code)}
              />
              <span>{t(`lottery.market.${m.code}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectionPicker
        picker={picker}
        position={position}
        choice={choice}
        typed={typed}
        onPosition={setPosition}
        onChoice={(value) => {
          setChoice(value);
          setSelectionProblem(null);
        }}
        onTyped={(value) => {
          setTyped(value);
          setSelectionProblem(null);
        }}
      />
      {selectionProblem ? (
        <p className={styles.problem} role="alert">
          {selectionProblem}
        </p>
      ) : null}
      <AmountField
        name="stake"
        label={t('lottery.slip.stake')}
        currency={currency}
        hint={t('lottery.slip.limits', {
          min: wallet.money(game.minStake),
          max: wallet.money(game.maxStake),
        })}
      />
      <p className={styles.potential} aria-live="polite">
        <span>{t('lottery.slip.potential_win')}</span>
        <strong className={styles.number}>
          {typedStake.ok ? wallet.money(potentialWin(typedStake.minor, market.odds)) : '—'}
        </strong>
      </p>
      {request.failure !== null ? (
        <p className={styles.problem} role="alert">
          {apiErrorMessage(request.failure, tErrors)}
        </p>
      ) : null}
      {placed ? (
        <p className={styles.success} role="status">
          {placed}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={place.isPending} disabled={!open}>
        {open ? t('lottery.slip.place') : t('lottery.slip.closed')}
      </Button>
    </Form>
  );
}

interface SelectionPickerProps {
  picker: MarketPicker;
  position: number;
  choice: string | null;
  typed: string;
  onPosition: (position: number) => void;
  onChoice: (choice: string) => void;
  onTyped: (text: string) => void;
}

/** The selection of a market: a position and a choice, or typed numbers. */
function SelectionPicker({
  picker,
  position,
  choice,
  typed,
  onPosition,
  onChoice,
  onTyped,
}: SelectionPickerProps) {
  const { t } = useTranslation('pages');
  if (picker.kind === 'numbers')
    return (
      <label className={styles.numbers}>
        <span className={styles.legend}>
          {picker.count > 1
            ? t('lottery.slip.numbers_list', { n: picker.count, digits: picker.digits })
            : t('lottery.slip.number', { digits: picker.digits })}
        </span>
        <input
          className={styles.numbersInput}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          placeholder={Array.from({ length: picker.count }, () => '0'.repeat(picker.digits)).join(',')}
          onChange={(event) => onTyped(event.target.value)}
        />
      </label>
    );
  const word = (value: string) => (/^[0-9]$/.test(value) ? value : t(`lottery.choice.${value}`));
  return (
    <>
      {picker.positioned ? (
        <fieldset className={styles.choiceGroup}>
          <legend className={styles.legend}>{t('lottery.slip.position')}</legend>
          <div className={styles.chips}>
            {POSITIONS.map((p) => (
              <label key={p} className={styles.chip}>
                <input
                  type="radio"
                  name="position"
                  value={p}
                  checked={p === position}
                  onChange={() => onPosition(p)}
                />
                <span>{t('lottery.slip.position_n', { n: p })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.legend}>{t('lottery.slip.selection')}</legend>
        <div className={picker.choices.length > 3 ? styles.digitGrid : styles.chips}>
          {picker.choices.map((value) => (
            <label key={value} className={styles.chip}>
              <input
                type="radio"
                name="choice"
                value={value}
                checked={value === choice}
                onChange={() => onChoice(value)}
              />
              <span>{word(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
