import { TEAM_MAX_DAYS_AFTER, TEAM_PERIODS } from '@platform/contract/agent-centre';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { TeamRange } from '../api/use-team-overview.ts';
import styles from './team-overview.module.css';

const DAY_MS = 86_400_000;

/** Why two chosen days cannot be asked for, or null when they can. */
function problemOf(days: { from: string; to: string }): 'backwards' | 'too_long' | null {
  if (days.from === '' || days.to === '') return null;
  if (days.from > days.to) return 'backwards';
  // Both are calendar days: their UTC midnights are whole days apart.
  if (Date.parse(days.to) - Date.parse(days.from) > TEAM_MAX_DAYS_AFTER * DAY_MS) return 'too_long';
  return null;
}

/**
 * The agent centre's days, the same on every page that reads days (team overview, team betting,
 * team transaction, user loss): a shortcut of the merchant's calendar, or two days; an unfinished,
 * backwards or too long pair keeps the last answer.
 */
export function RangeFilter({ range, onRange }: { range: TeamRange; onRange: (range: TeamRange) => void }) {
  const { t } = useTranslation('pages');
  const [days, setDays] = useState({ from: '', to: '' });
  const problem = problemOf(days);
  const choose = (next: { from: string; to: string }) => {
    setDays(next);
    if (next.from && next.to && !problemOf(next)) onRange(next);
  };
  return (
    <div className={styles.filters}>
      <fieldset className={styles.shortcuts}>
        <legend className="visually-hidden">{t('agent.team.period')}</legend>
        {TEAM_PERIODS.map((period) => {
          const chosen = 'period' in range && range.period === period;
          return (
            <Button
              key={period}
              size="sm"
              variant={chosen ? 'primary' : 'secondary'}
              aria-pressed={chosen}
              onClick={() => {
                setDays({ from: '', to: '' });
                onRange({ period });
              }}
            >
              {t(`agent.team.periods.${period}`)}
            </Button>
          );
        })}
      </fieldset>
      <label className={styles.dateField}>
        <span>{t('agent.team.from')}</span>
        <input
          type="date"
          value={days.from}
          onChange={(event) => choose({ ...days, from: event.target.value })}
        />
      </label>
      <label className={styles.dateField}>
        <span>{t('agent.team.to')}</span>
        <input
          type="date"
          value={days.to}
          onChange={(event) => choose({ ...days, to: event.target.value })}
        />
      </label>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {t(`agent.team.${problem}`, { days: TEAM_MAX_DAYS_AFTER + 1 })}
        </p>
      ) : null}
    </div>
  );
}
