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
