import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  encodePng,
  renderCaptchaPng,
  seededRandom,
} from './captcha-image.ts';

interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  /** RGB pixels with the filter bytes removed. */
  pixels: Buffer;
}

/** An independent reading of the file: signature, chunk framing and CRCs, header, inflated scanlines. */
function decodePng(png: Buffer): DecodedPng {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  expect(header).toHaveLength(13);
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[10], header[11], header[12]]).toEqual([8, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  const channels = 3;
  expect(raw.length).toBe(height * (1 + width * channels));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * channels);
    expect(raw[start], 'filter type').toBe(0);
    rows.push(raw.subarray(start + 1, start + 1 + width * channels));
  }
  return { width, height, colourType: header[9]!, pixels: Buffer.concat(rows) };
}

function luminances(pixels: Buffer): number[] {
  const out: number[] = [];
  for (let i = 0; i < pixels.length; i += 3)
    out.push(0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!);
  return out;
}

const seed = (n: number) => seededRandom(Buffer.alloc(16, n));

describe('captcha image', () => {
  it('is a valid 120×40 RGB PNG', () => {
    const decoded = decodePng(renderCaptchaPng('AB3K', seed(1)));
    expect(decoded).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, colourType: 2 });
  });

  it('draws dark characters on a light ground, so it reads in light and dark themes', () => {
    const light = luminances(decodePng(renderCaptchaPng('WM8Z', seed(2))).pixels);
    const share = (test: (l: number) => boolean) => light.filter(test).length / light.length;
    expect(share((l) => l > 200)).toBeGreaterThan(0.6);
    // Four 5×7 glyphs scaled ×3 cover several hundred pixels in dark ink.
    expect(light.filter((l) => l < 90).length).toBeGreaterThan(300);
  });

  it('draws every character of the alphabet, which has none of 0 O 1 I L', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(CAPTCHA_ALPHABET).toHaveLength(31);
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 4).padEnd(4, 'A');
      const ink = luminances(decodePng(renderCaptchaPng(text, seed(i))).pixels).filter((l) => l < 90).length;
      expect(ink, text).toBeGreaterThan(150);
    }
    expect(() => renderCaptchaPng('AB0D', seed(3))).toThrow(/glyph/);
  });

  it('depends only on the text and the random source: same inputs, same picture', () => {
    expect(renderCaptchaPng('HJK7', seed(4)).equals(renderCaptchaPng('HJK7', seed(4)))).toBe(true);
    expect(renderCaptchaPng('HJK7', seed(4)).equals(renderCaptchaPng('HJK8', seed(4)))).toBe(false);
    expect(renderCaptchaPng('HJK7', seed(4)).equals(renderCaptchaPng('HJK7', seed(5)))).toBe(false);
  });

  it('encodes arbitrary pixels losslessly', () => {
    const pixels = Uint8Array.from({ length: 7 * 3 * 3 }, (_, i) => (i * 37) % 256);
    const decoded = decodePng(encodePng(7, 3, pixels));
    expect([...decoded.pixels]).toEqual([...pixels]);
  });

  it('spreads its random numbers over [0, 1)', () => {
    const rand = seededRandom(Buffer.from('00112233445566778899aabbccddeeff', 'hex'));
    const values = Array.from({ length: 10_000 }, rand);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
