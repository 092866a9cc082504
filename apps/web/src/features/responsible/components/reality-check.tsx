import type { PlaySession } from '@platform/contract/responsible';
import type { SiteConfig } from '@platform/contract/system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { showNotice } from '../../../lib/notice.ts';
import { useLogout } from '../../auth/index.ts';
import { Money } from '../../wallet/index.ts';
import { usePlaySession } from '../api/use-play-session.ts';
import styles from './reality-check.module.css';

/** How long before the session time limit ends the player is told. */
export const SESSION_END_WARNING_MS = 5 * 60_000;
/** When the server still names a check already shown (clocks apart), ask again after this. */
const RETRY_MS = 30_000;

/** Runs `action` at `iso` (at once when it has passed); cleared when the moment changes. */
function useAt(iso: string | null, action: () => void, offsetMs = 0) {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!iso) return;
    const timer = setTimeout(() => latest.current(), Math.max(0, Date.parse(iso) - offsetMs - Date.now()));
    return () => clearTimeout(timer);
  }, [iso, offsetMs]);
}

/**
 * The reality check while a real member is logged in: at each `nextCheckAt` the session's time,
 * stakes and net result, with continue (the next check is read afresh) or stop (logout). Also warns
 * a few minutes before a session time limit ends the session.
 */
export default function RealityCheck({ currency }: { currency: SiteConfig['currency'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = usePlaySession();
  const logout = useLogout();
  // The figures shown, and the check they answer (its time is when the time played is counted to).
  const [shown, setShown] = useState<{ session: PlaySession; dueAt: string } | null>(null);
  // The check last shown: a later answer naming it again must not show it twice.
  const handled = useRef<string | null>(null);
  const { refetch } = session;
  const nextCheckAt = session.data?.nextCheckAt ?? null;
  const endsAt = session.data?.endsAt ?? null;
  // How far the server's clock is ahead of this browser's, read when the answer arrived: the
  // moments below are the server's, so a browser clock set wrong moves nothing.
  const skewMs = session.data ? Date.parse(session.data.serverTime) - session.dataUpdatedAt : 0;
  const waiting = shown === null ? nextCheckAt : null;

  useAt(
    waiting,
    () => {
      if (waiting === handled.current) {
        setTimeout(() => void refetch(), RETRY_MS);
        return;
      }
      handled.current = waiting;
      const dueAt = waiting;
      // The figures as they stand now, not as they stood at the last read.
      void refetch().then((fresh) => {
        const figures = fresh.data ?? session.data;
        if (figures && dueAt) setShown({ session: figures, dueAt });
      });
    },
    skewMs,
  );

  useAt(
    endsAt,
    () => {
      if (endsAt)
        showNotice({
          tone: 'warning',
          text: t('safer_play.session_ending', { time: formatDateTime(endsAt, language) }),
        });
    },
    SESSION_END_WARNING_MS + skewMs,
  );

  if (!shown) return null;
  // Counted on the server's times alone, so a browser clock set wrong cannot misstate it.
  const played = Math.max(
    0,
    Math.floor((Date.parse(shown.dueAt) - Date.parse(shown.session.startedAt)) / 60_000),
  );
  const money = { currencySymbol: currency.symbol, currencyExponent: currency.exponent };
  return (
    <Modal open onClose={() => {}} dismissible={false} title={t('safer_play.reality_title')} size="sm">
      <p className={styles.lead}>{t('safer_play.reality_lead')}</p>
      <dl className={styles.facts}>
        <dt>{t('safer_play.played')}</dt>
        <dd>{t('safer_play.duration', { hours: Math.floor(played / 60), minutes: played % 60 })}</dd>
        <dt>{t('safer_play.staked')}</dt>
        <dd>
          <Money minor={shown.session.staked} currency={money} />
        </dd>
        <dt>{t('safer_play.net')}</dt>
        <dd>
          <Money minor={shown.session.net} currency={money} signed />
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => logout.mutate(undefined, { onSettled: () => setShown(null) })}
        >
          {t('safer_play.stop')}
        </Button>
        <Button
          onClick={() => {
            setShown(null);
            void refetch();
          }}
        >
          {t('safer_play.continue')}
        </Button>
      </div>
    </Modal>
  );
}
