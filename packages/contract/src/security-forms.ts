import { checkConfirmation, checkFieldValue, type FieldRule, standardRule } from './field-rules.ts';
import { checkedForm, type FormRules, formText, mobileProblem, requiredRule } from './form-schemas.ts';

/**
 * The security centre's forms (spec §2 securityCenter): profile, bind e-mail, bind mobile,
 * payment password, Google Authenticator. Each is built from the operator's field rules; the web
 * form uses it as its resolver and the server checks the same request body with it, so both name
 * a refused field with the same §5 message key.
 */

const always = { required: true, shown: true };

/** Rules the security centre needs when the operator set none for the field. */
const FALLBACK_RULES = {
  email: standardRule('EMAIL', 3, 254, always),
  // Six digits, as cashiers' keypads expect.
  paymentPassword: standardRule('DIGITS', 6, 6, always),
  payeeName: standardRule('ANY', 2, 100, always),
  nickname: standardRule('ANY', 1, 32, always),
} satisfies Record<string, FieldRule>;

/** A field's rule in the security centre: the operator's when it set one, shown and required. */
function securityRule(rules: FormRules, field: keyof typeof FALLBACK_RULES): FieldRule {
  // The real name is the payee name; an operator that only ruled the full name ruled it too.
  const operator = field === 'payeeName' ? (rules.payeeName ?? rules.fullname) : rules[field];
  return requiredRule(operator ?? FALLBACK_RULES[field]);
}

const codeProblem = (rules: FormRules, code: string) =>
  checkFieldValue('verificationCode', requiredRule(rules.verificationCode), code);

/** Nickname by its rule; the real name by its rule when given (it can be set once, then it is locked). */
export function profileFormSchema(rules: FormRules) {
  return checkedForm({ nickname: formText('nickname'), payeeName: formText('payeeName') }, (values) => ({
    nickname: checkFieldValue('nickname', securityRule(rules, 'nickname'), values.nickname),
    payeeName:
      values.payeeName === ''
        ? null
        : checkFieldValue('payeeName', securityRule(rules, 'payeeName'), values.payeeName),
  }));
}

/** The address by the e-mail rule (checked before its code is sent too), and the code sent to it. */
export function bindEmailFormSchema(rules: FormRules) {
  return checkedForm(
    { email: formText('email'), verificationCode: formText('verificationCode') },
    (values) => ({
      email: checkFieldValue('email', securityRule(rules, 'email'), values.email),
      verificationCode: codeProblem(rules, values.verificationCode),
    }),
  );
}

/** The number by the mobile rule for its dialling code, and the SMS code that proves it. */
export function bindMobileFormSchema(rules: FormRules) {
  return checkedForm(
    {
      countryDialingCode: formText('countryDialingCode'),
      mobileNum: formText('mobileNum'),
      verificationCode: formText('verificationCode'),
    },
    (values) => ({
      mobileNum: mobileProblem(requiredRule(rules.mobileNum), values.countryDialingCode, values.mobileNum),
      verificationCode: codeProblem(rules, values.verificationCode),
    }),
  );
}

/** What proves it is the member: the old payment password, or the login password the first time. */
export type PaymentPasswordProof = 'oldPaymentPassword' | 'loginPassword';

/** The proof, the new payment password by its rule, and the confirmation repeating it. */
export function paymentPasswordFormSchema(rules: FormRules, proof: PaymentPasswordProof) {
  return checkedForm(
    {
      loginPassword: formText('loginPassword'),
      oldPaymentPassword: formText('oldPaymentPassword'),
      newPaymentPassword: formText('paymentPassword'),
      confirmPaymentPassword: formText('paymentPassword'),
    },
    (values) => ({
      // Passwords are never trimmed: only an empty one is missing.
      [proof]: values[proof] === '' ? { key: 'required' as const } : null,
      newPaymentPassword: checkFieldValue(
        'paymentPassword',
        securityRule(rules, 'paymentPassword'),
        values.newPaymentPassword,
      ),
      confirmPaymentPassword: checkConfirmation(values.newPaymentPassword, values.confirmPaymentPassword),
    }),
  );
}
