import { describe, expect, it } from 'vitest';
import { readBack } from './qr.test-reader.ts';
import { encodeQr, formatInfoBits, rsDivisor, rsRemainder } from './qr.ts';

describe('encodeQr', () => {
  it('computes the standard Reed–Solomon check bytes (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the published format information of level M', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(formatInfoBits)).toEqual([
      0x5412, 0x5125, 0x5e7c, 0x5b4b, 0x45f9, 0x40ce, 0x4f97, 0x4aa0,
    ]);
  });

  it('draws finder patterns and grows the version with the data', () => {
    const small = encodeQr('https://a.io');
    expect(small).toHaveLength(21);
    expect(small[0]!.slice(0, 7)).toEqual([true, true, true, true, true, true, true]);
    expect(small[1]!.slice(0, 7)).toEqual([true, false, false, false, false, false, true]);
    expect(small[0]![7]).toBe(false);
    expect(
      encodeQr(`https://example.com/down?lang=EN&platform=ios&x=${'y'.repeat(40)}`).length,
    ).toBeGreaterThan(21);
  });

  it.each([
    'https://a.io',
    'https://play.example.com/download/android/app-release.apk',
    'https://lucky.example/down?lang=MY&os=ios&ref=sidemenu',
    'ဒေါင်းလုဒ် 下载 download',
  ])('reads back %s', (text) => {
    expect(readBack(encodeQr(text)).text).toBe(text);
  });
});
