import {
  formatValidationMessage,
  VALIDATION_MESSAGES_EN,
  type ValidationMessageKey,
} from '@platform/contract/field-rules';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { startEnglish } from '../test/english.ts';
import { ApiError } from './api-client.ts';
import { apiErrorMessage, apiFieldProblems, problemText } from './api-error-message.ts';

beforeAll(startEnglish);

const t = () => i18n.getFixedT('en', 'account');

describe('validation messages in the forms (spec §5)', () => {
  it('every key the shared rules give reads as the server words it, min and max filled in', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES_EN) as ValidationMessageKey[]) {
      const problem = { key, params: { min: 6, max: 20 } };
      expect(problemText(t(), problem), key).toBe(formatValidationMessage(problem));
    }
  });

  it('reads the server’s field errors by key, and keeps its words when there is no key', () => {
    const error = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'invalid',
      fields: [
        { field: 'body.password', key: 'password_length', params: { min: 8, max: 12 }, message: 'x' },
        { field: 'body.nickname', message: 'Too rude' },
      ],
    });
    const problems = apiFieldProblems(error);
    expect(problemText(t(), problems.password)).toBe('Please fill in your password with 8 - 12 characters');
    expect(problemText(t(), problems.nickname)).toBe('Too rude');
  });

  it('puts an error code that is about one field under that field', () => {
    const problems = apiFieldProblems(new ApiError({ code: 'MOBILE_TAKEN', status: 409, message: 'taken' }));
    expect(problemText(t(), problems.mobileNum)).toBe('This mobile number is already registered');
  });

  it('words a taken username in the reader’s language even though the server names the field too', () => {
    // As the server answers a taken username: the code, and the field with a key of its own.
    const error = new ApiError({
      code: 'ACCOUNT_TAKEN',
      status: 409,
      message: 'Account already exists',
      fields: [{ field: 'body.username', key: 'account_taken', message: 'Account already exists' }],
    });
    expect(problemText(t(), apiFieldProblems(error).username)).toBe('This username is already taken');
  });

  it('translates codes, and falls back to the server’s words for a code it does not know', () => {
    expect(apiErrorMessage(new ApiError({ code: 'NOT_AGENT', status: 403, message: 'x' }), t())).toBe(
      'Non-agents cannot log in',
    );
    const unknown = new ApiError({
      code: 'BRAND_NEW' as 'NOT_FOUND',
      status: 400,
      message: 'Brand new rule',
    });
    expect(apiErrorMessage(unknown, t())).toBe('Brand new rule');
  });
});
