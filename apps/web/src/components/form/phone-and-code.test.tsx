import { checkFieldValue } from '@platform/contract/field-rules';
import { checkedForm, formText, mobileProblem, requiredRule } from '@platform/contract/form-schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderForm, startLanguage } from '../../test/form-harness.tsx';
import { CodeField } from './code-field.tsx';
import { PhoneField } from './phone-field.tsx';

const schema = checkedForm(
  {
    countryDialingCode: formText('countryDialingCode'),
    mobileNum: formText('mobileNum'),
    verificationCode: formText('verificationCode'),
  },
  (values) => ({
    mobileNum: mobileProblem(requiredRule(undefined), values.countryDialingCode, values.mobileNum),
    verificationCode: checkFieldValue('verificationCode', requiredRule(undefined), values.verificationCode),
  }),
);

const SETTINGS = {
  countries: [
    { countryCode: 'MM', countryDialingCode: '95' },
    { countryCode: 'MY', countryDialingCode: '60' },
  ],
  defaultCountryCode: 'MM',
};

const MESSAGES = {
  EN: { mobile: 'Please enter a valid mobile number', required: 'Input cannot be empty' },
  CN: { mobile: '请输入有效的手机号码', required: '输入不能为空' },
  MY: { mobile: 'မှန်ကန်သော ဖုန်းနံပါတ် ထည့်ပါ', required: 'ထည့်သွင်းမှု ဗလာ မဖြစ်ရပါ' },
} as const;

function renderPhone(onSend = vi.fn(async () => ({ expiredMinutes: 1 }))) {
  let checkMobile: () => boolean = () => false;
  const view = renderForm({
    schema,
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
    onForm: (form) => {
      checkMobile = () => form.checkFields(['mobileNum']);
    },
    children: (
      <>
        <PhoneField settings={SETTINGS} imageBaseUrl="" label="Mobile" />
        <CodeField label="Code" canSend={() => checkMobile()} onSend={onSend} />
      </>
    ),
  });
  return { ...view, onSend };
}

describe.each(LANGUAGES)('phone and code fields in %s', (language) => {
  it('refuses a number that is not one, and an empty code, before any request', async () => {
    await startLanguage(language);
    const { user, send, onValid } = renderPhone();
    await user.type(screen.getByLabelText('Mobile'), '12ab');
    await send();
    expect(await screen.findByText(MESSAGES[language].mobile)).toBeTruthy();
    expect(screen.getByText(MESSAGES[language].required)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('phone and code fields', () => {
  it('send the number with the chosen country’s dialling code', async () => {
    await startLanguage('EN');
    const { user, send, onValid } = renderPhone();
    await user.selectOptions(screen.getByLabelText('Country or region code'), 'MY');
    await user.type(screen.getByLabelText('Mobile'), ' 0123456789 ');
    await user.type(screen.getByLabelText('Code'), '123456');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      countryDialingCode: '60',
      mobileNum: '0123456789',
      verificationCode: '123456',
    });
  });

  it('asks for no code while the number is refused, then sends and counts down', async () => {
    await startLanguage('EN');
    const { user, onSend } = renderPhone();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Mobile'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Input cannot be empty')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });
});
