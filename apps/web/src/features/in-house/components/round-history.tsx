import type { InHouseGame, InHouseRound } from '@platform/contract/in-house';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useRecentRounds } from '../api/use-in-house.ts';
import { useInHouseWallet } from '../lib/money.ts';
import { type Verification, verifyRound } from '../lib/verify-round.ts';
import { type RoundBet, RoundBetsTable } from './round-bets-table.tsx';
import styles from './round-history.module.css';
import { VerificationStatus } from './verification-status.tsx';

export type { RoundBet } from './round-bets-table.tsx';

/** How a game words its rounds: the outcome in one line, and the name of a bet. */
export interface RoundDescriber {
  outcome: (round: InHouseRound) => ReactNode;
  spot: (bet: RoundBet) => string;
}

/** Without a game's own words: the engine's spot names as they are. */
const PLAIN: RoundDescriber = { outcome: () => null, spot: (bet) => bet.spot };

function RoundDetails({ round, describe }: { round: InHouseRound; describe: RoundDescriber }) {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  const [check, setCheck] = useState<Verification | null>(null);
  const outcome = describe.outcome(round);
  return (
    <div className={styles.details}>
      {outcome ? (
        <p className={styles.outcome}>
          <span className={styles.label}>{t('history.outcome')}</span> {outcome}
        </p>
      ) : null}
      <RoundBetsTable
        bets={round.bets}
        className={styles.bets}
        caption={t('history.bets')}
        spotName={describe.spot}
        returned={(bet) => (bet.returned === null ? t('history.in_play') : money(bet.returned))}
      />
      <dl className={styles.seeds}>
        <div>
          <dt>{t('history.nonce')}</dt>
          <dd className="tabular">{round.nonce}</dd>
        </div>
        <div>
          <dt>{t('history.client_seed')}</dt>
          <dd className={styles.hex}>{round.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('history.server_hash')}</dt>
          <dd className={styles.hex}>{round.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('history.server_seed')}</dt>
          <dd className={styles.hex}>{round.serverSeed ?? t('history.not_revealed')}</dd>
        </div>
      </dl>
      <div className={styles.verify}>
        <Button variant="secondary" size="sm" onClick={() => setCheck(verifyRound(round))}>
          {t('history.verify')}
        </Button>
        {check ? <VerificationStatus status={check.status} /> : null}
      </div>
    </div>
  );
}

function HistoryRow({ round, describe }: { round: InHouseRound; describe: RoundDescriber }) {
  const { t } = useTranslation('inHouse');
  const language = useLanguage();
  const { money } = useInHouseWallet();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const net = round.totalReturn === null ? null : round.totalReturn - round.stake;
  return (
    <li className={styles.row} data-open={open || undefined}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={t('history.details', { id: round.id })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.when}>
          <span className={styles.id}>#{round.id}</span>
          <time dateTime={round.createdAt}>{formatDateTime(round.createdAt, language)}</time>
        </span>
        <span className={styles.cell}>
          <span className={styles.label}>{t('history.stake')}</span>
          <span className="tabular">{money(round.stake)}</span>
        </span>
        <span className={styles.cell}>
          <span className={styles.label}>{t('history.return')}</span>
          <span
            className="tabular"
            data-net={net === null ? undefined : net > 0 ? 'up' : net < 0 ? 'down' : 'even'}
          >
            {round.totalReturn === null ? t('history.in_play') : money(round.totalReturn)}
          </span>
        </span>
        <span className={`${styles.cell} ${styles.balance}`}>
          <span className={styles.label}>{t('history.balance')}</span>
          <span className="tabular">
            {money(round.balanceBefore)} → {money(round.balanceAfter)}
          </span>
        </span>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <div id={detailsId} hidden={!open}>
        {open ? <RoundDetails round={round} describe={describe} /> : null}
      </div>
    </li>
  );
}

/** The member's last rounds of this game, newest first, each opening to its bets, seeds and a check. */
export function RoundHistory({ game, describe = PLAIN }: { game: InHouseGame; describe?: RoundDescriber }) {
  const { t } = useTranslation('inHouse');
  const recent = useRecentRounds();
  const rounds = recent.data?.filter((round) => round.game === game);
  return (
    <Panel title={t('history.title')} icon="clock">
      {rounds ? (
        rounds.length > 0 ? (
          <ul className={styles.list}>
            {rounds.map((round) => (
              <HistoryRow key={round.id} round={round} describe={describe} />
            ))}
          </ul>
        ) : (
          <EmptyState icon="clock">
            <p>{t('history.empty')}</p>
          </EmptyState>
        )
      ) : recent.isError ? (
        <ListError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : (
        <ListSkeleton />
      )}
    </Panel>
  );
}
