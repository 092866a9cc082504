import { checkedForm, formText, requiredProblem } from '@platform/contract/form-schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderForm, startLanguage } from '../../test/form-harness.tsx';
import { FileField } from './file-field.tsx';
import { fileList, IMAGE_FILES } from './files.ts';
import { SelectField } from './select-field.tsx';

const schema = checkedForm(
  { bank: formText('bank'), proofs: fileList({ ...IMAGE_FILES, required: true }) },
  (values) => ({ bank: requiredProblem(values.bank) }),
);

const MESSAGES = {
  EN: {
    required: 'Input cannot be empty',
    fileRequired: 'Choose at least one file',
    type: 'note.txt is not an accepted file type',
    size: 'big.png is larger than 5 MB',
    count: 'Choose at most 3 files',
  },
  CN: {
    required: '输入不能为空',
    fileRequired: '请至少选择一个文件',
    type: 'note.txt 不是可接受的文件类型',
    size: 'big.png 超过 5 MB',
    count: '最多选择 3 个文件',
  },
  MY: {
    required: 'ထည့်သွင်းမှု ဗလာ မဖြစ်ရပါ',
    fileRequired: 'ဖိုင် အနည်းဆုံး တစ်ခု ရွေးပါ',
    type: 'note.txt သည် လက်ခံသော ဖိုင်အမျိုးအစား မဟုတ်ပါ',
    size: 'big.png သည် 5 MB ထက် ကြီးနေပါသည်',
    count: 'ဖိုင် အများဆုံး 3 ခုသာ ရွေးပါ',
  },
} as const;

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderFields() {
  return renderForm({
    schema,
    defaultValues: { bank: '', proofs: [] },
    children: (
      <>
        <SelectField
          name="bank"
          label="Bank"
          required
          placeholder="Choose a bank"
          options={[
            { value: 'KBZ', label: 'KBZ Bank' },
            { value: 'AYA', label: 'AYA Bank' },
          ]}
        />
        <FileField name="proofs" label="Proofs" accept="image/png,image/jpeg" multiple required />
      </>
    ),
  });
}

describe.each(LANGUAGES)('select and file fields in %s', (language) => {
  it('refuses no choice and no file before any request', async () => {
    await startLanguage(language);
    const { send, onValid } = renderFields();
    await send();
    expect(await screen.findByText(MESSAGES[language].required)).toBeTruthy();
    expect(screen.getByText(MESSAGES[language].fileRequired)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it.each([
    ['type', [new File(['hello'], 'note.txt', { type: 'text/plain' })]],
    ['size', [png('big.png', 5 * 1024 * 1024 + 1)]],
    ['count', [png('a.png'), png('b.png'), png('c.png'), png('d.png')]],
  ] as const)('refuses a file by its %s, naming it', async (problem, files) => {
    await startLanguage(language);
    const { user, send, onValid } = renderFields();
    await user.selectOptions(screen.getByLabelText('Bank'), 'KBZ');
    await user.upload(screen.getByLabelText('Proofs'), [...files]);
    await send();
    expect(await screen.findByText(MESSAGES[language][problem])).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('select and file fields', () => {
  it('send the choice and the accepted files', async () => {
    await startLanguage('EN');
    const { user, send, onValid } = renderFields();
    await user.selectOptions(screen.getByLabelText('Bank'), 'AYA');
    const proof = png('receipt.png');
    await user.upload(screen.getByLabelText('Proofs'), proof);
    await send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ bank: 'AYA', proofs: [proof] });
  });
});
