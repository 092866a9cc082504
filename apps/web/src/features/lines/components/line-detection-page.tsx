import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useDomainRoute } from '../api/use-domain-route.ts';
import { useLineTimes } from '../hooks/use-line-times.ts';
import { addressOnLine, fastestLine } from '../measure-line.ts';
import styles from './line-detection-page.module.css';

/**
 * Spec §1 line detection: times each of the operator's lines from the player's device, marks the
 * fastest and the one in use, and switches to another line on the same page.
 */
export default function LineDetectionPage() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const route = useDomainRoute();
  const lines = route.data?.lines;
  const { times, measuring, retest } = useLineTimes(lines);
  const timed = (lines ?? []).map((line) => ({ ...line, ms: times[line.url] ?? null }));
  const fastest = measuring ? null : fastestLine(timed);
  const here = window.location.origin;

  return (
    <Page>
      <PageHeader
        icon="globe"
        eyebrow={t('lines.eyebrow')}
        title={t('lines.title')}
        description={t('lines.description')}
      />
      <Panel
        title={t('lines.list')}
        icon="globe"
        action={
          <Button variant="secondary" size="sm" busy={measuring} onClick={retest} disabled={!lines?.length}>
            {measuring ? t('lines.testing') : t('lines.retest')}
          </Button>
        }
      >
        {route.isPending ? <ListSkeleton rows={3} /> : null}
        {route.isError ? <ListError error={route.error} onRetry={() => route.refetch()} /> : null}
        {fastest ? (
          <p className={styles.summary} role="status">
            {t('lines.fastest_summary', { name: fastest.name, ms: fastest.ms })}
          </p>
        ) : null}
        {!measuring && timed.length > 0 && !fastest ? (
          <p className={styles.summary} role="alert">
            {t('lines.all_down')}
          </p>
        ) : null}
        <ul className={styles.lines}>
          {timed.map((line) => {
            const inUse = line.url === here;
            const pending = !(line.url in times);
            return (
              <li key={line.url} className={styles.line} data-fastest={line === fastest || undefined}>
                <div className={styles.name}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.host}>{new URL(line.url).host}</span>
                </div>
                <div className={styles.badges}>
                  {inUse ? <span className={styles.badge}>{t('lines.current')}</span> : null}
                  {line === fastest ? (
                    <span className={styles.badgeFastest}>{t('lines.fastest')}</span>
                  ) : null}
                </div>
                <span
                  className={styles.time}
                  data-state={pending ? 'pending' : line.ms === null ? 'down' : 'up'}
                >
                  {pending
                    ? t('lines.testing')
                    : line.ms === null
                      ? t('lines.no_answer')
                      : t('lines.ms', { ms: line.ms })}
                </span>
                {inUse ? null : (
                  <a
                    className={buttonClass(line === fastest ? 'primary' : 'secondary', 'sm')}
                    href={addressOnLine(line.url, location)}
                    aria-label={t('lines.switch_to', { name: line.name })}
                  >
                    {t('lines.switch')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </Panel>
    </Page>
  );
}
