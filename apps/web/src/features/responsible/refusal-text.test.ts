import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { startLanguage } from '../../test/form-harness.tsx';
import { responsibleRefusalText } from './refusal-text.ts';

const refusal = (code: string, value: Record<string, unknown>) =>
  new ApiError({ code: code as never, status: 403, message: 'server words', value });

describe('the words of a refusal the player’s own protection caused', () => {
  beforeAll(() => startLanguage('EN'));
  const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);

  it('says when a time-out ends, and that a self-exclusion without end is permanent', () => {
    const timedOut = responsibleRefusalText(
      refusal('TIMED_OUT', {
        kind: 'timeout',
        startsAt: '2026-06-01T10:00:00.000Z',
        endsAt: '2026-06-08T10:00:00.000Z',
      }),
      t as never,
      'EN',
    );
    expect(timedOut).toMatch(/^You are taking a break from play\. .* It ends on Jun 8, 2026/);
    const excluded = responsibleRefusalText(
      refusal('SELF_EXCLUDED', {
        kind: 'self_exclusion',
        startsAt: '2026-06-01T10:00:00.000Z',
        endsAt: null,
      }),
      t as never,
      'EN',
    );
    expect(excluded).toMatch(/^This account is self-excluded\. .* It is permanent\.$/);
  });

  it('adds what is left under the limit, written by the caller’s money format', () => {
    const text = responsibleRefusalText(
      refusal('LIMIT_REACHED', { kind: 'deposit', window: 'day', limit: 500_00, remaining: 200_00 }),
      t as never,
      'EN',
      (minor) => `K ${minor / 100}`,
    );
    expect(text).toBe('This would pass a limit you set for yourself. Left under your 24-hour limit: K 200.');
  });

  it('leaves every other failure to the usual words', () => {
    expect(responsibleRefusalText(refusal('PASSWORD_WRONG', {}), t as never, 'EN')).toBeNull();
    expect(responsibleRefusalText(new Error('network'), t as never, 'EN')).toBeNull();
  });
});
