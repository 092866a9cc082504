import { describe, expect, it } from 'vitest';
import { deviceIdOf } from './device-id.ts';

const ID = 'q3Vt0bXh-7_eZlA9cK2mPw';
const of = (value: string | string[] | undefined) => deviceIdOf({ headers: { 'x-device-id': value } });

describe('the device id header', () => {
  it('keeps a well-formed id', () => {
    expect(of(ID)).toBe(ID);
  });

  it('treats anything else as no id: missing, repeated, padded, too long, too short, other characters', () => {
    for (const value of [
      undefined,
      '',
      [ID, ID],
      ` ${ID}`,
      `${ID}==`,
      `${ID}A`,
      ID.slice(1),
      // 22 characters whose last one carries bits 16 bytes do not have.
      `${ID.slice(0, 21)}B`,
      `${ID.slice(0, 21)}\u0000`,
      `${ID.slice(0, 21)}\uD800`,
      `${ID.slice(0, 20)}é`,
      'x'.repeat(10_000),
    ])
      expect(of(value)).toBeNull();
  });
});
