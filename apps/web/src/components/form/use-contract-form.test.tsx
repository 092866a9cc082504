import { checkedForm, formText } from '@platform/contract/form-schemas';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { LANGUAGES, renderForm, startLanguage } from '../../test/form-harness.tsx';
import { TextField } from './text-field.tsx';
import type { useContractForm } from './use-contract-form.ts';

const schema = checkedForm({ username: formText('username'), password: formText('password') }, () => ({}));

const LENGTH = {
  EN: 'Please fill in your password with 6 - 20 characters',
  CN: '请填写 6 - 20 个字符的密码',
  MY: 'စကားဝှက်ကို စာလုံး 6 - 20 လုံးဖြင့် ဖြည့်ပါ',
} as const;

function renderWithServer() {
  let form: ReturnType<typeof useContractForm> | undefined;
  renderForm({
    schema,
    defaultValues: { username: '', password: '' },
    onForm: (current) => {
      form = current;
    },
    children: (
      <>
        <TextField name="username" label="Username" />
        <TextField name="password" label="Password" />
      </>
    ),
  });
  return (error: unknown, fields: readonly string[]) => {
    let shown = false;
    act(() => {
      shown = form?.showServerProblems(error, fields) ?? false;
    });
    return shown;
  };
}

describe.each(LANGUAGES)('server problems in %s', (language) => {
  it('are shown under their fields by key, in the reader’s language', async () => {
    await startLanguage(language);
    const showServer = renderWithServer();
    const error = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'bad',
      fields: [
        {
          field: 'body.password',
          key: 'password_length',
          params: { min: 6, max: 20 },
          message: 'Please fill in your password with 6 - 20 characters',
        },
      ],
    });
    expect(showServer(error, ['username', 'password'])).toBe(true);
    expect(screen.getByText(LENGTH[language])).toBeTruthy();
  });
});

describe('server problems', () => {
  it('put an error code under the field it is about, and the server’s own words when it has no key', async () => {
    await startLanguage('EN');
    const showServer = renderWithServer();
    const taken = new ApiError({
      code: 'ACCOUNT_TAKEN',
      status: 409,
      message: 'taken',
      fields: [{ field: 'body.password', message: 'Too common' }],
    });
    expect(showServer(taken, ['username', 'password'])).toBe(true);
    expect(screen.getByText('This username is already taken')).toBeTruthy();
    expect(screen.getByText('Too common')).toBeTruthy();
  });

  it('leave the request’s own error to the form when no field on screen explains it', async () => {
    await startLanguage('EN');
    const showServer = renderWithServer();
    const locked = new ApiError({ code: 'FORBIDDEN', status: 403, message: 'no' });
    expect(showServer(locked, ['username', 'password'])).toBe(false);
    const elsewhere = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'bad',
      fields: [{ field: 'body.email', key: 'email_format', message: 'E-mail format is incorrect' }],
    });
    expect(showServer(elsewhere, ['username', 'password'])).toBe(false);
  });
});
