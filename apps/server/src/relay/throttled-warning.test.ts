import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { throttledWarning } from './throttled-warning.ts';

describe('relay failure warnings', () => {
  it('logs the first failure, holds back the flood, and says how many it held back', () => {
    vi.useFakeTimers();
    try {
      const lines: { heldBack: number }[] = [];
      const log = {
        warn: (fields: { heldBack: number }) => lines.push(fields),
      } as unknown as FastifyBaseLogger;
      const warn = throttledWarning(log, 'event relay failed', 10_000);
      for (let i = 0; i < 500; i++) warn(new Error('redis down'));
      expect(lines).toHaveLength(1);
      vi.advanceTimersByTime(10_000);
      warn(new Error('redis down'));
      expect(lines.map((line) => line.heldBack)).toEqual([0, 499]);
    } finally {
      vi.useRealTimers();
    }
  });
});
