import { describe, expect, it } from 'vitest';
import { SNIFFED_IMAGE_TYPES, sniffImage } from './image-bytes.ts';
import { JPEG, PNG, WEBP } from './image-fixtures.ts';

const ALL = SNIFFED_IMAGE_TYPES;
const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('sniffImage', () => {
  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImage(PNG, ALL, 1024)).toBe('image/png');
    expect(sniffImage(JPEG, ALL, 1024)).toBe('image/jpeg');
    expect(sniffImage(WEBP, ALL, 1024)).toBe('image/webp');
  });

  it('accepts only the asked types and sizes', () => {
    expect(sniffImage(WEBP, ['image/png', 'image/jpeg'], 1024)).toBeNull();
    expect(sniffImage(PNG, ALL, PNG.length - 1)).toBeNull();
    expect(sniffImage(Buffer.alloc(0), ALL, 1024)).toBeNull();
  });

  it('refuses SVG, HTML and polyglots that only begin like an image', () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    expect(sniffImage(svg, ALL, 1024)).toBeNull();
    expect(sniffImage(html, ALL, 1024)).toBeNull();
    expect(sniffImage(Buffer.concat([PNG, html]), ALL, 1024)).toBeNull();
    expect(sniffImage(Buffer.concat([JPEG, html]), ALL, 1024)).toBeNull();
    expect(sniffImage(Buffer.concat([WEBP, html]), ALL, 1024)).toBeNull();
    // A PNG signature without its header chunk is not a PNG.
    expect(sniffImage(Buffer.concat([PNG.subarray(0, 8), html, PNG.subarray(-12)]), ALL, 1024)).toBeNull();
  });
});
