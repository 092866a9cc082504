import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

describe('date-time inputs in a named time zone', () => {
  it('reads and shows wall-clock times of the zone, whatever the browser’s own zone', () => {
    expect(fromLocalInput('2026-06-01T10:00', 'Asia/Yangon')).toBe('2026-06-01T03:30:00.000Z');
    expect(toLocalInput('2026-06-01T03:30:00.000Z', 'Asia/Yangon')).toBe('2026-06-01T10:00');
    expect(fromLocalInput('2026-06-01T10:00', 'UTC')).toBe('2026-06-01T10:00:00.000Z');
  });

  it('takes each side of a clock change at its own offset', () => {
    // New York moves from UTC-5 to UTC-4 at 02:00 on 8 March 2026.
    expect(fromLocalInput('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(fromLocalInput('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(toLocalInput('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('2026-03-08T03:30');
  });

  it('answers no moment for what is not one', () => {
    expect(fromLocalInput('', 'Asia/Yangon')).toBe('');
    expect(fromLocalInput('2026-13-01T10:00', 'Asia/Yangon')).toBe('');
  });
});
