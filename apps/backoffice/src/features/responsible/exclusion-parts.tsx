import { Badge } from '@mantine/core';
import type { AdminExclusion } from '@platform/contract/responsible';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/** How an exclusion is shown in both lists: its kind, period, end and whether it holds now. */
export function useExclusionText() {
  const { t } = useTranslation();
  return {
    kind: (exclusion: AdminExclusion) => t(`responsible.kinds.${exclusion.kind}`),
    period: (exclusion: AdminExclusion) =>
      t(`responsible.periods.${exclusion.period}`, { defaultValue: exclusion.period }),
    ends: (exclusion: AdminExclusion) =>
      exclusion.endsAt === null ? t('responsible.permanent') : formatMoment(exclusion.endsAt),
  };
}

export function InForceBadge({ inForce }: { inForce: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={inForce ? 'red' : 'gray'}>
      {t(inForce ? 'responsible.inForce' : 'responsible.ended')}
    </Badge>
  );
}
