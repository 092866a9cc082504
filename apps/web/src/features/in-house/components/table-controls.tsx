import type { InHouseRound } from '@platform/contract/in-house';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useInHouseWallet } from '../lib/money.ts';
import { inHouseErrorText } from '../lib/round-error.ts';
import type { TableGame } from '../lib/use-table-game.ts';
import { ChipTray } from './chip-tray.tsx';
import { type RoundBet, RoundBetsTable } from './round-bets-table.tsx';
import styles from './table-controls.module.css';

/** What the round just played gave back, bet by bet, once the table has shown it. */
export function RoundResult({
  round,
  spotName,
}: {
  round: InHouseRound;
  spotName: (bet: RoundBet) => string;
}) {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  const total = round.totalReturn ?? 0;
  return (
    <section className={styles.result} aria-label={t('common.result')} data-won={total > 0 || undefined}>
      <p className={styles.headline} role="status">
        {total > 0 ? t('common.won', { amount: money(total) }) : t('common.lost')}
      </p>
      <RoundBetsTable
        bets={round.bets}
        className={styles.bets}
        spotName={spotName}
        // What came back (a push or a half loss returns part of the stake); nothing is a loss.
        returned={(bet) => ((bet.returned ?? 0) > 0 ? money(bet.returned ?? 0) : t('common.lose'))}
        won={(bet) => (bet.returned ?? 0) > bet.stake}
      />
    </section>
  );
}

interface TableControlsProps {
  table: TableGame;
  /** The button that plays: Deal, Spin, Roll. */
  playLabel: string;
  spotName: (bet: RoundBet) => string;
}

/**
 * Under every table: the chips, the total bet against the balance, undo, clear, rebet and the
 * button that plays, the server's refusal in the reader's words, and the result of the round.
 */
export function TableControls({ table, playLabel, spotName }: TableControlsProps) {
  const { t } = useTranslation('inHouse');
  const { balance, money } = useInHouseWallet();
  const { limits, slip, place, round, revealed } = table;
  if (!limits)
    return table.limitsQuery.isError ? (
      <div className={styles.error} role="alert">
        <p>{t('common.unavailable')}</p>
        <Button variant="secondary" size="sm" onClick={() => void table.limitsQuery.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    ) : (
      <p className={styles.muted} aria-busy="true">
        {t('common.loading')}
      </p>
    );
  const over = balance !== undefined && slip.total > balance;
  const busy = place.isPending || !revealed;
  return (
    <div className={styles.controls}>
      <div className={styles.row}>
        <ChipTray
          limits={limits}
          value={table.chip}
          onChange={table.setChip}
          affordable={balance === undefined ? undefined : balance - slip.total}
        />
        <dl className={styles.totals}>
          <div>
            <dt>{t('common.total_bet')}</dt>
            <dd className="tabular">{money(slip.total)}</dd>
          </div>
          <div>
            <dt>{t('common.balance')}</dt>
            <dd className="tabular">{balance === undefined ? '…' : money(balance)}</dd>
          </div>
        </dl>
      </div>
      <p className={styles.muted}>{t('common.limits', { min: money(limits.min), max: money(limits.max) })}</p>
      <div className={styles.buttons}>
        <Button variant="ghost" size="sm" onClick={slip.undo} disabled={!slip.canUndo || busy}>
          {t('common.undo')}
        </Button>
        <Button variant="ghost" size="sm" onClick={slip.clear} disabled={slip.isEmpty || busy}>
          {t('common.clear')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="refresh" size={16} />}
          onClick={slip.rebet}
          disabled={!slip.canRebet || busy}
        >
          {t('common.rebet')}
        </Button>
        <Button
          size="lg"
          className={styles.play}
          onClick={table.play}
          disabled={slip.isEmpty || over || !revealed}
          busy={place.isPending}
        >
          {playLabel}
        </Button>
      </div>
      <div className={styles.messages}>
        {over ? (
          <p className={styles.warning} role="alert">
            {t('common.over_balance')}
          </p>
        ) : null}
        {table.atMax ? (
          <p className={styles.warning} role="status">
            {t('common.at_max')}
          </p>
        ) : null}
        {place.isError ? (
          <p className={styles.warning} role="alert">
            {inHouseErrorText(place.error, t, money)}
          </p>
        ) : null}
        {slip.isEmpty && !round ? <p className={styles.muted}>{t('common.empty_table')}</p> : null}
      </div>
      {round && revealed ? <RoundResult round={round} spotName={spotName} /> : null}
    </div>
  );
}
