import { Card, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormFooter } from './form-submit.tsx';

/**
 * The frame of a settings form: its fields in a bordered card as wide as they need (`maw`), then
 * the form's refusal, that it was saved, and Save. Every settings page shares it, so they look alike.
 */
export function SettingForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  maw: number;
  error: string | undefined;
  saved: boolean;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Card withBorder maw={props.maw}>
        <Stack>
          {props.children}
          <FormFooter error={props.error} saved={props.saved} saving={props.saving} />
        </Stack>
      </Card>
    </form>
  );
}
