import { maskAccountNumber } from '@platform/contract/payments';
import type { RiskFact, RiskRule, RiskSettings } from '@platform/contract/risk-admin';
import type { Database } from '../../../db/client.ts';
import { localDate } from '../../../jobs/zoned-time.ts';

/** What a rule sees: the merchant's data up to `at`, its time zone and thresholds. */
export interface RuleContext {
  db: Database;
  merchantId: number;
  /** The end of the scanned data (the scan's time). */
  at: Date;
  timeZone: string;
  settings: RiskSettings;
}

/** A signal a rule found; the scan stores it once per (rule, subject, period). */
export interface FoundSignal {
  rule: RiskRule;
  subject: string;
  period: string;
  memberIds: number[];
  facts: RiskFact[];
  figures: Record<string, number>;
}

export interface RiskRuleCheck {
  rule: RiskRule;
  evaluate(ctx: RuleContext): Promise<FoundSignal[]>;
}

/**
 * How far back the withdrawal rules look for withdrawals each scan: a scan every hour sees each
 * withdrawal many times (the key raises it once), and two days cover a long outage of the runner.
 */
export const WITHDRAWAL_LOOKBACK_MS = 48 * 3_600_000;
export const HOUR_MS = 3_600_000;

/** A fact with the fields it does not have left null. */
export function fact(
  fields: Pick<RiskFact, 'kind' | 'memberId'> & { at: Date } & Partial<
      Omit<RiskFact, 'kind' | 'memberId' | 'at'>
    >,
): RiskFact {
  return {
    amount: null,
    ip: null,
    userAgent: null,
    bankAccount: null,
    reference: null,
    ...fields,
    at: fields.at.toISOString(),
  };
}

/** A bank account as the evidence shows it: the bank and the number's last four digits. */
export const maskedBank = (bankName: string, accountNumber: string) =>
  `${bankName} ${maskAccountNumber(accountNumber)}`;

/** The merchant's local day of an instant: the period of most signals. */
export const localDay = (ctx: RuleContext, instant: Date) => localDate(instant, ctx.timeZone);

export const uniqueIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Rows grouped by a key, in first-seen order (Map.groupBy needs a newer Node than the platform's). */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
