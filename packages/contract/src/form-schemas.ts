import { z } from 'zod';
import { REGISTER_RULE_FIELDS } from './accounts.ts';
import type { FieldError } from './errors.ts';
import {
  checkConfirmation,
  checkFieldValue,
  type FieldProblem,
  type FieldRule,
  formatValidationMessage,
  normalizeFieldValue,
  normalizeMobile,
  standardRule,
  VALIDATION_MESSAGES_EN,
} from './field-rules.ts';
import { text } from './text.ts';

/**
 * The account forms' schemas (spec §5), built from the operator's field rules: the web's forms
 * use them as their resolver and the server checks the same requests with them, so a rule lives
 * in one place and both sides name a problem with the same message key.
 *
 * An issue's message is not English: it is the problem's key and its parameters
 * ("password_length?min=6&max=20"), which the web translates and the server turns into the
 * envelope's field error.
 */

export type ProblemParams = Record<string, number | string>;

/** A problem of one field: a message key (under `validation.` in the web) and its placeholders. */
export interface FormProblem {
  key: string;
  params?: ProblemParams | undefined;
}

/** The issue message that carries a problem. */
export function problemMessage({ key, params }: FormProblem): string {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return key;
  return `${key}?${new URLSearchParams(entries.map(([name, value]): [string, string] => [name, String(value)]))}`;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The problem an issue message carries (the inverse of problemMessage). */
export function problemOfMessage(message: string): FormProblem {
  const at = message.indexOf('?');
  if (at < 0) return { key: message };
  const params: ProblemParams = {};
  for (const [name, value] of new URLSearchParams(message.slice(at + 1)))
    params[name] = NUMBER.test(value) ? Number(value) : value;
  return { key: message.slice(0, at), params };
}

type Checks = Record<string, FormProblem | FieldProblem | null | undefined>;

/** Adds each found problem as an issue of its field. */
export function reportProblems(ctx: z.RefinementCtx, checks: Checks): void {
  for (const [field, problem] of Object.entries(checks))
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problemMessage(problem) });
}

/**
 * A text input's value as the form holds it: a string (missing is empty), trimmed as spec §5
 * says except passwords, which keep their spaces.
 */
export function formText(field: string) {
  // text(): a NUL or a lone surrogate is refused here too, before any rule reads the value.
  return text()
    .optional()
    .transform((value) => normalizeFieldValue(field, value));
}

/** A form whose fields are checked together (a rule may depend on another field or on the flow). */
export function checkedForm<Shape extends z.ZodRawShape>(
  shape: Shape,
  check: (values: z.output<z.ZodObject<Shape>>) => Checks,
) {
  return z.object(shape).superRefine((values, ctx) => reportProblems(ctx, check(values)));
}

/** The envelope's field error for one problem: `body.<field>`, the key, its English words, params. */
export function fieldErrorOf(field: string, problem: FormProblem, context = 'body'): FieldError {
  const numeric = Object.entries(problem.params ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  const message = Object.hasOwn(VALIDATION_MESSAGES_EN, problem.key)
    ? formatValidationMessage({
        key: problem.key as FieldProblem['key'],
        params: Object.fromEntries(numeric),
      })
    : problem.key;
  return {
    field: `${context}.${field}`,
    key: problem.key,
    message,
    ...(numeric.length ? { params: Object.fromEntries(numeric) } : {}),
  };
}

/** The envelope's field errors for a schema's issues. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], context = 'body'): FieldError[] {
  return issues.map((issue) =>
    fieldErrorOf(issue.path.map(String).join('.'), problemOfMessage(issue.message), context),
  );
}

/** The field errors of a value against a schema; empty when it passes. */
export function formFieldErrors(schema: z.ZodType, value: unknown, context = 'body'): FieldError[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error.issues, context);
}

/** A field the flow needs whatever the operator set: its rule, shown and required. */
export function requiredRule(rule: FieldRule | undefined): FieldRule {
  return {
    ...(rule ?? standardRule('ANY', 1, 200, { required: true, shown: true })),
    required: true,
    shown: true,
  };
}

/** Spec §5 'Input cannot be empty' for a field with no operator rule (inputs are trimmed). */
export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? { key: 'required' } : null;
}

/**
 * The mobile rule: the operator's pattern (when it has one for the flow), then a real number for
 * the dialling code.
 */
export function mobileProblem(
  rule: FieldRule | undefined,
  dialingCode: string,
  mobileNum: string,
): FieldProblem | null {
  const problem = rule ? checkFieldValue('mobileNum', rule, mobileNum) : null;
  if (problem) return problem;
  if (mobileNum.trim() === '') return null;
  return normalizeMobile(dialingCode, mobileNum) ? null : { key: 'mobile_invalid' };
}

/** The SMS code a flow needs (spec §5 'Please enter a valid verification code' beyond 'required'). */
function codeProblem(rule: FieldRule | undefined, code: string) {
  return checkFieldValue('verificationCode', requiredRule(rule), code);
}

export type FormRules = Partial<Record<string, FieldRule>>;

// ---- login -------------------------------------------------------------------------------------

export interface LoginFlow {
  type: 'username' | 'sms';
  rules: FormRules;
  /** The server asked for a captcha. */
  captcha: boolean;
  /** The server asked for one more proof (spec §4 extra verification). */
  extra: boolean;
}

/** Login (spec §5): username and password, or mobile and SMS code; captcha and extra proof when asked. */
export function loginFormSchema(flow: LoginFlow) {
  return checkedForm(
    {
      username: formText('username'),
      password: formText('password'),
      countryDialingCode: formText('countryDialingCode'),
      mobileNum: formText('mobileNum'),
      verificationCode: formText('verificationCode'),
      captcha: formText('captcha'),
      extraValue: formText('extraValue'),
      /** Remember the account name on this browser (never sent). */
      remember: z.boolean().optional(),
    },
    (values) => ({
      ...(flow.type === 'username'
        ? {
            username: requiredProblem(values.username),
            // Passwords are never trimmed: only an empty one is missing.
            password: values.password === '' ? { key: 'required' as const } : null,
          }
        : {
            mobileNum: mobileProblem(
              requiredRule(flow.rules.mobileNum),
              values.countryDialingCode,
              values.mobileNum,
            ),
            verificationCode: codeProblem(flow.rules.verificationCode, values.verificationCode),
          }),
      captcha: flow.captcha && values.captcha === '' ? { key: 'captcha_required' as const } : null,
      extraValue: flow.extra ? requiredProblem(values.extraValue) : null,
    }),
  );
}

// ---- passwords ---------------------------------------------------------------------------------

/** The new password by the operator's password rule, and its confirmation repeated exactly. */
export function newPasswordProblems(
  passwordRule: FieldRule | undefined,
  newPassword: string,
  confirmation: string | undefined,
): { newPassword: FieldProblem | null; confirmation: FieldProblem | null } {
  return {
    newPassword: checkFieldValue('newPassword', requiredRule(passwordRule), newPassword),
    confirmation: confirmation === undefined ? null : checkConfirmation(newPassword, confirmation),
  };
}

/** Change password (spec §5): the old one unless already known, the new one, its confirmation. */
export function changePasswordFormSchema(passwordRule: FieldRule | undefined, flow: { askOld: boolean }) {
  return checkedForm(
    {
      oldPassword: formText('oldPassword'),
      newPassword: formText('newPassword'),
      confirmNewPassword: formText('confirmNewPassword'),
    },
    (values) => {
      const found = newPasswordProblems(passwordRule, values.newPassword, values.confirmNewPassword);
      return {
        oldPassword: flow.askOld && values.oldPassword === '' ? { key: 'required' as const } : null,
        newPassword: found.newPassword,
        confirmNewPassword: found.confirmation,
      };
    },
  );
}

/** E-mail addresses are checked as the e-mail family even when the operator set no rule for them. */
const EMAIL_RULE = standardRule('EMAIL', 3, 254, { required: true, shown: true });

/** Forgot password by e-mail (spec §5): the account and the e-mail it was registered with. */
export const forgotPasswordEmailFormSchema = checkedForm(
  { username: formText('username'), email: formText('email') },
  (values) => ({
    username: requiredProblem(values.username),
    email: checkFieldValue('email', EMAIL_RULE, values.email),
  }),
);

/** Reset by phone (spec §5): mobile, SMS code, new password and its confirmation. */
export function resetPasswordByPhoneFormSchema(rules: FormRules, flow: { confirmationSent?: boolean } = {}) {
  return checkedForm(
    {
      countryDialingCode: formText('countryDialingCode'),
      mobileNum: formText('mobileNum'),
      verificationCode: formText('verificationCode'),
      newPassword: formText('newPassword'),
      confirmNewPassword: z.string().optional(),
    },
    (values) => {
      // A crafted request may leave the confirmation out; the form always sends it.
      const confirmation = flow.confirmationSent === false ? undefined : (values.confirmNewPassword ?? '');
      const found = newPasswordProblems(rules.password, values.newPassword, confirmation);
      return {
        mobileNum: mobileProblem(requiredRule(rules.mobileNum), values.countryDialingCode, values.mobileNum),
        verificationCode: codeProblem(rules.verificationCode, values.verificationCode),
        newPassword: found.newPassword,
        confirmNewPassword: found.confirmation,
      };
    },
  );
}

// ---- registration ------------------------------------------------------------------------------

/** A new account's name by the operator's username rule (registration, an agent's register centre). */
export function accountNameProblem(rules: FormRules, username: string): FieldProblem | null {
  return checkFieldValue('username', requiredRule(rules.username), username);
}

/** A new account's password by the operator's password rule, and its confirmation repeated exactly. */
export function newAccountPasswordProblems(
  rules: FormRules,
  password: string,
  confirmPassword: string,
): { password: FieldProblem | null; confirmPassword: FieldProblem | null } {
  return {
    password: checkFieldValue('password', requiredRule(rules.password), password),
    confirmPassword: checkConfirmation(password, confirmPassword),
  };
}

/** Register fields whose checks depend on the flow, not only on the operator's rule. */
export const REGISTER_FLOW_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'referralCode',
] as const;
const FLOW_FIELDS: ReadonlySet<string> = new Set(REGISTER_FLOW_FIELDS);

/** The register fields only the operator's rule decides (spec §3 profile fields), in form order. */
export const REGISTER_PROFILE_FIELDS = REGISTER_RULE_FIELDS.filter((field) => !FLOW_FIELDS.has(field));

export interface RegisterFlow {
  mode: 'username' | 'mobile';
  /** Username registration, or mobile registration with a password (MOBILENUMPASSREG3). */
  passwordNeeded: boolean;
  /** A given mobile number is proved by an SMS code (REGMOBVERF3). */
  smsVerification: boolean;
  captcha: boolean;
  /** The dialling code when the request names none. */
  defaultDialingCode: string;
  /** The form asks the visitor to confirm the minimum age (a box the request does not carry). */
  ageConfirmation?: boolean;
  /** An affiliate code the server already refused (the page's ?code=), flagged until changed. */
  refusedAffiliateCode?: string | null;
}

const registerShape = {
  ...Object.fromEntries(REGISTER_RULE_FIELDS.map((field) => [field, formText(field)])),
  countryDialingCode: formText('countryDialingCode'),
  termsAccepted: z.boolean().optional(),
  age: z.boolean().optional(),
} as Record<(typeof REGISTER_RULE_FIELDS)[number] | 'countryDialingCode', ReturnType<typeof formText>> & {
  termsAccepted: z.ZodOptional<z.ZodBoolean>;
  age: z.ZodOptional<z.ZodBoolean>;
};

/**
 * Registration (spec §5) by the operator's rules: every profile field by its rule, the flow's
 * fields (username, password, mobile, SMS code, captcha, invitation codes) as the mode needs them,
 * and the terms accepted.
 */
export function registerFormSchema(rules: FormRules, flow: RegisterFlow) {
  return checkedForm(registerShape, (values) => {
    const checks: Checks = {};
    for (const field of REGISTER_PROFILE_FIELDS) {
      const rule = rules[field];
      if (rule) checks[field] = checkFieldValue(field, rule, values[field]);
    }
    if (flow.mode === 'username' || values.username !== '')
      checks.username = accountNameProblem(rules, values.username);
    if (flow.passwordNeeded || values.password !== '')
      Object.assign(checks, newAccountPasswordProblems(rules, values.password, values.confirmPassword));
    const mobileGiven = values.mobileNum !== '';
    const mobileRule = flow.mode === 'mobile' ? requiredRule(rules.mobileNum) : rules.mobileNum;
    checks.mobileNum = mobileProblem(
      mobileRule,
      values.countryDialingCode || flow.defaultDialingCode,
      values.mobileNum,
    );
    if (flow.smsVerification && (flow.mode === 'mobile' || mobileGiven))
      checks.verificationCode = codeProblem(rules.verificationCode, values.verificationCode);
    if (flow.captcha)
      checks.captcha =
        values.captcha === ''
          ? { key: 'captcha_required' }
          : checkFieldValue('captcha', requiredRule(rules.captcha), values.captcha);
    if (flow.refusedAffiliateCode && values.affiliateCode === flow.refusedAffiliateCode)
      checks.affiliateCode = { key: 'invitation_code_invalid' };
    else if (values.affiliateCode !== '')
      checks.affiliateCode = checkFieldValue(
        'affiliateCode',
        rules.affiliateCode ?? requiredRule(undefined),
        values.affiliateCode,
      );
    if (values.referralCode !== '')
      checks.referralCode = checkFieldValue(
        'referralCode',
        rules.referralCode ?? requiredRule(undefined),
        values.referralCode,
      );
    if (flow.ageConfirmation && values.age !== true) checks.age = { key: 'terms_required' };
    if (values.termsAccepted !== true) checks.termsAccepted = { key: 'terms_required' };
    return checks;
  });
}
