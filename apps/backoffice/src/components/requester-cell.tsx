import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../lib/format.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Who asked for a change awaiting a second operator, and when; marked when it was the operator
 * looking, who may withdraw it but not approve it.
 */
export function RequesterCell(props: { name: string; mine: boolean; at: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" style={NOWRAP}>
        {props.name}
        {props.mine && (
          <Text span size="xs" c="blue" ml={6}>
            {t('common.yours')}
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed" style={NOWRAP}>
        {formatMoment(props.at)}
      </Text>
    </Stack>
  );
}
