import { describe, expect, it } from 'vitest';
import { processClock } from './process-clock.ts';

describe('processClock', () => {
  it('reads real time when no start is set', () => {
    let real = 1_000;
    const now = processClock(undefined, () => real);
    expect(now().getTime()).toBe(1_000);
    real = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it('starts at the test instant and runs on in real time', () => {
    let real = 1_700_000_000_000;
    const now = processClock('2026-01-15T04:00:00.000Z', () => real);
    // However long the process took to start, its first reading is the instant.
    real += 7_000;
    expect(now().toISOString()).toBe('2026-01-15T04:00:00.000Z');
    real += 2_500;
    expect(now().toISOString()).toBe('2026-01-15T04:00:02.500Z');
  });
});
