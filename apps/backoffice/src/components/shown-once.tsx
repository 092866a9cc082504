import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server shows this once and keeps only as a hash or sealed (a temporary password, a
 * vendor's signing secret): what it is for, the value with a copy button, the warning that it will
 * not be shown again, and Close.
 */
export function ShownOnce(props: {
  intro: string;
  value: string;
  warning: string;
  /** Names the value for tests and for the e2e journeys that read it. */
  testId: string;
  /** Short values (a password read over the phone) in a larger type. */
  large?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>{props.intro}</Text>
      <Group wrap="nowrap">
        <Code
          fz={props.large ? 'lg' : undefined}
          data-testid={props.testId}
          style={{ wordBreak: 'break-all' }}
        >
          {props.value}
        </Code>
        <CopyButton value={props.value}>
          {({ copied, copy }) => (
            <Button variant="light" size="compact-sm" onClick={copy}>
              {t(copied ? 'common.copied' : 'common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Alert color="yellow">{props.warning}</Alert>
      <Group justify="flex-end">
        <Button onClick={props.onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
