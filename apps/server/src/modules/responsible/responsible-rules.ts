import {
  LIMIT_WINDOW_HOURS,
  type LimitWindow,
  LOOSENING_DELAY_HOURS,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@platform/contract/responsible';

/*
 * The rules of responsible-gambling settings, free of storage: when a window starts, which limit is
 * in force, and whether a change protects the player (at once) or loosens (after a cooling-off time).
 */

const HOUR_MS = 3_600_000;

/** The start of a rolling window ending now. */
export function windowStart(now: Date, window: LimitWindow): Date {
  return new Date(now.getTime() - LIMIT_WINDOW_HOURS[window] * HOUR_MS);
}

export interface StoredSetting {
  /** What is in force unless a pending change has come due; null = none. */
  current: number | null;
  pending: { value: number | null; from: Date } | null;
}

/** The setting in force at a time: a pending loosening counts from its due time on. */
export function settingInForce(setting: StoredSetting, now: Date): number | null {
  if (setting.pending && setting.pending.from.getTime() <= now.getTime()) return setting.pending.value;
  return setting.current;
}

/** A change lowers the setting (or sets one where there was none): it protects the player. */
export function tightens(inForce: number | null, next: number | null): boolean {
  if (next === null) return false;
  return inForce === null || next <= inForce;
}

/**
 * The stored setting after a player's change: a tighter value replaces the one in force at once and
 * drops any pending loosening; a looser one (or a removal) waits out the cooling-off time.
 */
export function changeSetting(setting: StoredSetting, next: number | null, now: Date): StoredSetting {
  const inForce = settingInForce(setting, now);
  if (tightens(inForce, next)) return { current: next, pending: null };
  if (next === inForce) return { current: inForce, pending: null };
  return {
    current: inForce,
    pending: { value: next, from: new Date(now.getTime() + LOOSENING_DELAY_HOURS * HOUR_MS) },
  };
}

/** When an exclusion taken now ends; null for a permanent one. Months and years are calendar ones. */
export function exclusionEnd(period: TimeOutPeriod | SelfExclusionPeriod, now: Date): Date | null {
  if (period === 'PERMANENT') return null;
  const end = new Date(now.getTime());
  const count = Number(period.slice(1, -1));
  const unit = period.slice(-1);
  if (unit === 'D') end.setUTCDate(end.getUTCDate() + count);
  else if (unit === 'M') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}

/**
 * The next reality check of a session: every `minutes` after its start. A check due exactly now is
 * the next one (the player is shown it now), so a page that asks at the due time still gets it.
 */
export function nextRealityCheck(startedAt: Date, minutes: number, now: Date): Date {
  const every = minutes * 60_000;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  const passed = Math.max(1, Math.ceil(elapsed / every));
  return new Date(startedAt.getTime() + passed * every);
}
