import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { OperatorLoginSchema } from '@platform/contract/operators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useLogin } from './api/use-login.ts';

/** Staff sign-in: name and password, then the authenticator code when the account has one. */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLogin();
  const [askCode, setAskCode] = useState(false);
  const form = useContractForm(OperatorLoginSchema, { username: '', password: '', totpCode: undefined });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'TOTP_REQUIRED') setAskCode(true);
        showServerFieldErrors(form, error);
      },
    }),
  );
  const failure =
    login.error instanceof ApiError && login.error.code === 'TOTP_REQUIRED' ? null : login.error;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>{t('login.title')}</Title>
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {askCode && (
            <TextInput
              label={t('login.totpCode')}
              description={t('login.totpHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.totpCode?.message}
              {...form.register('totpCode', { setValueAs: (value: string) => value || undefined })}
            />
          )}
          {failure && <Alert color="red">{errorText(failure)}</Alert>}
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
