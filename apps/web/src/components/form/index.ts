/** The form kit: react-hook-form on the contract's schemas, and the fields that show their problems. */

export { type AmountLimits, amountInput } from './amount.ts';
export { type AmountCurrency, AmountField } from './amount-field.tsx';
export { CaptchaField } from './captcha-field.tsx';
export { CheckField } from './check-field.tsx';
export { CodeField, type CodeFieldProps } from './code-field.tsx';
export { EmailField } from './email-field.tsx';
export { FileField } from './file-field.tsx';
export { type FileRules, fileList, IMAGE_FILES } from './files.ts';
export { Form } from './form.tsx';
export { InputBox, type InputBoxProps } from './input-box.tsx';
export { PasswordField } from './password-field.tsx';
export { PhoneField, type PhoneFieldProps } from './phone-field.tsx';
export { SelectField, type SelectOption } from './select-field.tsx';
export { TextAreaField } from './text-area-field.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { type ContractForm, type FormSchema, useContractForm } from './use-contract-form.ts';
export { useFormField, useProblemText } from './use-form-field.ts';
