import { checkedForm } from '@platform/contract/form-schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderForm, startLanguage } from '../../test/form-harness.tsx';
import { amountInput } from './amount.ts';
import { AmountField } from './amount-field.tsx';

const KYAT = { currencySymbol: 'K', currencyExponent: 2 };
const schema = checkedForm({ amount: amountInput({ exponent: 2, min: 1000, max: 500000 }) }, () => ({}));

const MESSAGES = {
  EN: {
    format: 'Please enter a valid amount, like 100 or 100.50',
    precision: 'Please use at most 2 decimal places',
    range: 'Please enter an amount between K 10.00 and K 5,000.00',
  },
  CN: {
    format: '请输入有效金额，例如 100 或 100.50',
    precision: '最多 2 位小数',
    range: '请输入 K 10.00 至 K 5,000.00 之间的金额',
  },
  MY: {
    format: 'မှန်ကန်သော ပမာဏကို ထည့်ပါ၊ ဥပမာ 100 သို့မဟုတ် 100.50',
    precision: 'ဒဿမ 2 နေရာအထိသာ ထည့်ပါ',
    range: 'K ၁၀.၀၀ နှင့် K ၅,၀၀၀.၀၀ ကြား ပမာဏကို ထည့်ပါ',
  },
} as const;

function renderAmount() {
  return renderForm({
    schema,
    defaultValues: { amount: '' },
    children: <AmountField name="amount" label="Amount" currency={KYAT} />,
  });
}

describe.each(LANGUAGES)('amount field in %s', (language) => {
  it.each(['format', 'precision', 'range'] as const)(
    'refuses a %s problem before any request',
    async (problem) => {
      await startLanguage(language);
      const { user, send, onValid } = renderAmount();
      const typed = { format: '12a', precision: '10.505', range: '5' }[problem];
      await user.type(screen.getByLabelText('Amount'), typed);
      await send();
      expect(await screen.findByText(MESSAGES[language][problem])).toBeTruthy();
      expect(onValid).not.toHaveBeenCalled();
    },
  );
});

describe('amount field', () => {
  it('gives the amount in minor units, without a float in between', async () => {
    await startLanguage('EN');
    const { user, send, onValid } = renderAmount();
    await user.type(screen.getByLabelText('Amount'), ' 1,000.29 ');
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: 100029 });
  });
});
