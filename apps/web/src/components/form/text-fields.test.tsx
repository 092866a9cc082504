import { checkFieldValue, standardRule } from '@platform/contract/field-rules';
import { checkedForm, formText, requiredProblem } from '@platform/contract/form-schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderForm, startLanguage } from '../../test/form-harness.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

const PASSWORD_RULE = standardRule('ALNUM', 6, 20, { required: true, shown: true });
const schema = checkedForm({ nickname: formText('nickname'), password: formText('password') }, (values) => ({
  nickname: requiredProblem(values.nickname),
  password: checkFieldValue('password', PASSWORD_RULE, values.password),
}));

/** Spec §5 texts, as each language's reader sees them. */
const MESSAGES = {
  EN: { required: 'Input cannot be empty', length: 'Please fill in your password with 6 - 20 characters' },
  CN: { required: '输入不能为空', length: '请填写 6 - 20 个字符的密码' },
  MY: { required: 'ထည့်သွင်းမှု ဗလာ မဖြစ်ရပါ', length: 'စကားဝှက်ကို စာလုံး 6 - 20 လုံးဖြင့် ဖြည့်ပါ' },
} as const;

function renderFields() {
  return renderForm({
    schema,
    defaultValues: { nickname: '', password: '' },
    children: (
      <>
        <TextField name="nickname" label="Nickname" required hint="Shown to other players" />
        <PasswordField name="password" label="Password" />
      </>
    ),
  });
}

describe.each(LANGUAGES)('text and password fields in %s', (language) => {
  it('refuses a blank and a short password with the spec’s words, before any request', async () => {
    await startLanguage(language);
    const { user, send, onValid } = renderFields();
    // Blanks are trimmed: spaces alone are empty.
    await user.type(screen.getByLabelText('Nickname'), '   ');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await send();
    expect(await screen.findByText(MESSAGES[language].required)).toBeTruthy();
    expect(screen.getByText(MESSAGES[language].length)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('text and password fields', () => {
  it('wire label, hint, error and required for assistive tech', async () => {
    await startLanguage('EN');
    const { user, send } = renderFields();
    await user.type(screen.getByLabelText('Password'), 'abc123');
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Shown to other players')).toBeTruthy();
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    await send();
    const error = await screen.findByText('Input cannot be empty');
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.getAttribute('aria-describedby')).toBe(error.id);
    // The error takes the hint's place.
    expect(screen.queryByText('Shown to other players')).toBeNull();
  });

  it('sends trimmed text and the password as typed', async () => {
    await startLanguage('EN');
    const { user, send, onValid } = renderFields();
    await user.type(screen.getByLabelText('Nickname'), '  Lucky  ');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ nickname: 'Lucky', password: 'abc123' });
  });

  it('reveals the password on request and hides it again', async () => {
    await startLanguage('EN');
    const { user } = renderFields();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });
});
