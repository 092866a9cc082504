import type { Promotion } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatStamp } from '../../../lib/format.ts';
import { remainingTime } from '../promotion-rules.ts';
import styles from './promotions.module.css';

/** Start and end as YYYY/MM/DD HH:mm:ss, or long_term; with `remaining`, the days and hours left (spec §3). */
export function PromotionPeriod({
  promotion,
  remaining = false,
}: {
  promotion: Promotion;
  remaining?: boolean;
}) {
  const { t } = useTranslation('content');
  const end = promotion.longTerm || promotion.endTime === null ? null : promotion.endTime;
  const left = remaining ? remainingTime(end, Date.now()) : null;
  return (
    <div className={styles.period}>
      <p className={styles.periodLine}>
        <Icon name="clock" size={16} />
        <span className="visually-hidden">{t('promotions.period')}</span>
        {end === null ? (
          <span>{t('promotions.long_term')}</span>
        ) : (
          <span className="tabular">
            <time dateTime={promotion.startTime}>{formatStamp(promotion.startTime)}</time>
            {' – '}
            <time dateTime={end}>{formatStamp(end)}</time>
          </span>
        )}
      </p>
      {left ? (
        <p className={styles.remaining}>
          {t('promotions.remaining', { days: left.days, hours: left.hours })}
        </p>
      ) : null}
    </div>
  );
}
