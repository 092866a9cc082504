import { Alert } from '@mantine/core';
import { useErrorText } from './error-text.ts';

/** A page's failed request above its content, in the reader's words; nothing while there is none. */
export function ErrorAlert(props: { error: unknown }) {
  const errorText = useErrorText();
  if (!props.error) return null;
  return (
    <Alert color="red" mb="md">
      {errorText(props.error)}
    </Alert>
  );
}
