import type { LaunchGame } from '@platform/contract/games';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { openBlankWindow, readGameLaunch } from '../../../lib/game-launch.ts';
import styles from './seamless-page.module.css';

/**
 * A game that wants its own window, reached here because the browser blocked that window: a
 * button is a fresh click, which browsers let open one.
 */
function OpenInWindow({ launch }: { launch: LaunchGame }) {
  const { t } = useTranslation('pages');
  const [blocked, setBlocked] = useState(false);
  const openGame = () => {
    const opened = openBlankWindow();
    if (opened) opened.location.href = launch.url;
    setBlocked(!opened);
  };
  return (
    <div className={styles.window}>
      <EmptyState icon="play" title={t('seamless.window_title', { name: launch.gameName })}>
        <p>{t(blocked ? 'seamless.window_blocked' : 'seamless.window_text')}</p>
        <Button size="lg" icon={<Icon name="play" size={18} />} onClick={openGame}>
          {t('seamless.window_open')}
        </Button>
      </EmptyState>
    </div>
  );
}

/**
 * Seamless (lazy area, spec §2 /seamless): the launched game in a frame, without side menu and
 * footer, under a slim bar with the way back, the balance the game plays from and a reload.
 */
export default function SeamlessPage({ balance }: { balance?: ReactNode }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const launch = readGameLaunch(Number(params.get('nodeId')) || null);
  // A new key reloads the frame: the vendor's page starts over from the same launch.
  const [frameKey, setFrameKey] = useState(0);

  if (!launch)
    return (
      <div className={styles.empty}>
        <EmptyState icon="play" title={t('seamless.none_title')}>
          <p>{t('seamless.none_text')}</p>
          <Link to="/" className={buttonClass('primary', 'md')}>
            {t('seamless.home')}
          </Link>
        </EmptyState>
      </div>
    );

  // The first page of this visit has no page of ours behind it: back goes home instead.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <button type="button" className={styles.barButton} onClick={back} aria-label={t('seamless.back')}>
          <Icon name="chevronLeft" size={18} />
          <span className={styles.hideNarrow} aria-hidden="true">
            {t('seamless.back')}
          </span>
        </button>
        <h1 className={styles.title}>
          <span className={styles.name}>{launch.gameName}</span>
          <span className={styles.vendor}>{launch.vassalage}</span>
          {launch.freeTrial ? <span className={styles.trial}>{t('seamless.free_trial')}</span> : null}
        </h1>
        {balance && !launch.freeTrial ? <div className={styles.balance}>{balance}</div> : null}
        {launch.target === 'iframe' ? (
          <button
            type="button"
            className={styles.barButton}
            onClick={() => setFrameKey((key) => key + 1)}
            aria-label={t('seamless.reload')}
          >
            <Icon name="refresh" size={18} />
            <span className={styles.hideNarrow} aria-hidden="true">
              {t('seamless.reload')}
            </span>
          </button>
        ) : null}
      </div>
      {launch.target === 'iframe' ? (
        <iframe
          key={frameKey}
          className={styles.frame}
          src={launch.url}
          title={launch.gameName}
          allow="fullscreen; autoplay"
          allowFullScreen
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      ) : (
        <OpenInWindow launch={launch} />
      )}
    </div>
  );
}
