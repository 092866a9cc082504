import type { Statement } from '@platform/contract/records';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText, statementPdf } from './statement-pdf.ts';

const QUIET_MONTH: Statement = {
  month: '2026-02',
  account: 'player01',
  currency: 'MMK',
  timeZone: 'Asia/Yangon',
  from: '2026-01-31T17:30:00.000Z',
  to: '2026-02-28T17:30:00.000Z',
  openingBalance: 0,
  closingBalance: 0,
  totals: { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, other: 0 },
  days: [],
  firstMonth: '2026-01',
  currentMonth: '2026-03',
  generatedAt: '2026-03-02T10:00:00.000Z',
};

describe('statement PDF', () => {
  it('writes amounts grouped, with the currency exponent, and the exact minor units read back', () => {
    expect(moneyText(123_456_789, 2)).toBe('1,234,567.89');
    expect(moneyText(-5, 2)).toBe('-0.05');
    expect(moneyText(1_000, 0)).toBe('1,000');
    fc.assert(
      fc.property(
        fc.maxSafeInteger().map((n) => n - 2 ** 52),
        fc.integer({ min: 0, max: 4 }),
        (amount, exponent) => {
          const written = moneyText(amount, exponent);
          expect(Number(written.replace(/[,.]/g, ''))).toBe(amount);
          expect(written.split('.')[1]?.length ?? 0).toBe(exponent);
          expect(written).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
        },
      ),
    );
  });

  it('prints a Chinese statement in English words when the Chinese font is missing, never as empty boxes', async () => {
    const bytes = await statementPdf({
      statement: QUIET_MONTH,
      language: 'CN',
      exponent: 2,
      cjkFont: '/nowhere/no-such-font.ttc',
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes('Helvetica')).toBe(true);
    expect(bytes.includes('NotoSansCJK')).toBe(false);
  });
});
