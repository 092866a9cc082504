import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { VerificationStatus } from '../../in-house/index.ts';
import { useLotteryDraw } from '../api/use-lottery.ts';
import { verifyDraw } from '../lib/verify-draw.ts';
import { DrawResult } from './draw-result.tsx';
import styles from './lottery.module.css';

/**
 * Checks one draw in this browser (DESIGN §6): fetches it afresh, hashes its revealed seed against
 * the commitment and draws the numbers again with the engine, showing every input used.
 */
export function DrawVerifier({ drawId }: { drawId: string }) {
  const { t } = useTranslation('pages');
  const draw = useLotteryDraw(drawId);
  if (draw.isError) return <ListError error={draw.error} onRetry={() => void draw.refetch()} />;
  if (!draw.data) return <ListSkeleton rows={2} />;
  const check = verifyDraw(draw.data);
  return (
    <div className={styles.verifier}>
      <VerificationStatus status={check.status} long />
      <dl className={styles.facts}>
        <dt>{t('lottery.verify.draw')}</dt>
        <dd className={styles.mono}>{draw.data.drawId}</dd>
        <dt>{t('lottery.verify.hash')}</dt>
        <dd className={styles.mono}>{draw.data.serverSeedHash}</dd>
        <dt>{t('lottery.verify.seed')}</dt>
        <dd className={styles.mono}>{draw.data.serverSeed ?? t('lottery.verify.secret')}</dd>
        <dt>{t('lottery.verify.published')}</dt>
        <dd>
          <DrawResult draw={draw.data} />
        </dd>
        {check.recomputed !== undefined ? (
          <>
            <dt>{t('lottery.verify.recomputed')}</dt>
            <dd>
              <DrawResult draw={{ ...draw.data, result: check.recomputed }} />
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.muted}>{t('lottery.verify.how')}</p>
    </div>
  );
}
