import { useCallback, useEffect, useRef, useState } from 'react';

/** A countdown in whole seconds (spec §4 SMS button); 0 when not running. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}

/** Lets a call through at most once per `ms` (spec §9: SMS requests and captcha refresh). */
export function useThrottle(ms: number): () => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const current = Date.now();
    if (current - last.current < ms) return false;
    last.current = current;
    return true;
  }, [ms]);
}

/** setTimeout holds at most about 24.8 days; a later instant is reached in steps of this. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the instant `until` (ISO) is still ahead on the device's clock; turns false by itself
 * when it passes, without waiting for anything else to render (a mute that ends on its own).
 */
export function useBefore(until: string | null): boolean {
  const end = until === null ? Number.NaN : new Date(until).getTime();
  // Each wake-up renders again, and schedules the next step while the instant is still ahead.
  const [wakeUps, setWakeUps] = useState(0);
  const ahead = end > Date.now();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a wake-up is the trigger of the next step
  useEffect(() => {
    const left = end - Date.now();
    if (!(left > 0)) return;
    const timer = setTimeout(() => setWakeUps((count) => count + 1), Math.min(left, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [end, wakeUps]);

  return ahead;
}
