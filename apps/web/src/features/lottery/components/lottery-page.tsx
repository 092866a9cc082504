import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import styles from './lottery-page.module.css';

export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';

/** Lottery (lazy area): /lottery, /seaLottery and /vnLottery; ?gameCode= picks the game. */
export default function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <Page>
      <PageHeader
        icon="ball"
        eyebrow={t('lottery.eyebrow')}
        title={t(`lottery.${variant}`)}
        description={t('lottery.description')}
        actions={
          gameCode ? (
            <span className={styles.code}>
              {t('lottery.game_code')}: <strong>{gameCode}</strong>
            </span>
          ) : null
        }
      />
      <div className={styles.grid}>
        <Panel title={t('lottery.draws')} icon="clock">
          <EmptyState icon="ball" />
        </Panel>
        <Panel title={t('lottery.results')} icon="trophy">
          <EmptyState icon="ticket" />
        </Panel>
      </div>
    </Page>
  );
}
