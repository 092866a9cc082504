import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's status filter in the reader's words; cleared, it shows every status. */
export function StatusSelect(props: {
  statuses: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={props.label}
      placeholder={t('common.all')}
      clearable
      value={props.value}
      onChange={props.onChange}
      data={props.statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
    />
  );
}
