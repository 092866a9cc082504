import { Counter, type Registry } from 'prom-client';
import type { RateLimiter } from './rate-limiter.ts';

const HOUR_MS = 3_600_000;

/** Hourly ceilings on paid SMS, whatever numbers and addresses the requests come from. */
export interface SmsBudget {
  merchantPerHour: number;
  /** Per country dialing code, across all merchants: pumping targets the prefixes that pay best. */
  prefixPerHour: number;
}

export type SmsBudgetName = 'merchant' | 'prefix';

// ITU-T E.164 country calling codes are prefix-free: 1 and 7 are one digit, these are two, the rest three.
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/**
 * The country calling code of an E.164 number ("+60123456789" → "60"), read from its digits so a
 * client cannot spread one country's numbers over made-up codes ("601" + "23456789") to multiply
 * that country's budget.
 */
export function countryCallingCode(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1);
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
}

export interface SmsBudgetTrip {
  budget: SmsBudgetName;
  merchantId: number;
  dialingCode: string;
  /** True for the first refusal of this budget window: the one worth a log line. */
  first: boolean;
}

/** Told of every refused send so operators see an attack while it runs. */
export type SmsBudgetAlert = (trip: SmsBudgetTrip) => void;

export type SmsBudgetExceeded = { ok: false; code: 'SMS_BUDGET_EXCEEDED'; retryAfterSeconds: number };

interface AlertLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The alert: `sms_budget_exceeded_total{budget, merchant_id, dialing_code}` counts every refused
 * send, and the first refusal of each window writes one warn line (not one per request of a flood).
 * Labels stay few: merchants are configured, and calling codes are at most three digits.
 */
export function createSmsBudgetAlert(registry: Registry, log: AlertLogger): SmsBudgetAlert {
  const refused = new Counter({
    name: 'sms_budget_exceeded_total',
    help: 'SMS sends refused because an hourly SMS budget was spent, by budget, merchant and dialing code',
    labelNames: ['budget', 'merchant_id', 'dialing_code'] as const,
    registers: [registry],
  });
  return (trip) => {
    refused.inc({
      budget: trip.budget,
      merchant_id: String(trip.merchantId),
      dialing_code: trip.dialingCode,
    });
    if (trip.first) {
      log.warn(
        { budget: trip.budget, merchantId: trip.merchantId, dialingCode: `+${trip.dialingCode}` },
        `SMS ${trip.budget} budget spent: merchant ${trip.merchantId}, prefix +${trip.dialingCode}; sends refused for the rest of the hour`,
      );
    }
  };
}

/**
 * Spends one SMS from the merchant's and the prefix's hourly budgets (counted in the shared
 * limiter, so every node spends the same budget). Null when both still allow it. Both are looked
 * at before either is spent, so refused sends spend nothing: a flood held back by one budget
 * cannot drain the other (a prefix's budget is shared by every merchant).
 */
export async function spendSmsBudget(
  limiter: RateLimiter,
  budget: SmsBudget,
  alert: SmsBudgetAlert | undefined,
  target: { merchantId: number; dialingCode: string },
): Promise<SmsBudgetExceeded | null> {
  const checks: [SmsBudgetName, string, number][] = [
    ['merchant', `sms-budget:merchant:${target.merchantId}`, budget.merchantPerHour],
    ['prefix', `sms-budget:prefix:${target.dialingCode}`, budget.prefixPerHour],
  ];
  const refuse = async (name: SmsBudgetName, key: string, retryAfterMs: number) => {
    // One alert key per spent window, so the log gets one line however long the flood lasts.
    const firstRefusal = await limiter.hit(`${key}:alerted`, 1, Math.max(1000, retryAfterMs));
    alert?.({ budget: name, ...target, first: firstRefusal.allowed });
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return { ok: false, code: 'SMS_BUDGET_EXCEEDED', retryAfterSeconds } as const;
  };
  for (const [name, key, limit] of checks) {
    const window = await limiter.peek(key);
    if (window.count >= limit) return refuse(name, key, window.retryAfterMs);
  }
  for (const [name, key, limit] of checks) {
    // Atomic, so concurrent sends on any node still stop at the limit (a lost race refuses here).
    const spent = await limiter.hit(key, limit, HOUR_MS);
    if (!spent.allowed) return refuse(name, key, spent.retryAfterMs);
  }
  return null;
}
