import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending: 'yellow',
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  credited: 'green',
  posted: 'green',
  closed: 'green',
  disputed: 'orange',
  failed: 'red',
  rejected: 'red',
};

/** A record's status in the reader's words, coloured by what it asks of the operator. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
