import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DAY_SPANS, type DaySpan } from '../../../lib/day-range.ts';
import styles from './promotions.module.css';

/** Spec §9 future shortcuts: every promotion, or those ending within a week or 30 days. */
export function EndingFilter({
  span,
  onSpan,
}: {
  span: DaySpan | null;
  onSpan: (span: DaySpan | null) => void;
}) {
  const { t } = useTranslation('content');
  const choices: (DaySpan | null)[] = [null, ...(Object.keys(DAY_SPANS) as DaySpan[])];
  return (
    <fieldset className={styles.ending}>
      <legend className="visually-hidden">{t('promotions.ending.label')}</legend>
      {choices.map((choice) => (
        <Button
          key={choice ?? 'all'}
          size="sm"
          variant={span === choice ? 'primary' : 'secondary'}
          aria-pressed={span === choice}
          onClick={() => onSpan(choice)}
        >
          {t(`promotions.ending.${choice ?? 'all'}`)}
        </Button>
      ))}
    </fieldset>
  );
}
