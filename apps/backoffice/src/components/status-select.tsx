import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's status (or role, or kind) filter in the reader's words; cleared, it shows every value. */
export function StatusSelect(props: {
  statuses: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  /** The words of each value; the shared status words by default. */
  words?: (value: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={props.label}
      // The placeholder names the filter, since the list's header shows no label above it.
      placeholder={`${props.label}: ${t('common.all')}`}
      clearable
      value={props.value}
      onChange={props.onChange}
      data={props.statuses.map((value) => ({ value, label: props.words?.(value) ?? t(`status.${value}`) }))}
    />
  );
}
