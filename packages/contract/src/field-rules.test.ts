import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ANY_PATTERN,
  checkConfirmation,
  checkFieldValue,
  checkFieldValues,
  type FieldRule,
  formatValidationMessage,
  isValidMobile,
  normalizeMobile,
  PATTERN_FAMILIES,
  PATTERN_IDS,
  type PatternId,
  standardRule,
  VALIDATION_MESSAGES_EN,
  type ValidationMessageKey,
} from './field-rules.ts';

const shownOptional = { required: false, shown: true };
const shownRequired = { required: true, shown: true };

/** A field with no field-specific message, so the family's message shows. */
const PLAIN_FIELD = 'nickname';

function accepts(patternId: PatternId, value: string, min = 1, max = 64): boolean {
  return checkFieldValue(PLAIN_FIELD, standardRule(patternId, min, max, shownOptional), value) === null;
}

const FAMILY_EXAMPLES: Record<PatternId, { accepted: string[]; rejected: string[] }> = {
  ANY: { accepted: ['anything at all!', '中文 and ไทย', '<b>'], rejected: [] },
  CHARACTERS: {
    accepted: ['Alice', '张三', '김민수', 'สมชาย', 'Zoë', 'नमस्ते'],
    rejected: ['Alice1', 'Alice Smith', 'a-b', '123', '张三!'],
  },
  LETTER_FIRST_ALNUM: {
    accepted: ['alice123', 'A1', 'Bob'],
    rejected: ['1alice', 'alice_1', 'alice 1', 'élise1', '张三1'],
  },
  CHINESE_DIGITS: {
    accepted: ['张三', '张三123', '2025年', '12345'],
    rejected: ['张三abc', '张 三', '김민수', '张三!'],
  },
  EMAIL: {
    accepted: ['alice@example.com', 'first.last+tag@mail.example.co.uk', 'a_b%c-d@x-y.io'],
    rejected: [
      'alice',
      'alice@',
      '@example.com',
      'alice@example',
      'a b@example.com',
      'a@@example.com',
      'a..b@x.com',
    ],
  },
  ALNUM: {
    accepted: ['abc123', 'ABC', '123'],
    rejected: ['abc_123', 'abc 123', 'abc!', '张三'],
  },
  LETTERS_AND_DIGITS: {
    accepted: ['abc123', '1a', 'A9b8'],
    rejected: ['abcdef', '123456', 'abc123!', 'abc 123'],
  },
  DIGITS: {
    accepted: ['0123456789', '7'],
    rejected: ['12a', '12 34', '-12', '１２３', '+60123'],
  },
  ALNUM_UPPER: {
    accepted: ['Abc123', 'ABC', 'abC'],
    rejected: ['abc123', '123', 'Abc_123', 'Abc 123'],
  },
  ENGLISH_SPACES: {
    accepted: ['John Smith', 'Mary Ann Lee', 'ALICE'],
    rejected: ['John1', "O'Brien", 'José', 'John-Smith'],
  },
  NO_SPACES: {
    accepted: ['abc!@#', '张三', 'a_b-c'],
    rejected: ['a b', 'a\tb', 'a\u3000b'],
  },
  CHINESE_PUNCTUATION: {
    accepted: ['张三', '你好，世界！', '欧阳·娜娜'],
    rejected: ['张三abc', '张三1', '，。！', '张 三', 'Alice'],
  },
  DATE_YMD: {
    accepted: ['2025-01-31', '2024-02-29', '2000-02-29', '1999-12-31', '2025-04-30'],
    rejected: [
      '2025-02-30',
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-1-5',
      '01-31-2025',
      '2025/01/31',
    ],
  },
  DATE_MDY: {
    accepted: ['01-31-2025', '02-29-2024', '02-29-2000', '12-31-1999'],
    rejected: [
      '02-30-2025',
      '02-29-2025',
      '02-29-1900',
      '04-31-2025',
      '13-01-2025',
      '2025-01-31',
      '1-5-2025',
    ],
  },
  KOREAN: {
    accepted: ['김민수', '안녕하세요'],
    rejected: ['김 민수', '김민수1', 'Kim', '张三', 'สมชาย'],
  },
  THAI: {
    accepted: ['สมชาย', 'สวัสดี'],
    rejected: ['สม ชาย', 'Somchai', 'สมชาย1', '김민수'],
  },
  THAI_ENGLISH_SPACES: {
    accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    rejected: ['สมชาย1', 'Somchai!', '张三', '김민수'],
  },
  UPPER_SPACES: {
    accepted: ['JOHN SMITH', 'ALICE'],
    rejected: ['John Smith', 'JOHN1', 'JOHN-SMITH'],
  },
  ALNUM_SYMBOLS: {
    accepted: ['abc123!@#', 'P@ss_w0rd', '~`^'],
    rejected: ['abc 123', '张三', 'pässword', 'tab\there'],
  },
  STRONG_PASSWORD: {
    accepted: ['Abcdef1!', 'xY9#xxxx', 'Pass word1'],
    rejected: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ábcdef1!'],
  },
};

describe('pattern families (spec §5)', () => {
  it('covers every family the spec names', () => {
    expect(PATTERN_IDS.sort()).toEqual(Object.keys(FAMILY_EXAMPLES).sort());
  });

  for (const patternId of PATTERN_IDS) {
    const { accepted, rejected } = FAMILY_EXAMPLES[patternId];
    it(`${patternId} accepts its values and rejects the others`, () => {
      for (const value of accepted) expect(accepts(patternId, value), value).toBe(true);
      for (const value of rejected) expect(accepts(patternId, value), value).toBe(false);
    });
  }

  it('gives every family a message with its lengths, except the fixed-length dates', () => {
    for (const patternId of PATTERN_IDS) {
      const text = VALIDATION_MESSAGES_EN[PATTERN_FAMILIES[patternId].messageKey];
      const isDate = patternId === 'DATE_YMD' || patternId === 'DATE_MDY';
      expect(text.includes('{{min}}') && text.includes('{{max}}'), patternId).toBe(!isDate);
    }
  });

  it('rejects SQL and HTML fragments in every strict family', () => {
    const fragments = [
      "' OR '1'='1",
      "admin'--",
      'Robert"); DROP TABLE members;--',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '1;SELECT',
    ];
    const strict: PatternId[] = [
      'CHARACTERS',
      'LETTER_FIRST_ALNUM',
      'CHINESE_DIGITS',
      'EMAIL',
      'ALNUM',
      'LETTERS_AND_DIGITS',
      'DIGITS',
      'ALNUM_UPPER',
      'ENGLISH_SPACES',
      'KOREAN',
      'THAI',
      'THAI_ENGLISH_SPACES',
      'UPPER_SPACES',
      'DATE_YMD',
      'DATE_MDY',
    ];
    for (const patternId of strict) {
      for (const fragment of fragments)
        expect(accepts(patternId, fragment), `${patternId} ${fragment}`).toBe(false);
    }
  });

  it('accepts exactly the real calendar dates, as the calendar says', () => {
    const isRealDate = (year: number, month: number, day: number) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const expected = isRealDate(year, month, day) && month >= 1 && day >= 1;
          const ymd = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
          const mdy = `${pad(month, 2)}-${pad(day, 2)}-${year}`;
          expect(accepts('DATE_YMD', ymd, 10, 10), ymd).toBe(expected);
          expect(accepts('DATE_MDY', mdy, 10, 10), mdy).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('builds rules whose pattern is the family regex, and "*" for ANY', () => {
    expect(standardRule('DIGITS', 7, 15, shownRequired)).toEqual({
      acceptedPattern: PATTERN_FAMILIES.DIGITS.source,
      minLength: 7,
      maxLength: 15,
      patternId: 'DIGITS',
      required: true,
      shown: true,
    });
    expect(standardRule('ANY', 1, 5, shownOptional).acceptedPattern).toBe(ANY_PATTERN);
  });
});

describe('checkFieldValue', () => {
  const digitsRule = standardRule('DIGITS', 3, 5, shownRequired);

  it("treats '*' as any pattern but still bounds the length", () => {
    const rule: FieldRule = { ...standardRule('ANY', 2, 4, shownOptional), acceptedPattern: '*' };
    expect(checkFieldValue(PLAIN_FIELD, rule, '<>!')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, rule, 'a')).toEqual({
      key: 'pattern_any',
      params: { min: 2, max: 4 },
    });
    expect(checkFieldValue(PLAIN_FIELD, rule, 'abcde')).toEqual({
      key: 'pattern_any',
      params: { min: 2, max: 4 },
    });
  });

  it('accepts the length boundaries and refuses one past them', () => {
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '12')?.key).toBe('pattern_digits');
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '123')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '12345')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '123456')?.key).toBe('pattern_digits');
  });

  it('counts lengths in code points, so an emoji or a CJK character is one', () => {
    const rule = standardRule('NO_SPACES', 2, 3, shownOptional);
    expect(checkFieldValue(PLAIN_FIELD, rule, '😀😀😀')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, rule, '😀😀😀😀')?.key).toBe('pattern_no_spaces');
    expect(checkFieldValue(PLAIN_FIELD, rule, '😀')?.key).toBe('pattern_no_spaces');
    expect(checkFieldValue(PLAIN_FIELD, rule, '𠀀𠀁')).toBeNull();
    const chinese = standardRule('CHINESE_DIGITS', 2, 3, shownOptional);
    expect(checkFieldValue(PLAIN_FIELD, chinese, '张三丰')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, chinese, '张三丰二')?.key).toBe('pattern_chinese_digits');
  });

  it('asks for a required value, lets an optional one be empty, and never checks a hidden field', () => {
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '')).toEqual({ key: 'required' });
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, undefined)).toEqual({ key: 'required' });
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, null)).toEqual({ key: 'required' });
    expect(checkFieldValue(PLAIN_FIELD, digitsRule, '   ')).toEqual({ key: 'required' });

    const optional = { ...digitsRule, required: false };
    expect(checkFieldValue(PLAIN_FIELD, optional, '')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, optional, undefined)).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, optional, 'abc')?.key).toBe('pattern_digits');

    const hidden = { ...digitsRule, shown: false };
    expect(checkFieldValue(PLAIN_FIELD, hidden, '')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, hidden, 'not digits')).toBeNull();
  });

  it('trims values but keeps the spaces of passwords', () => {
    const username = standardRule('LETTER_FIRST_ALNUM', 6, 16, shownRequired);
    expect(checkFieldValue('username', username, '  alice123 \t')).toBeNull();

    const password = standardRule('ALNUM', 6, 20, shownRequired);
    for (const field of ['password', 'newPassword', 'paymentPassword']) {
      expect(checkFieldValue(field, password, '  abc123  '), field).not.toBeNull();
      expect(checkFieldValue(field, password, 'abc123'), field).toBeNull();
    }
    const anyPassword = standardRule('ANY', 6, 20, shownRequired);
    for (const field of ['confirmPassword', 'oldPassword', 'confirmNewPassword']) {
      // Five characters and two spaces: long enough only because the spaces count.
      expect(checkFieldValue(field, anyPassword, ' abcde '), field).toBeNull();
    }
    expect(checkFieldValue('nickname', anyPassword, ' abcde ')?.key).toBe('pattern_any');
  });

  it('shows the field-specific message of spec §5 when the field has one', () => {
    const wrong: [field: string, rule: FieldRule, value: string, key: string][] = [
      ['username', standardRule('LETTER_FIRST_ALNUM', 6, 16, shownRequired), '1alice', 'account_format'],
      ['password', standardRule('ALNUM', 6, 20, shownRequired), 'abc', 'password_length'],
      ['newPassword', standardRule('ALNUM', 6, 20, shownRequired), 'a'.repeat(21), 'password_length'],
      ['email', standardRule('EMAIL', 5, 100, shownOptional), 'alice@', 'email_format'],
      ['payeeName', standardRule('ENGLISH_SPACES', 2, 50, shownOptional), 'Al1ce', 'real_name_format'],
      ['fullname', standardRule('CHARACTERS', 2, 50, shownOptional), 'Al1ce', 'real_name_format'],
      ['mobileNum', standardRule('DIGITS', 7, 15, shownOptional), '12ab567', 'mobile_invalid'],
      ['verificationCode', standardRule('DIGITS', 6, 6, shownRequired), '12345', 'verification_code_invalid'],
      ['captcha', standardRule('ALNUM', 4, 4, shownRequired), 'ab!', 'captcha_required'],
      ['affiliateCode', standardRule('ALNUM', 4, 20, shownOptional), 'ab-cd', 'invitation_code_invalid'],
      ['referralCode', standardRule('ALNUM', 4, 20, shownOptional), 'ab-cd', 'invitation_code_invalid'],
    ];
    for (const [field, rule, value, key] of wrong) {
      expect(checkFieldValue(field, rule, value), field).toEqual({
        key,
        params: { min: rule.minLength, max: rule.maxLength },
      });
    }
  });

  it('says "format incorrect" for a password of the right length in the wrong characters', () => {
    const rule = standardRule('ALNUM', 6, 20, shownRequired);
    expect(checkFieldValue('password', rule, 'abc!@#xyz')?.key).toBe('password_format');
    expect(checkFieldValue('newPassword', rule, 'abc!@#xyz')?.key).toBe('password_format');
  });

  it("uses the family's message for other fields, and a generic one for an unknown family", () => {
    expect(checkFieldValue('qqNum', standardRule('DIGITS', 5, 12, shownOptional), 'abc12')).toEqual({
      key: 'pattern_digits',
      params: { min: 5, max: 12 },
    });
    const custom: FieldRule = { ...standardRule('DIGITS', 1, 9, shownOptional), patternId: 'CUSTOM_X' };
    expect(checkFieldValue('line', custom, 'abc')?.key).toBe('format_invalid');
  });

  it('honours the operator pattern over the family it names', () => {
    const rule: FieldRule = { ...standardRule('DIGITS', 1, 10, shownOptional), acceptedPattern: '^[a-c]+$' };
    expect(checkFieldValue(PLAIN_FIELD, rule, 'abc')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, rule, '123')?.key).toBe('pattern_digits');
  });

  it('accepts a legacy operator pattern that is only valid without the Unicode flag', () => {
    const rule: FieldRule = {
      ...standardRule('ALNUM', 1, 10, shownOptional),
      acceptedPattern: '^[a-z\\_]+$',
    };
    expect(checkFieldValue(PLAIN_FIELD, rule, 'a_b')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, rule, 'a-b')?.key).toBe('pattern_alnum');
  });

  it("falls back to the family's regex, else to any, when the operator's regex is broken", () => {
    const broken: FieldRule = {
      ...standardRule('DIGITS', 1, 10, shownOptional),
      acceptedPattern: '^[0-9+$(',
    };
    expect(() => checkFieldValue(PLAIN_FIELD, broken, '123')).not.toThrow();
    expect(checkFieldValue(PLAIN_FIELD, broken, '123')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, broken, 'abc')?.key).toBe('pattern_digits');

    const unknownFamily: FieldRule = { ...broken, patternId: 'NOT_A_FAMILY' };
    expect(checkFieldValue(PLAIN_FIELD, unknownFamily, 'abc!')).toBeNull();
    expect(checkFieldValue(PLAIN_FIELD, unknownFamily, 'x'.repeat(11))?.key).toBe('format_invalid');
  });

  it('does not mistake inherited object keys for fields or families', () => {
    const rule: FieldRule = { ...standardRule('DIGITS', 1, 3, shownOptional), patternId: 'toString' };
    expect(checkFieldValue('constructor', rule, 'abcd')).toEqual({
      key: 'format_invalid',
      params: { min: 1, max: 3 },
    });
  });

  it('never throws whatever regex an operator stores', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (pattern, value) => {
        const rule: FieldRule = { ...standardRule('ALNUM', 0, 12, shownOptional), acceptedPattern: pattern };
        checkFieldValue(PLAIN_FIELD, rule, value);
      }),
    );
  });

  it('refuses a 1 MB value on length without running the regex', () => {
    const huge = `${'a'.repeat(1024 * 1024)}!`;
    const rule: FieldRule = { ...standardRule('ANY', 1, 64, shownRequired), acceptedPattern: '^a+$' };
    const regexTest = vi.spyOn(RegExp.prototype, 'test');
    const started = performance.now();
    const asNickname = checkFieldValue(PLAIN_FIELD, rule, huge);
    const asPassword = checkFieldValue('password', rule, huge);
    const elapsed = performance.now() - started;
    const regexRuns = regexTest.mock.calls.length;
    regexTest.mockRestore();
    expect(asNickname).toEqual({ key: 'pattern_any', params: { min: 1, max: 64 } });
    expect(asPassword?.key).toBe('password_length');
    expect(regexRuns).toBe(0);
    expect(elapsed).toBeLessThan(500);
  });

  it('accepts only values whose length lies within the bounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_IDS),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.constantFrom(PLAIN_FIELD, 'password'),
        (patternId, min, span, value, field) => {
          const rule = standardRule(patternId, min, min + span, shownOptional);
          const kept = field === 'password' ? value : value.trim();
          // An empty optional value is accepted whatever the bounds: it is "not given".
          if (checkFieldValue(field, rule, value) !== null || kept === '') return;
          const length = [...kept].length;
          expect(length).toBeGreaterThanOrEqual(min);
          expect(length).toBeLessThanOrEqual(min + span);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('checkFieldValues', () => {
  it('reports each failing ruled field and nothing else', () => {
    const rules = {
      username: standardRule('LETTER_FIRST_ALNUM', 6, 16, shownRequired),
      email: standardRule('EMAIL', 5, 100, shownOptional),
      payeeName: standardRule('ENGLISH_SPACES', 2, 50, { required: true, shown: false }),
      mobileNum: standardRule('DIGITS', 7, 15, shownRequired),
    };
    expect(checkFieldValues(rules, { username: 'alice123', email: 'bad', extra: '<script>' })).toEqual({
      email: { key: 'email_format', params: { min: 5, max: 100 } },
      mobileNum: { key: 'required' },
    });
  });
});

describe('checkConfirmation', () => {
  it('asks for the confirmation, refuses a different one, and accepts the same', () => {
    expect(checkConfirmation('abc123', '')).toEqual({ key: 'required' });
    expect(checkConfirmation('abc123', undefined)).toEqual({ key: 'required' });
    expect(checkConfirmation('abc123', 'abc124')).toEqual({ key: 'confirm_mismatch' });
    expect(checkConfirmation('abc123 ', 'abc123')).toEqual({ key: 'confirm_mismatch' });
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
  });
});

describe('messages', () => {
  it('holds the exact texts of spec §5', () => {
    expect(VALIDATION_MESSAGES_EN).toMatchObject({
      required: 'Input cannot be empty',
      terms_required: 'Input cannot be empty',
      confirm_mismatch: 'Confirmation password is not correct.',
      confirmation_incorrect: 'Incorrect confirmation input',
      phone_format: 'Phone number format is incorrect',
      password_format: 'Password format is incorrect',
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
    });
  });

  it('fills min and max into the English text', () => {
    expect(formatValidationMessage({ key: 'password_length', params: { min: 6, max: 20 } })).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(formatValidationMessage({ key: 'pattern_digits', params: { min: 7, max: 15 } })).toBe(
      'Please enter 7 - 15 digits',
    );
    expect(formatValidationMessage({ key: 'pattern_letter_first_alnum', params: { min: 6, max: 16 } })).toBe(
      'Please enter 6 - 16 letters and digits, starting with a letter',
    );
    expect(formatValidationMessage({ key: 'required' })).toBe('Input cannot be empty');
  });

  it('fills a message that has only a maximum, and keeps a placeholder whose value is missing', () => {
    expect(formatValidationMessage({ key: 'client_seed_too_long', params: { max: 64 } })).toBe(
      'Use at most 64 characters.',
    );
    expect(formatValidationMessage({ key: 'amount_above_balance', params: { max: 123456 } })).toBe(
      'The amount is more than your balance of 123456',
    );
    expect(formatValidationMessage({ key: 'deposit_amount_range', params: { min: 100 } })).toBe(
      'Please enter an amount between 100 and {{max}}',
    );
  });

  it('leaves no placeholder in any message once filled', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES_EN) as ValidationMessageKey[]) {
      expect(formatValidationMessage({ key, params: { min: 3, max: 9 } })).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe('mobile numbers', () => {
  it('drops the trunk 0 after a dialling code and keeps digits only', () => {
    expect(normalizeMobile('60', '0123456789')).toEqual({ dialingCode: '60', mobileNum: '123456789' });
    expect(normalizeMobile('+60', ' 123456789 ')).toEqual({ dialingCode: '60', mobileNum: '123456789' });
    expect(normalizeMobile(undefined, '0123456789')).toEqual({
      dialingCode: undefined,
      mobileNum: '0123456789',
    });
    expect(normalizeMobile('', '0123456789')).toEqual({ dialingCode: undefined, mobileNum: '0123456789' });
  });

  it('refuses what cannot be a mobile number', () => {
    expect(isValidMobile('60', '12-345-6789')).toBe(false);
    expect(isValidMobile('60', '12345abc')).toBe(false);
    expect(isValidMobile('60', '00123456789')).toBe(false);
    expect(isValidMobile('6a', '123456789')).toBe(false);
    expect(isValidMobile('060', '123456789')).toBe(false);
    expect(isValidMobile('60', '')).toBe(false);
    expect(isValidMobile('60', '1'.repeat(1024 * 1024))).toBe(false);
  });

  it('counts 6 to 15 digits with the dialling code (E.164)', () => {
    expect(isValidMobile('60', '1234')).toBe(true);
    expect(isValidMobile('60', '123')).toBe(false);
    expect(isValidMobile('60', '1234567890123')).toBe(true);
    expect(isValidMobile('60', '12345678901234')).toBe(false);
    expect(isValidMobile('60', '01234567890123')).toBe(true);
    expect(isValidMobile(undefined, '123456')).toBe(true);
    expect(isValidMobile(undefined, '12345')).toBe(false);
    expect(isValidMobile(undefined, '123456789012345')).toBe(true);
    expect(isValidMobile(undefined, '1234567890123456')).toBe(false);
  });
});
