/**
 * Registration and profile field rules (spec §5): the one implementation the server enforces and the
 * web forms show. Zod-free on purpose: the web's forms import it at run time.
 */

/** English texts; the web translates the same keys under `validation.` with i18next placeholders. */
const MESSAGES_EN = {
  required: 'Input cannot be empty',
  confirm_mismatch: 'Confirmation password is not correct.',
  confirmation_incorrect: 'Incorrect confirmation input',
  phone_format: 'Phone number format is incorrect',
  password_format: 'Password format is incorrect',
  terms_required: 'Input cannot be empty',
  verification_first: 'Please complete verification first',
  username_password_required: 'Please enter the username and password',
  account_format: 'Account format is incorrect',
  password_length: 'Please fill in your password with {{min}} - {{max}} characters',
  email_format: 'E-mail format is incorrect',
  real_name_format: 'Real name format is incorrect',
  mobile_invalid: 'Please enter a valid mobile number',
  verification_code_invalid: 'Please enter a valid verification code',
  captcha_required: 'Please enter the captcha',
  invitation_code_invalid: 'Invalid invitation code',
  format_invalid: 'Please enter {{min}} - {{max}} characters in the expected format',
  pattern_any: 'Please enter {{min}} - {{max}} characters',
  pattern_characters: 'Please enter {{min}} - {{max}} letters',
  pattern_letter_first_alnum: 'Please enter {{min}} - {{max}} letters and digits, starting with a letter',
  pattern_chinese_digits: 'Please enter {{min}} - {{max}} Chinese characters or digits',
  pattern_email: 'Please enter an e-mail address of {{min}} - {{max}} characters',
  pattern_alnum: 'Please enter {{min}} - {{max}} letters or digits, without special characters',
  pattern_letters_and_digits: 'Please enter {{min}} - {{max}} characters, with both letters and digits',
  pattern_digits: 'Please enter {{min}} - {{max}} digits',
  pattern_alnum_upper: 'Please enter {{min}} - {{max}} letters or digits, with at least one uppercase letter',
  pattern_english_spaces: 'Please enter {{min}} - {{max}} English letters or spaces',
  pattern_no_spaces: 'Please enter {{min}} - {{max}} characters without spaces',
  pattern_chinese_punctuation: 'Please enter {{min}} - {{max}} Chinese characters or punctuation',
  pattern_date_ymd: 'Please enter a valid date as yyyy-MM-dd',
  pattern_date_mdy: 'Please enter a valid date as MM-dd-yyyy',
  pattern_korean: 'Please enter {{min}} - {{max}} Korean characters',
  pattern_thai: 'Please enter {{min}} - {{max}} Thai characters',
  pattern_thai_english_spaces: 'Please enter {{min}} - {{max}} Thai or English letters or spaces',
  pattern_upper_spaces: 'Please enter {{min}} - {{max}} uppercase letters or spaces',
  pattern_alnum_symbols: 'Please enter {{min}} - {{max}} letters, digits or symbols',
  pattern_strong_password:
    'Please enter {{min}} - {{max}} characters, with an uppercase letter, a lowercase letter, a digit and a special character',
  // The money and fairness forms' own rules (contract money-forms.ts, in-house.ts).
  deposit_amount_range: 'Please enter an amount between {{min}} and {{max}}',
  amount_above_balance: 'The amount is more than your balance of {{max}}',
  withdrawal_amount_range: 'Enter an amount between {{min}} and {{max}}',
  withdrawal_amount_above: 'The amount is more than your available {{max}}',
  withdrawal_remainder_range:
    'Enter an amount from the smallest unit up to {{max}}; if nothing arrived, answer Not received',
  withdrawal_bank_required: 'Bind a bank account first',
  bank_name_length: 'Use 2 to 64 characters',
  bank_number_format: 'Use 6 to 34 digits',
  client_seed_required: 'Enter a client seed.',
  client_seed_too_long: 'Use at most {{max}} characters.',
  chat_too_long: 'Use at most {{max}} characters.',
  client_seed_ascii: 'Use printable ASCII characters only: English letters, digits, spaces and symbols.',
  round_id_invalid: "Enter the round's number.",
  // Feedback (spec §5: the operator's bounds).
  feedback_length: 'Please describe it in {{min}} - {{max}} characters',
} as const;

export type ValidationMessageKey = keyof typeof MESSAGES_EN;
export const VALIDATION_MESSAGES_EN: Readonly<Record<ValidationMessageKey, string>> = MESSAGES_EN;

export interface FieldProblem {
  key: ValidationMessageKey;
  params?: { min: number; max: number };
}

/** One operator-configured rule (the shape of RegisterFieldRuleSchema in system.ts). */
export interface FieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
  required: boolean;
  shown: boolean;
}

export interface PatternFamily {
  /** Anchored source, compiled with the `u` flag. */
  source: string;
  messageKey: ValidationMessageKey;
}

/** The stored pattern that means "anything" (spec §5). */
export const ANY_PATTERN = '*';

// Month-day pairs that exist in every year, and the years whose February has a 29th (leap rule).
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const YEAR = '[1-9][0-9]{3}';
const LEAP_YEAR = '(?:[1-9][0-9](?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';

export const PATTERN_FAMILIES = {
  ANY: { source: '^[\\s\\S]*$', messageKey: 'pattern_any' },
  // A letter may carry combining marks (Thai vowels, Devanagari signs).
  CHARACTERS: { source: '^\\p{L}[\\p{L}\\p{M}]*$', messageKey: 'pattern_characters' },
  LETTER_FIRST_ALNUM: { source: '^[A-Za-z][A-Za-z0-9]*$', messageKey: 'pattern_letter_first_alnum' },
  CHINESE_DIGITS: { source: '^[\\p{Script=Han}0-9]+$', messageKey: 'pattern_chinese_digits' },
  EMAIL: {
    source: '^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    messageKey: 'pattern_email',
  },
  ALNUM: { source: '^[A-Za-z0-9]+$', messageKey: 'pattern_alnum' },
  LETTERS_AND_DIGITS: {
    source: '^(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$',
    messageKey: 'pattern_letters_and_digits',
  },
  DIGITS: { source: '^[0-9]+$', messageKey: 'pattern_digits' },
  ALNUM_UPPER: { source: '^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$', messageKey: 'pattern_alnum_upper' },
  ENGLISH_SPACES: { source: '^[A-Za-z ]+$', messageKey: 'pattern_english_spaces' },
  NO_SPACES: { source: '^\\S+$', messageKey: 'pattern_no_spaces' },
  // Punctuation alone is not a Chinese text.
  CHINESE_PUNCTUATION: {
    source: '^(?=[^\\p{Script=Han}]*\\p{Script=Han})[\\p{Script=Han}\\p{P}]+$',
    messageKey: 'pattern_chinese_punctuation',
  },
  DATE_YMD: {
    source: `^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`,
    messageKey: 'pattern_date_ymd',
  },
  DATE_MDY: {
    source: `^(?:${MONTH_DAY}-${YEAR}|02-29-${LEAP_YEAR})$`,
    messageKey: 'pattern_date_mdy',
  },
  KOREAN: { source: '^\\p{Script=Hangul}+$', messageKey: 'pattern_korean' },
  THAI: { source: '^\\p{Script=Thai}+$', messageKey: 'pattern_thai' },
  THAI_ENGLISH_SPACES: { source: '^[\\p{Script=Thai}A-Za-z ]+$', messageKey: 'pattern_thai_english_spaces' },
  UPPER_SPACES: { source: '^[A-Z ]+$', messageKey: 'pattern_upper_spaces' },
  // Printable ASCII without the space.
  ALNUM_SYMBOLS: { source: '^[!-~]+$', messageKey: 'pattern_alnum_symbols' },
  // Printable ASCII; the space counts as a special character.
  STRONG_PASSWORD: {
    source: '^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[ -~]+$',
    messageKey: 'pattern_strong_password',
  },
} as const satisfies Record<string, PatternFamily>;

export type PatternId = keyof typeof PATTERN_FAMILIES;
export const PATTERN_IDS = Object.keys(PATTERN_FAMILIES) as PatternId[];

export function isPatternId(value: string): value is PatternId {
  return Object.hasOwn(PATTERN_FAMILIES, value);
}

/** A rule built from a family, for seeds and operators. */
export function standardRule(
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  options: { required: boolean; shown: boolean },
): FieldRule {
  const acceptedPattern = patternId === 'ANY' ? ANY_PATTERN : PATTERN_FAMILIES[patternId].source;
  return { acceptedPattern, minLength, maxLength, patternId, ...options };
}

/** Spaces are part of a password, so these fields are never trimmed. */
export const UNTRIMMED_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
]);

/** The value a form shows and the server stores: trimmed (spec §5), except passwords. */
export function normalizeFieldValue(field: string, value: string | undefined | null): string {
  if (value == null) return '';
  return UNTRIMMED_FIELDS.has(field) ? value : value.trim();
}

const FIELD_MESSAGE_KEYS: ReadonlyMap<string, ValidationMessageKey> = new Map([
  ['username', 'account_format'],
  ['password', 'password_length'],
  ['newPassword', 'password_length'],
  ['email', 'email_format'],
  ['payeeName', 'real_name_format'],
  ['fullname', 'real_name_format'],
  ['mobileNum', 'mobile_invalid'],
  ['verificationCode', 'verification_code_invalid'],
  ['captcha', 'captcha_required'],
  ['affiliateCode', 'invitation_code_invalid'],
  ['referralCode', 'invitation_code_invalid'],
]);

const PASSWORD_RULE_FIELDS: ReadonlySet<string> = new Set(['password', 'newPassword']);

// Operators change patterns rarely; the bound only stops a flood of distinct sources growing memory.
const MAX_CACHED_PATTERNS = 500;
const compiledPatterns = new Map<string, RegExp | null>();

/** Compiles once per source; null when the source is not a regex in either mode. */
function compilePattern(source: string): RegExp | null {
  const cached = compiledPatterns.get(source);
  if (cached !== undefined) return cached;
  const compiled = tryRegExp(source, 'u') ?? tryRegExp(source, '');
  if (compiledPatterns.size >= MAX_CACHED_PATTERNS) compiledPatterns.clear();
  compiledPatterns.set(source, compiled);
  return compiled;
}

// Operator patterns written for non-Unicode regexes (`\_`, a lone `{`) are still honoured without `u`.
function tryRegExp(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** The regex a rule enforces; null means any value matches. */
function ruleRegex(rule: FieldRule): RegExp | null {
  if (rule.acceptedPattern === ANY_PATTERN) return null;
  const compiled = compilePattern(rule.acceptedPattern);
  if (compiled) return compiled;
  // A broken operator pattern falls back to its family, so a typo never blocks registration.
  return isPatternId(rule.patternId) ? compilePattern(PATTERN_FAMILIES[rule.patternId].source) : null;
}

/** Counts Unicode code points, giving up once past `limit`. */
function countCodePoints(value: string, limit: number): number {
  let count = 0;
  for (let index = 0; index < value.length && count <= limit; index++) {
    const unit = value.charCodeAt(index);
    const isPairStart = unit >= 0xd800 && unit <= 0xdbff;
    if (isPairStart) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}

function isLengthWithin(value: string, min: number, max: number): boolean {
  // Every code point is one or two UTF-16 units, so huge inputs are refused without a scan.
  if (value.length > max * 2 || value.length < min) return false;
  const length = countCodePoints(value, max);
  return length >= min && length <= max;
}

function formatProblemKey(field: string, patternId: string, lengthOk: boolean): ValidationMessageKey {
  if (PASSWORD_RULE_FIELDS.has(field) && lengthOk) return 'password_format';
  const fieldKey = FIELD_MESSAGE_KEYS.get(field);
  if (fieldKey) return fieldKey;
  return isPatternId(patternId) ? PATTERN_FAMILIES[patternId].messageKey : 'format_invalid';
}

/** Checks one value against its rule (spec §5); null when it is acceptable. */
export function checkFieldValue(
  field: string,
  rule: FieldRule,
  value: string | undefined | null,
): FieldProblem | null {
  if (!rule.shown) return null;
  const normalized = normalizeFieldValue(field, value);
  if (normalized === '') return rule.required ? { key: 'required' } : null;
  const lengthOk = isLengthWithin(normalized, rule.minLength, rule.maxLength);
  // The length is checked first so a huge value never reaches an operator's regex.
  const matches = lengthOk && (ruleRegex(rule)?.test(normalized) ?? true);
  if (matches) return null;
  return {
    key: formatProblemKey(field, rule.patternId, lengthOk),
    params: { min: rule.minLength, max: rule.maxLength },
  };
}

/** Checks every ruled field of a form; the result holds only the failing fields. */
export function checkFieldValues(
  rules: Readonly<Record<string, FieldRule>>,
  values: Readonly<Record<string, string | undefined | null>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const problem = checkFieldValue(field, rule, Object.hasOwn(values, field) ? values[field] : undefined);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The confirmation must repeat the value exactly (passwords are compared untrimmed). */
export function checkConfirmation(
  value: string | undefined | null,
  confirmation: string | undefined | null,
): FieldProblem | null {
  if (!confirmation) return { key: 'required' };
  return confirmation === (value ?? '') ? null : { key: 'confirm_mismatch' };
}

/**
 * The English text of a problem, for the server's `message`: each placeholder whose parameter is
 * given is filled (amounts stay in minor units; the site words them as money from the params).
 */
export function formatValidationMessage(problem: {
  key: ValidationMessageKey;
  params?: Readonly<Partial<Record<string, number>>>;
}): string {
  const template: string = VALIDATION_MESSAGES_EN[problem.key];
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = problem.params?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

export interface NormalizedMobile {
  dialingCode: string | undefined;
  mobileNum: string;
}

// E.164: country code of one to three digits (four tolerated for shared codes), at most 15 digits in all.
const DIALING_CODE = /^[1-9][0-9]{0,3}$/;
const MOBILE_DIGITS = /^[0-9]+$/;
const MOBILE_MIN_DIGITS = 6;
const MOBILE_MAX_DIGITS = 15;

/**
 * A mobile number as stored: digits only, the national trunk 0 dropped after a dialling code
 * ('+60' with '0123456789' is '60' and '123456789'). Null when it cannot be a mobile number.
 */
export function normalizeMobile(dialingCode: string | undefined, mobileNum: string): NormalizedMobile | null {
  const code = dialingCode?.trim().replace(/^\+/, '') || undefined;
  const digits = mobileNum.trim();
  if (digits.length > MOBILE_MAX_DIGITS + 1 || !MOBILE_DIGITS.test(digits)) return null;
  if (code === undefined) {
    const isValidLength = digits.length >= MOBILE_MIN_DIGITS && digits.length <= MOBILE_MAX_DIGITS;
    return isValidLength ? { dialingCode: undefined, mobileNum: digits } : null;
  }
  if (!DIALING_CODE.test(code)) return null;
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  // After the trunk 0 a national number starts with a significant digit.
  if (national.startsWith('0')) return null;
  const total = code.length + national.length;
  if (total < MOBILE_MIN_DIGITS || total > MOBILE_MAX_DIGITS) return null;
  return { dialingCode: code, mobileNum: national };
}

export function isValidMobile(dialingCode: string | undefined, mobileNum: string): boolean {
  return normalizeMobile(dialingCode, mobileNum) !== null;
}
