import type { LotteryGame } from '@platform/contract/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useBefore } from '../../../lib/timing.ts';
import { useLotteryGames, useRefreshAfterDraw } from '../api/use-lottery.ts';
import { VARIANT_FAMILIES } from '../lib/markets.ts';
import { countdownText, useNow } from '../lib/use-now.ts';
import { BetSlip } from './bet-slip.tsx';
import { DrawResult } from './draw-result.tsx';
import { DrawVerifier } from './draw-verifier.tsx';
import styles from './lottery.module.css';
import { MySlips } from './my-slips.tsx';
import { RecentResults } from './recent-results.tsx';

export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';

/**
 * Lottery (lazy area): /lottery (the fast lotteries), /vnLottery and /seaLottery; ?gameCode= picks
 * the lottery among the page's tabs (spec §2). Bet on the open draw, follow the slips, check a draw.
 */
export default function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const asked = params.get('gameCode');
  const games = useLotteryGames();
  const families: readonly string[] = VARIANT_FAMILIES[variant];
  const list = (games.data ?? []).filter((game) => families.includes(game.family));
  const game = list.find((g) => g.gameCode === asked) ?? list[0];
  return (
    <Page>
      <PageHeader
        icon="ball"
        eyebrow={t('lottery.eyebrow')}
        title={t(`lottery.${variant}`)}
        description={t('lottery.description')}
        actions={
          asked ? (
            <span className={styles.code}>
              {t('lottery.game_code')}: <strong>{asked}</strong>
            </span>
          ) : null
        }
      />
      {games.isError ? (
        <ListError error={games.error} onRetry={() => void games.refetch()} />
      ) : !games.data ? (
        <ListSkeleton />
      ) : game ? (
        <>
          <LotteryTabs games={list} current={game.gameCode} />
          <LotteryBoard key={game.gameCode} game={game} />
        </>
      ) : (
        <EmptyState icon="ball" />
      )}
    </Page>
  );
}

/** The page's lotteries as tabs; each is a link to ?gameCode=, so a tab can be shared. */
function LotteryTabs({ games, current }: { games: readonly LotteryGame[]; current: string }) {
  const { t } = useTranslation('pages');
  return (
    <nav className={styles.tabs} aria-label={t('lottery.tabs')}>
      {games.map((g) => (
        <Link
          key={g.gameCode}
          to={{ search: `?gameCode=${g.gameCode}` }}
          className={styles.tab}
          aria-current={g.gameCode === current ? 'page' : undefined}
        >
          {t(`lottery.game.${g.gameCode}`, { defaultValue: g.gameCode })}
        </Link>
      ))}
    </nav>
  );
}

/** One lottery: its open draw and countdown, the slip, the member's slips, results and the verifier. */
function LotteryBoard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('pages');
  const [verifying, setVerifying] = useState<string | null>(null);
  useRefreshAfterDraw(game.next?.drawsAt ?? null);
  // The site's clock hook: turns false by itself at the close, without a render every second.
  const beforeClose = useBefore(game.next?.closesAt ?? null);
  const open = game.next !== null && game.next.status === 'open' && beforeClose;
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <Panel title={t('lottery.draws')} icon="clock">
          <div className={styles.drawHead}>
            <div>
              <p className={styles.muted}>{t('lottery.next_draw')}</p>
              <p className={styles.mono}>{game.next?.drawId ?? t('lottery.no_draw')}</p>
            </div>
            <Countdown closesAt={open ? (game.next?.closesAt ?? null) : null} />
          </div>
          {game.last ? (
            <div className={styles.lastResult}>
              <p className={styles.muted}>{t('lottery.last_result', { drawId: game.last.drawId })}</p>
              <DrawResult draw={game.last} />
            </div>
          ) : null}
          {game.next ? (
            <p className={styles.hashLine}>
              <span className={styles.muted}>{t('lottery.verify.hash')}</span>{' '}
              <span className={styles.mono}>{game.next.serverSeedHash}</span>
            </p>
          ) : null}
        </Panel>
        <Panel title={t('lottery.slip.title')} icon="ticket">
          <BetSlip game={game} open={open} />
        </Panel>
      </div>
      <div className={styles.column}>
        <Panel title={t('lottery.slips.title')} icon="wallet">
          <MySlips gameCode={game.gameCode} />
        </Panel>
        <Panel title={t('lottery.results')} icon="trophy">
          <RecentResults gameCode={game.gameCode} onVerify={setVerifying} />
        </Panel>
        {verifying ? (
          <Panel title={t('lottery.verify.title')} icon="shield">
            <DrawVerifier drawId={verifying} />
          </Panel>
        ) : null}
      </div>
    </div>
  );
}

/** The time left to bet, ticking each second; only this line renders again with the clock. */
function Countdown({ closesAt }: { closesAt: string | null }) {
  const { t } = useTranslation('pages');
  const now = useNow();
  const left = closesAt === null ? 0 : new Date(closesAt).getTime() - now;
  return (
    <div className={styles.countdown} role="timer" aria-live="off">
      <span className={styles.muted}>{closesAt === null ? t('lottery.closed') : t('lottery.closes_in')}</span>
      <strong className={styles.clock}>{countdownText(left)}</strong>
    </div>
  );
}
